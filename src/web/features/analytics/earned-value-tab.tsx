import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { AnalyticsProject } from '@/shared/schemas/analytics';
import { DataTable, type ServerPaging } from '@/web/components/data-table';
import { SelectField } from '@/web/components/select-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { api, unwrap } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { formatMoney } from '@/web/lib/format-money';
import { lazyNamed } from '@/web/lib/lazy-named';

// recharts loads with the chart, after the table (analytics-charts.tsx).
const SCurveChart = lazyNamed(() => import('./analytics-charts'), 'SCurveChart');

const column = createColumnHelper<AnalyticsProject>();

/** An index against 1: under it (over cost, behind plan) in the destructive colour. */
function Index({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn('tabular-nums', value < 1 && 'font-medium text-destructive')}>
      {value.toFixed(2)}
    </span>
  );
}

/**
 * Earned value per project (planned value, earned value, actual cost, CPI, SPI, estimate and
 * variance at completion) and one project's S-curve.
 */
export function EarnedValueTab({
  projects,
  currency,
  loading,
  paging,
}: {
  /** The page of projects the Analytics page shows. */
  projects: readonly AnalyticsProject[];
  currency: string;
  loading: boolean;
  paging: ServerPaging;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  const planned = projects.filter((p) => p.activities > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const projectId = chosen ?? planned[0]?.id ?? null;
  const curve = useQuery({
    queryKey: ['analytics', 's-curve', projectId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/analytics/projects/{id}/s-curve', {
          params: { path: { id: projectId! } },
          signal,
        }),
      ),
    enabled: projectId !== null,
  });

  const columns = useMemo(() => {
    const amount = (key: 'bac' | 'pv' | 'ev' | 'ac' | 'eac' | 'vac', header: string) =>
      column.accessor((p) => p.earnedValue[key], {
        id: key,
        header,
        cell: ({ getValue }) => (
          <span
            className={cn('tabular-nums', key === 'vac' && getValue() < 0 && 'text-destructive')}
          >
            {formatMoney(getValue(), currency)}
          </span>
        ),
      });
    return [
      column.accessor('name', {
        header: 'Project',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      amount('bac', 'Budget (BAC)'),
      amount('pv', 'Planned (PV)'),
      amount('ev', 'Earned (EV)'),
      amount('ac', 'Actual Cost (AC)'),
      column.accessor((p) => p.earnedValue.cpi ?? undefined, {
        id: 'cpi',
        header: 'CPI',
        sortUndefined: 'last',
        cell: ({ row }) => <Index value={row.original.earnedValue.cpi} />,
      }),
      column.accessor((p) => p.earnedValue.spi ?? undefined, {
        id: 'spi',
        header: 'SPI',
        sortUndefined: 'last',
        cell: ({ row }) => <Index value={row.original.earnedValue.spi} />,
      }),
      amount('eac', 'Estimate (EAC)'),
      amount('vac', 'Variance (VAC)'),
    ] as ColumnDef<AnalyticsProject, unknown>[];
  }, [currency]);

  return (
    <div className="space-y-4">
      <Card className="py-2">
        <DataTable
          columns={columns}
          data={projects}
          getRowId={(p) => p.id}
          emptyMessage="No projects yet"
          label="Earned value"
          loading={loading}
          server={paging}
        />
      </Card>
      <Card>
        <CardHeader className="flex flex-wrap items-end justify-between gap-4">
          <CardTitle>S-curve</CardTitle>
          <div className="w-64">
            <SelectField
              id="analytics-s-curve-project"
              label="Project"
              placeholder="Select a project"
              options={planned.map((p) => ({ value: p.id, label: p.name }))}
              value={projectId}
              onChange={setChosen}
            />
          </div>
        </CardHeader>
        <CardContent>
          {!projectId || (curve.data && curve.data.points.length === 0) ? (
            <p className="text-muted-foreground text-sm">No activities planned yet</p>
          ) : (
            <figure aria-label="Planned value, actual cost and earned value over time">
              <div className="h-72">
                <SCurveChart points={curve.data?.points ?? []} money={money} />
              </div>
            </figure>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
