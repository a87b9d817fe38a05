import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { platformAnalyticsQuery } from './platform-queries';
import { TierBadge } from './platform-badges';

const number = new Intl.NumberFormat();
const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Analytics: subscription distribution, recent activity, platform health, sign-ups per week. */
export function PlatformAnalyticsTab() {
  const query = useQuery(platformAnalyticsQuery);
  const data = query.data;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        Failed to load platform data
      </p>
    );
  if (!data) return <Skeleton className="h-72 w-full" />;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Subscription distribution</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3" aria-label="Subscription distribution">
            {data.distribution.map(({ tier, count, percentage }) => (
              <li key={tier} className="space-y-1">
                <div className="flex items-center justify-between text-sm">
                  <TierBadge tier={tier} />
                  <span className="tabular-nums">
                    {number.format(count)} ({percentage}%)
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${percentage}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Fact label="New signups (7 days)" value={number.format(data.signUpsLast7Days)} />
            <Fact label="Active organizations" value={number.format(data.active)} />
            <Fact label="Suspended organizations" value={number.format(data.suspended)} />
            <Fact
              label="Average users per organization"
              value={String(data.averageUsersPerOrganization)}
            />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Platform Health</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Fact
              label="Organization growth (this week)"
              value={`+${number.format(data.growthThisWeek)}`}
            />
            <Fact label="Active organization rate" value={`${data.activeRate}%`} />
            <Fact
              label="Average projects per organization"
              value={String(data.averageProjectsPerOrganization)}
            />
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Sign-ups per week</CardTitle>
        </CardHeader>
        <CardContent>
          <figure aria-label="New organizations per week, the last 12 weeks">
            <div className="h-64">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.signUpsPerWeek} margin={{ left: -16, right: 8 }}>
                  <CartesianGrid vertical={false} strokeDasharray="3 3" />
                  <XAxis dataKey="weekStart" tickFormatter={weekLabel} fontSize={12} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip
                    labelFormatter={(day) => `Week of ${weekLabel(String(day))}`}
                    formatter={(value) => [number.format(Number(value)), 'Sign-ups']}
                  />
                  <Bar dataKey="count" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <figcaption className="sr-only">
              {data.signUpsPerWeek
                .map((week) => `Week of ${weekLabel(week.weekStart)}: ${week.count}`)
                .join('; ')}
            </figcaption>
          </figure>
        </CardContent>
      </Card>
    </div>
  );
}
