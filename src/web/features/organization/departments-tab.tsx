import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Department, departmentInputSchema } from '@/shared/schemas/organization';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { rowActionsColumn } from '@/web/components/row-actions';
import { Button } from '@/web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useDateSettings } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { departmentsQuery } from '@/web/lib/organization-queries';
import { toast } from '@/web/lib/toast';
import { useCreateDepartment, useDeleteDepartment } from './use-organization-mutations';

const column = createColumnHelper<Department>();

function AddDepartmentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateDepartment();
  const form = useForm({ resolver: zodResolver(departmentInputSchema) });
  const words = recordDialogWords('Department', false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description="Departments group your people; teams sit inside them."
      form={form}
      defaultValues={{ name: '' }}
      submit={{ action: (input) => create.mutateAsync(input), ...words }}
      submitLabel={words.submitLabel}
    >
      <FormInput
        form={form}
        name="name"
        id="department-name"
        label="Name"
        placeholder="Engineering"
        autoComplete="off"
      />
    </FormDialog>
  );
}

export function DepartmentsTab({ canManage }: { canManage: boolean }) {
  const settings = useDateSettings();
  const departments = useQuery(departmentsQuery);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const remove = useDeleteDepartment();

  const columns = useMemo(() => {
    const list = [
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('peopleCount', { header: 'People' }),
      column.accessor('createdAt', {
        header: 'Created',
        cell: ({ getValue }) => formatDate(getValue(), settings),
      }),
    ];
    return canManage ? [...list, rowActionsColumn<Department>({ onDelete: setDeleting })] : list;
  }, [canManage, settings]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Department deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete department'));
    }
  };

  return (
    <Card className="gap-2 pb-2">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Departments</CardTitle>
          <CardDescription>The departments of your organization.</CardDescription>
        </div>
        {canManage ? (
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add Department
          </Button>
        ) : null}
      </CardHeader>
      <DataTable
        label="Departments"
        columns={columns}
        data={departments.data ?? []}
        getRowId={(row) => row.id}
        loading={departments.isPending}
        emptyMessage={
          departments.isError ? 'Departments could not be loaded.' : 'No departments yet'
        }
      />
      {canManage ? (
        <>
          <AddDepartmentDialog open={adding} onOpenChange={setAdding} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deleting ? `Delete ${deleting.name}?` : 'Delete department?'}
            description="Are you sure? This will also delete all teams in this department."
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </Card>
  );
}
