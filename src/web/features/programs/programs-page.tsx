import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = ['Name', 'Customer', 'Description', 'Created'] as const;

export function ProgramsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Programs"
        description="Programs group related projects under a customer."
      />
      <Card className="py-2">
        <EmptyTable
          columns={COLUMNS}
          message="Please create a customer first before adding programs."
        />
      </Card>
    </div>
  );
}
