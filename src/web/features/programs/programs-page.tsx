import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PROGRAM_SORTS } from '@/shared/list-queries';
import { can } from '@/shared/permissions';
import type { Program } from '@/shared/schemas/programs';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { Notice } from '@/web/components/notice';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { customerChoicesQuery, programPageQuery } from '@/web/lib/portfolio-queries';
import { toast } from '@/web/lib/toast';
import { programColumns } from './program-columns';
import { useDeleteProgram } from './use-program-mutations';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const ProgramFormDialog = lazyNamed(() => import('./program-form-dialog'), 'ProgramFormDialog');

const NO_CUSTOMERS = 'Please create a customer first before adding programs.';

type Editing = { program: Program | null } | null;

export function ProgramsPage() {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'programs.manage');
  // Whether there is a customer to add a program for.
  const customers = useQuery(customerChoicesQuery({ limit: 1 }));
  // Paged, searched and sorted on the server, the page kept in the address.
  const list = useServerList(PROGRAM_SORTS, 'createdAt');
  const programs = useQuery(programPageQuery(list.params));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const remove = useDeleteProgram();
  const failed = customers.isError || programs.isError;

  useEffect(() => {
    if (failed) toast.error('Failed to load data');
  }, [failed]);

  const columns = useMemo(
    () =>
      programColumns({
        canManage,
        timeZone: me.timeZone,
        onEdit: (program) => setEditing({ program }),
        onDelete: setDeleting,
      }),
    [canManage, me.timeZone],
  );
  const noCustomers = customers.isSuccess && customers.data.length === 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Program deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete program'));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Programs"
        description="Programs group related projects under a customer."
        actions={
          canManage ? (
            <Button
              onClick={() => setEditing({ program: null })}
              disabled={!customers.isSuccess || noCustomers}
            >
              <Plus /> Add Program
            </Button>
          ) : null
        }
      />
      {canManage && noCustomers ? <Notice>{NO_CUSTOMERS}</Notice> : null}
      <Card className="py-2">
        <DataTable
          label="Programs"
          searchLabel="Search programs"
          columns={columns}
          data={programs.data?.rows ?? []}
          getRowId={(row) => row.id}
          loading={programs.isPending}
          server={list.paging(programs.data?.total ?? 0, programs.data?.pageSize ?? 50)}
          emptyMessage={
            programs.isError
              ? 'Programs could not be loaded.'
              : noCustomers
                ? NO_CUSTOMERS
                : 'No programs yet. Create your first program to get started.'
          }
        />
      </Card>
      {canManage ? (
        <>
          <WhenOpened open={editing !== null}>
            <ProgramFormDialog
              open={editing !== null}
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
              program={editing?.program ?? null}
            />
          </WhenOpened>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deleting ? `Delete ${deleting.name}?` : 'Delete program?'}
            description="Are you sure you want to delete this program? Its projects are deleted with it."
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </div>
  );
}
