import { useQuery } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CUSTOMER_SORTS } from '@/shared/list-queries';
import { can } from '@/shared/permissions';
import type { Customer } from '@/shared/schemas/customers';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { customerPageQuery } from '@/web/lib/portfolio-queries';
import { toast } from '@/web/lib/toast';
import { customerColumns } from './customer-columns';
import { useDeleteCustomer } from './use-customer-mutations';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const CustomerFormDialog = lazyNamed(() => import('./customer-form-dialog'), 'CustomerFormDialog');
const ImportCustomersDialog = lazyNamed(
  () => import('./import-customers-dialog'),
  'ImportCustomersDialog',
);

type Editing = { customer: Customer | null } | null;

export function CustomersPage() {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'customers.manage');
  // Paged, searched and sorted on the server (in hierarchy order unless sorted), kept in the
  // address.
  const list = useServerList(CUSTOMER_SORTS, 'tree', { direction: 'asc' });
  const customers = useQuery(customerPageQuery(list.params));
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const remove = useDeleteCustomer();

  useEffect(() => {
    if (customers.isError) toast.error('Failed to load customers');
  }, [customers.isError]);

  const columns = useMemo(
    () =>
      customerColumns({
        canManage,
        timeZone: me.timeZone,
        onEdit: (customer) => setEditing({ customer }),
        onDelete: setDeleting,
      }),
    [canManage, me.timeZone],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Customer deleted successfully');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete customer'));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        description="Your customers and their parent-child hierarchy."
        actions={
          canManage ? (
            <>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload /> Import CSV
              </Button>
              <Button onClick={() => setEditing({ customer: null })}>
                <Plus /> Add Customer
              </Button>
            </>
          ) : null
        }
      />
      <Card className="py-2">
        <DataTable
          label="Customers"
          searchLabel="Search customers"
          columns={columns}
          data={customers.data?.rows ?? []}
          getRowId={(row) => row.id}
          loading={customers.isPending}
          server={list.paging(customers.data?.total ?? 0, customers.data?.pageSize ?? 50)}
          emptyMessage={
            customers.isError
              ? 'Customers could not be loaded.'
              : 'No customers yet. Create your first customer to get started.'
          }
        />
      </Card>
      {canManage ? (
        <>
          <WhenOpened open={editing !== null}>
            <CustomerFormDialog
              open={editing !== null}
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
              customer={editing?.customer ?? null}
            />
          </WhenOpened>
          <WhenOpened open={importing}>
            <ImportCustomersDialog open={importing} onOpenChange={setImporting} />
          </WhenOpened>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deleting ? `Delete ${deleting.name}?` : 'Delete customer?'}
            description="Are you sure you want to delete this customer? Its programs and projects are deleted with it."
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </div>
  );
}
