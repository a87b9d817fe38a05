import { AlertTriangle, DollarSign, LineChart, TrendingUp, Wallet } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { NoValue, StatCard } from '@/web/components/stat-card';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** The figures of SPEC.md section 9 'Management analytics', formatted; null until loaded. */
export interface ManagementFigures {
  totalRevenue: string | null;
  expectedQuarterRevenue: string | null;
  consumedCost: string | null;
  performanceRevenue: string | null;
  onTrack: number | null;
  underperforming: number | null;
  delayedActivities: number | null;
}

const NO_FIGURES: ManagementFigures = {
  totalRevenue: null,
  expectedQuarterRevenue: null,
  consumedCost: null,
  performanceRevenue: null,
  onTrack: null,
  underperforming: null,
  delayedActivities: null,
};

function HealthFigure({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="mt-1 font-semibold text-2xl tabular-nums">{value ?? <NoValue />}</p>
    </div>
  );
}

/** The organization analytics block shared by management and pm_head. */
export function ManagementAnalytics({ figures = NO_FIGURES }: { figures?: ManagementFigures }) {
  const hasProjects = figures.onTrack !== null || figures.underperforming !== null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Revenue" icon={DollarSign} value={figures.totalRevenue} />
        <StatCard
          title="Expected Quarter Revenue"
          icon={TrendingUp}
          value={figures.expectedQuarterRevenue}
          hint="25% of total revenue"
        />
        <StatCard title="Consumed Cost" icon={Wallet} value={figures.consumedCost} />
        <StatCard
          title="Performance Revenue"
          icon={LineChart}
          value={figures.performanceRevenue}
          hint="Revenue minus consumed cost"
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Project Performance</CardTitle>
          <CardDescription>Projects on track, underperforming and delayed.</CardDescription>
        </CardHeader>
        <CardContent>
          {hasProjects ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <HealthFigure label="On Track" value={figures.onTrack} />
              <HealthFigure label="Underperforming" value={figures.underperforming} />
              <HealthFigure label="Delayed Activities" value={figures.delayedActivities} />
            </div>
          ) : (
            <EmptyState icon={AlertTriangle} message="No projects yet" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
