import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Card } from '@/web/components/ui/card';

const COLUMNS = ['Name', 'Email', 'Department', 'Team', 'Role', 'Status', 'Actions'] as const;

export function OrganizationUsersPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Organization Users"
        description="Invite people, give them roles and manage their access."
      />
      <Card className="py-2">
        <EmptyTable columns={COLUMNS} message="No users found" />
      </Card>
    </div>
  );
}
