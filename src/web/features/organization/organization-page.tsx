import { Building2, Users } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSignedInMe } from '@/web/hooks/use-me';

function Detail({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="space-y-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{value ?? '—'}</dd>
    </div>
  );
}

export function OrganizationPage() {
  const { organization } = useSignedInMe();
  return (
    <div className="space-y-6">
      <PageHeader title="Organization" description="Details, departments and teams." />
      <Tabs defaultValue="general">
        <TabsList>
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="departments">Departments</TabsTrigger>
          <TabsTrigger value="teams">Teams</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <Card>
            <CardHeader>
              <CardTitle>Organization details</CardTitle>
            </CardHeader>
            <CardContent>
              {organization ? (
                <dl className="grid gap-6 sm:grid-cols-2">
                  <Detail label="Name" value={organization.name} />
                  <Detail label="Subdomain" value={organization.subdomain} />
                  <Detail label="Type" value={organization.orgType} />
                  <Detail label="Country" value={organization.locationCountry} />
                  <Detail label="Employees" value={organization.numEmployees} />
                  <Detail label="Currency" value={organization.revenueCurrency} />
                  <Detail label="Subscription tier" value={organization.subscriptionTier} />
                </dl>
              ) : (
                <EmptyState message="Organization not found" />
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="departments">
          <EmptyState icon={Building2} message="No departments yet" />
        </TabsContent>
        <TabsContent value="teams">
          <EmptyState icon={Users} message="Please create departments first" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
