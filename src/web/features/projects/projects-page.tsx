import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PROJECT_STATUSES } from '@/shared/enums';
import { PROJECT_STATUS_LABELS } from '@/shared/domain/project-status';
import { can } from '@/shared/permissions';
import { type Project, PROJECT_PAGE_SIZE, PROJECT_SORTS } from '@/shared/schemas/projects';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { Notice } from '@/web/components/notice';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { programChoicesQuery, projectPageQuery } from '@/web/lib/portfolio-queries';
import { projectColumns } from './project-columns';
import { ProjectFormDialog } from './project-form-dialog';
import { useDeleteProject } from './use-project-mutations';

const NO_PROGRAMS = 'Please create a program first before adding projects.';
// Radix Select keeps '' for "nothing chosen"; every status is an item of its own.
const ALL_STATUSES = 'all';

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
            <Select
              value={list.filter('status') || ALL_STATUSES}
              onValueChange={(next) => list.setFilter('status', next === ALL_STATUSES ? '' : next)}
            >
              <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL_STATUSES}>All Statuses</SelectItem>
                {PROJECT_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {PROJECT_STATUS_LABELS[status]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
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
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        project={editing?.project ?? null}
        canAssignTeam={canManage}
      />
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
