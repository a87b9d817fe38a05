import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = ['Name', 'Email', 'Department', 'Capacity %', 'Utilization'] as const;

export function ResourcesPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Resources"
        description="People, their capacity and their utilization over the last 30 days."
      />
      <Card className="py-2">
        <EmptyTable columns={COLUMNS} message="No resources yet" />
      </Card>
    </div>
  );
}
