import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PROJECT_STATUSES } from '@/shared/enums';
import { PROJECT_STATUS_LABELS } from '@/shared/domain/project-status';
import { PROJECT_PAGE_SIZE, PROJECT_SORTS } from '@/shared/list-queries';
import { can } from '@/shared/permissions';
import type { Project } from '@/shared/schemas/projects';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { Notice } from '@/web/components/notice';
import { PageHeader } from '@/web/components/page-header';
import { SelectInput } from '@/web/components/select-input';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { programChoicesQuery, projectPageQuery } from '@/web/lib/portfolio-queries';
import { toast } from '@/web/lib/toast';
import { projectColumns } from './project-columns';
import { useDeleteProject } from './use-project-mutations';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const ProjectFormDialog = lazyNamed(() => import('./project-form-dialog'), 'ProjectFormDialog');

const NO_PROGRAMS = 'Please create a program first before adding projects.';
// Radix Select keeps '' for "nothing chosen"; every status is an item of its own.
const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All Statuses' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] })),
];

type Editing = { project: Project | null } | null;

export function ProjectsPage() {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'projects.manage');
  const canManageOwn = can(me.roles, 'projects.manage_own');
  // Whether any program exists: the Add Project form's own first choices (one cache entry).
  const programs = useQuery(programChoicesQuery({}));
  // Paged, searched, filtered and sorted on the server, the page kept in the address.
  const list = useServerList(PROJECT_SORTS, 'createdAt', { filters: ['status'] });
  const projects = useQuery(projectPageQuery(list.params));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteProject();
  const failed = programs.isError || projects.isError;

  useEffect(() => {
    if (failed) toast.error('Failed to load data');
  }, [failed]);

  const columns = useMemo(
    () =>
      projectColumns({
        // A project manager changes the projects they manage; admins and PM heads any.
        canEdit: (project) => canManage || (canManageOwn && project.projectManager?.id === me.id),
        canDelete: canManage,
        onEdit: (project) => setEditing({ project }),
        onDelete: setDeleting,
      }),
    [canManage, canManageOwn, me.id],
  );
  const noPrograms = programs.isSuccess && programs.data.length === 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Project deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete project'));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Projects"
        description="Every project of your organization with its team, status and dates."
        actions={
          canManage ? (
            <Button
              onClick={() => setEditing({ project: null })}
              disabled={!programs.isSuccess || noPrograms}
            >
              <Plus /> Add Project
            </Button>
          ) : null
        }
      />
      {canManage && noPrograms ? <Notice>{NO_PROGRAMS}</Notice> : null}
      <Card className="py-2">
        <DataTable
          label="Projects"
          searchLabel="Search projects"
          columns={columns}
          data={projects.data?.rows ?? []}
          getRowId={(row) => row.id}
          loading={projects.isPending}
          server={list.paging(
            projects.data?.total ?? 0,
            projects.data?.pageSize ?? PROJECT_PAGE_SIZE,
          )}
          filters={
            <SelectInput
              value={list.filter('status') || ALL_STATUSES}
              onChange={(next) =>
                list.setFilter('status', next === ALL_STATUSES ? '' : (next ?? ''))
              }
              options={STATUS_OPTIONS}
              triggerProps={{ 'aria-label': 'Filter by status' }}
              className="w-full sm:w-44"
            />
          }
          emptyMessage={
            projects.isError
              ? 'Projects could not be loaded.'
              : list.filter('status')
                ? 'No matches'
                : canManage && noPrograms
                  ? NO_PROGRAMS
                  : 'No projects yet'
          }
        />
      </Card>
      <WhenOpened open={editing !== null}>
        <ProjectFormDialog
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
          project={editing?.project ?? null}
          canAssignTeam={canManage}
        />
      </WhenOpened>
      {canManage ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={deleting ? `Delete ${deleting.name}?` : 'Delete project?'}
          description="Are you sure you want to delete this project? Its activities, budget, registers and payments are deleted with it."
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </div>
  );
}
