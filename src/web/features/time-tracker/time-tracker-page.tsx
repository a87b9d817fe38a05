import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

const todayLabel = () =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date());

export function TimeTrackerPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Time Tracker" description="Track your time on projects and activities." />
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-6">
          <p className="font-mono font-semibold text-5xl tabular-nums tracking-tight sm:text-6xl">
            00:00:00
          </p>
          <p className="text-muted-foreground text-sm">{todayLabel()}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Today's Sessions</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState message="No sessions today" />
        </CardContent>
      </Card>
    </div>
  );
}
