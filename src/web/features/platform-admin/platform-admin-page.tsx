import { Building2, FolderKanban, UserCog, Users } from 'lucide-react';
import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { StatCard } from '@/web/components/stat-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';

const SUBSCRIBER_COLUMNS = [
  'Organization',
  'Subdomain',
  'Type',
  'Location',
  'Auth Users',
  'Tier',
  'Status',
  'Created',
  'Actions',
] as const;
const USER_COLUMNS = [
  'Name',
  'Email',
  'Organization',
  'Job Title',
  'Roles',
  'Status',
  'Created',
  'Actions',
] as const;

export function PlatformAdminPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform Administration"
        description="Every subscribing organization and its owners."
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Subscribers" icon={Building2} value={null} />
        <StatCard title="Total Users" icon={Users} value={null} />
        <StatCard
          title="Total Projects"
          icon={FolderKanban}
          value={null}
          hint="Across all organizations"
        />
        <StatCard
          title="Total Resources"
          icon={UserCog}
          value={null}
          hint="Employees across platform"
        />
      </div>
      <Tabs defaultValue="subscribers">
        <TabsList>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers">
          <Card className="py-2">
            <EmptyTable columns={SUBSCRIBER_COLUMNS} message="No organizations found" />
          </Card>
        </TabsContent>
        <TabsContent value="users">
          <Card className="gap-2 pb-2">
            <CardHeader>
              <CardTitle>Platform Subscribers</CardTitle>
            </CardHeader>
            <EmptyTable columns={USER_COLUMNS} message="No users found" />
          </Card>
        </TabsContent>
        <TabsContent value="analytics">
          <Card>
            <CardHeader>
              <CardTitle>Subscription distribution</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground text-sm">
              No organizations found
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
