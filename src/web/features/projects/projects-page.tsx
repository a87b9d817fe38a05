import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = [
  'Name',
  'Code',
  'Program',
  'Customer',
  'Project Manager',
  'PM Head',
  'Status',
  'Start Date',
  'End Date',
] as const;

export function ProjectsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Projects"
        description="Every project of your organization with its team, status and dates."
      />
      <Card className="py-2">
        <EmptyTable
          columns={COLUMNS}
          message="Please create a program first before adding projects."
        />
      </Card>
    </div>
  );
}
