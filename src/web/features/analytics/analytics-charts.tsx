import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Analytics, SCurve } from '@/shared/schemas/analytics';

// The charts of the analytics page, in their own module so that recharts loads only when one
// is shown (analytics-page.tsx, earned-value-tab.tsx).

const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Time Analysis: billable and other hours of the projects with the most hours. */
export function HoursChart({ projects }: { projects: Analytics['mostHours'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={projects.map((p) => ({
          name: p.name,
          billable: p.billableHours,
          other: Math.round((p.hours - p.billableHours) * 10) / 10,
        }))}
        margin={{ left: -16, right: 8 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="name" fontSize={12} interval={0} />
        <YAxis fontSize={12} />
        <Tooltip />
        <Legend />
        <Bar dataKey="billable" name="Billable" stackId="h" fill="var(--color-primary)" />
        <Bar dataKey="other" name="Non-billable" stackId="h" fill="var(--color-muted-foreground)" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Risk Analysis: the active risks of each level, one colored bar per level. */
export function RisksChart({ bars }: { bars: { label: string; color: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} margin={{ left: -16, right: 8 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Bar dataKey="count" name="Risks" radius={[4, 4, 0, 0]}>
          {bars.map(({ label, color }) => (
            <Cell key={label} fill={color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Earned Value: one project's planned value, actual cost and earned value over time. */
export function SCurveChart({
  points,
  money,
}: {
  points: SCurve['points'];
  money: (amount: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ left: 16, right: 16 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={dayLabel} fontSize={12} />
        <YAxis tickFormatter={(v) => money(Number(v))} fontSize={12} width={90} />
        <Tooltip
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(value) => money(Number(value))}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="pv"
          name="Planned value"
          stroke="var(--color-muted-foreground)"
          strokeDasharray="5 4"
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="ac"
          name="Actual cost"
          stroke="var(--color-destructive)"
          dot={false}
          connectNulls={false}
        />
        <Line
          type="monotone"
          dataKey="ev"
          name="Earned value (today)"
          stroke="var(--color-primary)"
          dot={{ r: 5 }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
