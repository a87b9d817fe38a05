import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { AlertTriangle, Clock, DollarSign, FolderKanban } from 'lucide-react';
import { useMemo } from 'react';
import { PROJECT_STATUS_LABELS } from '@/shared/domain/project-status';
import { ANALYTICS_PROJECT_SORTS } from '@/shared/list-queries';
import type { RISK_LEVELS } from '@/shared/enums';
import type { AnalyticsProject } from '@/shared/schemas/analytics';
import { DataTable } from '@/web/components/data-table';
import { Pager } from '@/web/components/data-table-pagination';
import { FieldShell } from '@/web/components/form-field';
import { PageHeader } from '@/web/components/page-header';
import { SearchSelectField } from '@/web/components/search-select-field';
import { StatCard } from '@/web/components/stat-card';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useChoices } from '@/web/hooks/use-choices';
import { type ServerListParams, useServerList } from '@/web/hooks/use-server-list';
import { api, unwrap } from '@/web/lib/api-client';
import { formatMoney } from '@/web/lib/format-money';
import { lazyNamed } from '@/web/lib/lazy-named';
import {
  customerChoicesQuery,
  customerLabel,
  programChoicesQuery,
} from '@/web/lib/portfolio-queries';
import { EarnedValueTab } from './earned-value-tab';

// recharts loads with the first chart shown: the Project Overview tab, shown first, has none.
const HoursChart = lazyNamed(() => import('./analytics-charts'), 'HoursChart');
const RisksChart = lazyNamed(() => import('./analytics-charts'), 'RisksChart');

/** The filters, kept in the address with the page, search and sort of the projects. */
const FILTERS = ['customer', 'program', 'from', 'to'] as const;
type Params = ServerListParams<(typeof ANALYTICS_PROJECT_SORTS)[number], (typeof FILTERS)[number]>;
type RiskLevel = (typeof RISK_LEVELS)[number];

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const column = createColumnHelper<AnalyticsProject>();
// SPEC.md: critical and high destructive, medium secondary, low default.
const RISK_BARS: { level: RiskLevel; label: string; color: string }[] = [
  { level: 'critical', label: 'Critical', color: 'var(--color-destructive)' },
  { level: 'high', label: 'High', color: 'oklch(0.7 0.17 45)' },
  { level: 'medium', label: 'Medium', color: 'oklch(0.8 0.14 85)' },
  { level: 'low', label: 'Low', color: 'var(--color-primary)' },
];

