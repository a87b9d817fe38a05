import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = ['Name', 'Type', 'Location', 'Created'] as const;

export function CustomersPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        description="Your customers and their parent-child hierarchy."
      />
      <Card className="py-2">
        <EmptyTable
          columns={COLUMNS}
          message="No customers yet. Create your first customer to get started."
        />
      </Card>
    </div>
  );
}
