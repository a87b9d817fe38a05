import { useQuery } from '@tanstack/react-query';
import { Plus, Upload, Users } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESOURCE_OVERVIEW_SORTS, RESOURCE_UTILIZATION_SORTS } from '@/shared/list-queries';
import { can } from '@/shared/permissions';
import type { ResourceUtilization } from '@/shared/schemas/resources';
import { DataTable } from '@/web/components/data-table';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { WhenOpened } from '@/web/components/when-opened';
import { WhileLoading } from '@/web/components/while-loading';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { overviewColumns, utilizationColumns } from './resource-columns';
import { overviewQuery, utilizationQuery } from './use-resources';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const AllocateCapacityDialog = lazyNamed(
  () => import('./allocate-capacity-dialog'),
  'AllocateCapacityDialog',
);
const ImportResourcesDialog = lazyNamed(
  () => import('./import-resources-dialog'),
  'ImportResourcesDialog',
);
const TargetDialog = lazyNamed(() => import('./target-dialog'), 'TargetDialog');
// The Overview tab comes with the page; these when first opened (the heat map's filters and
// pop-overs, the capacity tab's confirmations).
const CapacityTab = lazyNamed(() => import('./capacity-tab'), 'CapacityTab');
const HeatMapTab = lazyNamed(() => import('./heat-map-tab'), 'HeatMapTab');

type Tab = { value: string; label: string; content: ReactNode };

export function ResourcesPage() {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'resources.manage');
  const [allocating, setAllocating] = useState(false);
  const [importing, setImporting] = useState(false);
  // The tab is kept in the address (?tab=capacity): a reload or a bookmark opens it, and a
  // notification about someone's load opens the heat map (?tab=heat-map).
  const [searchParams, setSearchParams] = useSearchParams();

  // More tabs are added to this list.
  const tabs: Tab[] = [
    { value: 'overview', label: 'Overview', content: <OverviewTab /> },
    { value: 'capacity', label: 'Capacity', content: <CapacityTab canManage={canManage} /> },
    {
      value: 'utilization',
      label: 'Utilization',
      content: <UtilizationTab canManage={canManage} />,
    },
    { value: 'heat-map', label: 'Heat Map', content: <HeatMapTab /> },
  ];
  const wanted = searchParams.get('tab');
  const openTab = tabs.some((tab) => tab.value === wanted) ? wanted! : 'overview';
  const openOther = (tab: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Resources"
        description="People, their capacity and their utilization over the last 30 days."
        actions={
          canManage ? (
            <>
              <Button variant="outline" asChild>
                <Link to="/dashboard/bulk-resources">
                  <Users /> Add Bulk Resources
                </Link>
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload /> Import CSV
              </Button>
              <Button onClick={() => setAllocating(true)}>
                <Plus /> Allocate Capacity
              </Button>
            </>
          ) : null
        }
      />
      <Tabs value={openTab} onValueChange={openOther} className="gap-4">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-fit">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            <WhileLoading>{content}</WhileLoading>
          </TabsContent>
        ))}
      </Tabs>
      {canManage ? (
        <>
          <WhenOpened open={allocating}>
            <AllocateCapacityDialog open={allocating} onOpenChange={setAllocating} />
          </WhenOpened>
          <WhenOpened open={importing}>
            <ImportResourcesDialog open={importing} onOpenChange={setImporting} />
          </WhenOpened>
        </>
      ) : null}
    </div>
  );
}

// Each tab's list is paged, searched and sorted on the server, kept in the address under its
// own prefix ('overview.page=2').

function OverviewTab() {
  const list = useServerList(RESOURCE_OVERVIEW_SORTS, 'fullName', {
    prefix: 'overview.',
    direction: 'asc',
  });
  const overview = useQuery(overviewQuery(list.params));

  useEffect(() => {
    if (overview.isError) toast.error('Failed to load data');
  }, [overview.isError]);

  return (
    <Card className="py-2">
      <DataTable
        label="Resources"
        searchLabel="Search resources"
        columns={overviewColumns}
        data={overview.data?.rows ?? []}
        getRowId={(row) => row.id}
        loading={overview.isPending}
        server={list.paging(overview.data?.total ?? 0, overview.data?.pageSize ?? 50)}
        emptyMessage="No resources yet"
      />
    </Card>
  );
}

function UtilizationTab({ canManage }: { canManage: boolean }) {
  const list = useServerList(RESOURCE_UTILIZATION_SORTS, 'fullName', {
    prefix: 'utilization.',
    direction: 'asc',
  });
  const utilization = useQuery(utilizationQuery(list.params));
  const [editing, setEditing] = useState<ResourceUtilization | null>(null);
  const columns = useMemo(() => utilizationColumns(canManage, setEditing), [canManage]);
  return (
    <Card className="py-2">
      <DataTable
        label="Utilization"
        searchLabel="Search people"
        columns={columns}
        data={utilization.data?.rows ?? []}
        getRowId={(row) => row.id}
        loading={utilization.isPending}
        server={list.paging(utilization.data?.total ?? 0, utilization.data?.pageSize ?? 50)}
        emptyMessage="No resources yet"
      />
      <WhenOpened open={editing !== null}>
        <TargetDialog person={editing} onOpenChange={(open) => !open && setEditing(null)} />
      </WhenOpened>
    </Card>
  );
}
