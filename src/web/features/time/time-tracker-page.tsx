import { CalendarDays, List } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSignedInMe } from '@/web/hooks/use-me';
import { formatLongDay } from '@/web/lib/format-date';
import { TimerClock } from './timer-clock';
import { TimerControls } from './timer-controls';
import { useTimer } from './time-queries';
import { TodaySessions } from './today-sessions';
import { todayIn } from './zoned-time';

/** Time Tracker (SPEC.md section 2): the large clock, start, break, resume, stop, today's sessions. */
export function TimeTrackerPage() {
  const me = useSignedInMe();
  const timer = useTimer();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Time Tracker"
        description="Track your time on projects and activities."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/dashboard/time-tracking">
                <List /> All sessions
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/dashboard/timesheets">
                <CalendarDays /> Timesheets
              </Link>
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="flex flex-col items-center gap-6 py-6">
          <div className="flex flex-col items-center gap-2">
            <TimerClock session={timer.data} />
            <p className="text-muted-foreground text-sm">{formatLongDay(todayIn(me.timeZone))}</p>
          </div>
          {timer.isPending ? (
            <Skeleton className="h-24 w-full max-w-xl" />
          ) : timer.isError ? (
            <p className="text-destructive text-sm">Failed to load data</p>
          ) : (
            <div className="w-full max-w-xl">
              <TimerControls session={timer.data} />
            </div>
          )}
        </CardContent>
      </Card>
      <TodaySessions />
    </div>
  );
}
