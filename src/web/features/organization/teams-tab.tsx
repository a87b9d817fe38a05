import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Department, type Team, teamInputSchema } from '@/shared/schemas/organization';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { EmptyState } from '@/web/components/empty-state';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { rowActionsColumn } from '@/web/components/row-actions';
import { Button } from '@/web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useDateSettings } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { departmentsQuery, teamsQuery } from '@/web/lib/organization-queries';
import { toast } from '@/web/lib/toast';
import { useCreateTeam, useDeleteTeam } from './use-organization-mutations';

const column = createColumnHelper<Team>();

function AddTeamDialog({
  open,
  onOpenChange,
  departments,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  departments: readonly Department[];
}) {
  const create = useCreateTeam();
  const form = useForm({ resolver: zodResolver(teamInputSchema) });
  const words = recordDialogWords('Team', false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description="A team belongs to one department."
      form={form}
      defaultValues={{ name: '', departmentId: departments.length === 1 ? departments[0]!.id : '' }}
      submit={{ action: (input) => create.mutateAsync(input), ...words }}
      submitLabel={words.submitLabel}
    >
      <FormInput
        form={form}
        name="name"
        id="team-name"
        label="Name"
        placeholder="Platform"
        autoComplete="off"
      />
      <FormSelect
        form={form}
        name="departmentId"
        id="team-department"
        label="Department"
        placeholder="Select a department"
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
      />
    </FormDialog>
  );
}

export function TeamsTab({ canManage }: { canManage: boolean }) {
  const settings = useDateSettings();
  const departments = useQuery(departmentsQuery);
  const teams = useQuery(teamsQuery);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const remove = useDeleteTeam();
  const noDepartments = departments.isSuccess && departments.data.length === 0;

  const columns = useMemo(() => {
    const list = [
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('departmentName', { header: 'Department' }),
      column.accessor('peopleCount', { header: 'People' }),
      column.accessor('createdAt', {
        header: 'Created',
        cell: ({ getValue }) => formatDate(getValue(), settings),
      }),
    ];
    return canManage ? [...list, rowActionsColumn<Team>({ onDelete: setDeleting })] : list;
  }, [canManage, settings]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Team deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete team'));
    }
  };

  return (
    <Card className="gap-2 pb-2">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Teams</CardTitle>
          <CardDescription>The teams inside your departments.</CardDescription>
        </div>
        {canManage ? (
          <Button onClick={() => setAdding(true)} disabled={!departments.data?.length}>
            <Plus /> Add Team
          </Button>
        ) : null}
      </CardHeader>
      {noDepartments ? (
        <div className="px-6 pb-4">
          <EmptyState icon={Users} message="Please create departments first" />
        </div>
      ) : (
        <DataTable
          label="Teams"
          columns={columns}
          data={teams.data ?? []}
          getRowId={(row) => row.id}
          loading={teams.isPending || departments.isPending}
          emptyMessage={teams.isError ? 'Teams could not be loaded.' : 'No teams yet'}
        />
      )}
      {canManage ? (
        <>
          <AddTeamDialog
            open={adding}
            onOpenChange={setAdding}
            departments={departments.data ?? []}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deleting ? `Delete ${deleting.name}?` : 'Delete team?'}
            description="Are you sure you want to delete this team?"
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </Card>
  );
}
