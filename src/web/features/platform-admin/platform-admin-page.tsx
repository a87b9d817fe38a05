import { lazy, Suspense } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { PlatformTotals } from '@/web/components/platform-totals';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { PlatformAuditTab } from './platform-audit-tab';
import { PlatformUsersTab } from './platform-users-tab';
import { SubscribersTab } from './subscribers-tab';

// The charts (recharts) load when the Analytics tab is first opened.
const PlatformAnalyticsTab = lazy(async () => ({
  default: (await import('./platform-analytics-tab')).PlatformAnalyticsTab,
}));

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
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <PlatformAnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="audit">
          <PlatformAuditTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
