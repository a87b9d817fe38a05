import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = ['Name', 'Email', 'Department', 'Team', 'Hourly Cost', 'Roles', 'Created'] as const;

export function UsersPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Everyone in your organization with their cost and roles."
      />
      <Card className="py-2">
        <EmptyTable columns={COLUMNS} message="No users found" />
      </Card>
    </div>
  );
}
