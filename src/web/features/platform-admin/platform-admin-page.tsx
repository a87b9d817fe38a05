import { PageHeader } from '@/web/components/page-header';
import { PlatformTotals } from '@/web/components/platform-totals';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { WhileLoading } from '@/web/components/while-loading';
import { lazyNamed } from '@/web/lib/lazy-named';
import { PlatformAuditTab } from './platform-audit-tab';
import { PlatformUsersTab } from './platform-users-tab';
import { SubscribersTab } from './subscribers-tab';

// The charts (recharts) load when the Analytics tab is first opened.
const PlatformAnalyticsTab = lazyNamed(
  () => import('./platform-analytics-tab'),
  'PlatformAnalyticsTab',
);

/** /platform-admin: every subscribing organization and its admins, for platform admins. */
export function PlatformAdminPage() {
  return (
    <div className="space-y-6">
      <title>Platform Administration · Stint</title>
      <PageHeader
        title="Platform Administration"
        description="Every subscribing organization and its owners."
      />
      <PlatformTotals />
      <Tabs defaultValue="subscribers">
        <TabsList>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers">
          <SubscribersTab />
        </TabsContent>
        <TabsContent value="users">
          <PlatformUsersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <WhileLoading className="h-72">
            <PlatformAnalyticsTab />
          </WhileLoading>
        </TabsContent>
        <TabsContent value="audit">
          <PlatformAuditTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