function useAnalytics({ customer, program, from, to, ...page }: Params) {
  const query = {
    ...page,
    ...(customer ? { customerId: customer } : {}),
    ...(program ? { programId: program } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  return useQuery({
    queryKey: ['analytics', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/analytics', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * /dashboard/analytics: budgets, time and risk across the portfolio, narrowed by filters; the
 * totals are of every project, the tables show a page of them that the server sorts.
 */
export function AnalyticsPage() {
  const list = useServerList(ANALYTICS_PROJECT_SORTS, 'name', {
    filters: FILTERS,
    direction: 'asc',
  });
  const filters = {
    customerId: list.filter('customer') || null,
    programId: list.filter('program') || null,
    from: list.filter('from'),
    to: list.filter('to'),
  };
  const analytics = useAnalytics(list.params);
  const customers = useChoices((search) => customerChoicesQuery(search ? { search } : {}));
  const programs = useChoices((search) =>
    programChoicesQuery({
      ...(filters.customerId ? { customerId: filters.customerId } : {}),
      ...(search ? { search } : {}),
    }),
  );
  // The chosen ones by id, so that a filter kept in the address is named after a reload even
  // when its customer or program is not among the first choices found.
  const chosenCustomer = useQuery({
    ...customerChoicesQuery({ id: filters.customerId ?? undefined }),
    enabled: filters.customerId !== null,
  }).data?.[0];
  const chosenProgram = useQuery({
    ...programChoicesQuery({ id: filters.programId ?? undefined }),
    enabled: filters.programId !== null,
  }).data?.[0];
  const paging = list.paging(
    analytics.data?.projects.total ?? 0,
    analytics.data?.projects.pageSize ?? 50,
  );
  const data = analytics.data;
  const money = (amount: number) => formatMoney(amount, data?.currency ?? 'USD');
  const loading = analytics.isPending;

  const columns = useMemo(
    () =>
      [
        column.accessor('name', {
          header: 'Project',
          cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
        }),
        column.accessor('status', {
          header: 'Status',
          cell: ({ getValue }) => (
            <Badge variant="outline">{PROJECT_STATUS_LABELS[getValue()]}</Badge>
          ),
        }),
        column.accessor('budget', {
          header: 'Budget',
          cell: ({ getValue }) => formatMoney(getValue(), data?.currency ?? 'USD'),
        }),
        column.accessor('hours', {
          header: 'Hours Tracked',
          cell: ({ getValue }) => number.format(getValue()),
        }),
        column.accessor('activities', { header: 'Activities' }),
      ] as ColumnDef<AnalyticsProject, unknown>[],
    [data?.currency],
  );

  const rows = data?.projects.rows ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" description="Budgets, time and risk across your portfolio." />
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SearchSelectField
            id="analytics-customer"
            label="Customer"
            placeholder="All customers"
            noneLabel="All customers"
            options={customers.found.map((c) => ({ value: c.id, label: customerLabel(c) }))}
            value={filters.customerId}
            onChange={(customerId) => list.setFilters({ customer: customerId ?? '', program: '' })}
            search={customers.search}
            onSearchChange={customers.setSearch}
            more={customers.more}
            current={
              chosenCustomer
                ? { value: chosenCustomer.id, label: customerLabel(chosenCustomer) }
                : null
            }
            searchLabel="Search customers"
          />
          <SearchSelectField
            id="analytics-program"
            label="Program"
            placeholder="All programs"
            noneLabel="All programs"
            options={programs.found.map((p) => ({ value: p.id, label: p.name }))}
            value={filters.programId}
            onChange={(programId) => list.setFilter('program', programId ?? '')}
            search={programs.search}
            onSearchChange={programs.setSearch}
            more={programs.more}
            current={chosenProgram ? { value: chosenProgram.id, label: chosenProgram.name } : null}
            searchLabel="Search programs"
          />
          <FieldShell id="analytics-from" label="From">
            <Input
              id="analytics-from"
              type="date"
              value={filters.from}
              onChange={(event) => list.setFilter('from', event.target.value)}
            />
          </FieldShell>
          <FieldShell id="analytics-to" label="To">
            <Input
              id="analytics-to"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => list.setFilter('to', event.target.value)}
            />
          </FieldShell>
        </CardContent>
      </Card>
      {analytics.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {analytics.error.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Projects"
          icon={FolderKanban}
          value={data ? String(data.totals.projects) : null}
          loading={loading}
        />
        <StatCard
          title="Total Budget"
          icon={DollarSign}
          value={data ? money(data.totals.budget) : null}
          loading={loading}
        />
        <StatCard
          title="Total Hours"
          icon={Clock}
          value={data ? number.format(data.totals.hours) : null}
          loading={loading}
        />
        <StatCard
          title="Active Risks"
          icon={AlertTriangle}
          value={data ? String(data.totals.activeRisks) : null}
          loading={loading}
        />
      </div>
      <Tabs defaultValue="projects">
        <TabsList>
          <TabsTrigger value="projects">Project Overview</TabsTrigger>
          <TabsTrigger value="time">Time Analysis</TabsTrigger>
          <TabsTrigger value="risks">Risk Analysis</TabsTrigger>
          <TabsTrigger value="earned-value">Earned Value</TabsTrigger>
        </TabsList>
        <TabsContent value="earned-value">
          <EarnedValueTab
            projects={rows}
            currency={data?.currency ?? 'USD'}
            loading={loading}
            paging={paging}
          />
        </TabsContent>
        <TabsContent value="projects" className="space-y-4">
          <Card className="py-2">
            <DataTable
              columns={columns}
              data={rows}
              getRowId={(project) => project.id}
              emptyMessage="No projects yet"
              loading={loading}
              label="Project Overview"
              searchLabel="Search projects"
              server={paging}
            />
          </Card>
        </TabsContent>
        <TabsContent value="time" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Hours by project</CardTitle>
            </CardHeader>
            <CardContent>
              {!data || data.mostHours.length === 0 ? (
                <p className="text-muted-foreground text-sm">No time tracked in this range</p>
              ) : (
                <figure aria-label="Billable and other hours of the projects with the most hours">
                  <div className="h-72">
                    <HoursChart projects={data.mostHours} />
                  </div>
                </figure>
              )}
              <ul className="mt-4 space-y-3" aria-label="Time per project">
                {rows.map((p) => {
                  const percent = p.hours === 0 ? 0 : Math.round((p.billableHours / p.hours) * 100);
                  return (
                    <li key={p.id} className="space-y-1">
                      <div className="flex justify-between gap-4 text-sm">
                        <span className="font-medium">{p.name}</span>
                        <span className="text-muted-foreground tabular-nums">
                          {number.format(p.hours)} h total · {number.format(p.billableHours)} h
                          billable ({percent}%)
                        </span>
                      </div>
                      <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                        <div
                          className="h-2 rounded-full bg-primary"
                          style={{ width: `${percent}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pager
                page={paging.page}
                pageSize={paging.pageSize}
                total={paging.total}
                onPageChange={paging.onPageChange}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="risks" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {RISK_BARS.map(({ level, label }) => (
              <Card key={level} className="gap-1">
                <CardHeader>
                  <CardTitle className="text-muted-foreground text-sm">{label}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="font-semibold text-2xl tabular-nums" data-risk-level={level}>
                    {data ? data.risks[level] : '—'}
                  </p>
                </CardContent>
              </Card>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Active risks by level</CardTitle>
            </CardHeader>
            <CardContent>
              <figure aria-label="Active risks by level">
                <div className="h-64">
                  <RisksChart
                    bars={RISK_BARS.map(({ level, label, color }) => ({
                      label,
                      color,
                      count: data?.risks[level] ?? 0,
                    }))}
                  />
                </div>
              </figure>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
