import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, DollarSign, LineChart, TrendingUp, Wallet } from 'lucide-react';
import type { ManagementDashboard } from '@/shared/schemas/dashboard';
import { EmptyState } from '@/web/components/empty-state';
import { StatCard } from '@/web/components/stat-card';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { formatMoney } from '@/web/lib/format-money';
import { QueryBody } from './dashboard-cards';
import { managementQuery } from './dashboard-queries';

function HealthFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="mt-1 font-semibold text-2xl tabular-nums">{value}</p>
    </div>
  );
}

function money(data: ManagementDashboard | undefined, pick: (d: ManagementDashboard) => number) {
  return data ? formatMoney(pick(data), data.currency) : null;
}

/** The organization analytics block of management and pm_head (SPEC.md section 9). */
export function ManagementAnalytics() {
  const query = useQuery(managementQuery);
  const data = query.data;
  const loading = query.isPending;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Revenue"
          icon={DollarSign}
          value={money(data, (d) => d.totalRevenue)}
          loading={loading}
        />
        <StatCard
          title="Expected Quarter Revenue"
          icon={TrendingUp}
          value={money(data, (d) => d.expectedQuarterRevenue)}
          hint="25% of total revenue"
          loading={loading}
        />
        <StatCard
          title="Consumed Cost"
          icon={Wallet}
          value={money(data, (d) => d.consumedCost)}
          hint="Assigned people on running activities"
          loading={loading}
        />
        <StatCard
          title="Performance Revenue"
          icon={LineChart}
          value={money(data, (d) => d.performanceRevenue)}
          hint="Revenue minus consumed cost"
          loading={loading}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Project Performance</CardTitle>
          <CardDescription>Projects on track, underperforming and delayed.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryBody query={query}>
            {(figures) =>
              figures.projects === 0 ? (
                <EmptyState icon={AlertTriangle} message="No projects yet" />
              ) : (
                <div className="grid gap-4 sm:grid-cols-3">
                  <HealthFigure label="On Track" value={figures.onTrack} />
                  <HealthFigure label="Underperforming" value={figures.underperforming} />
                  <HealthFigure label="Delayed Activities" value={figures.delayedActivities} />
                </div>
              )
            }
          </QueryBody>
        </CardContent>
      </Card>
    </div>
  );
}
