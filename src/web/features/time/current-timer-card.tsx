import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { TimerClock } from './timer-clock';
import { TimerControls } from './timer-controls';
import { useTimer } from './time-queries';

/** The session list's current timer: its clock, and start or stop without leaving the list. */
export function CurrentTimerCard() {
  const timer = useTimer();
  const session = timer.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Timer</CardTitle>
        <CardDescription>
          {session
            ? `On ${session.projectName}${session.activityName ? ` · ${session.activityName}` : ''}`
            : 'No timer is running. Select a project to start one.'}
        </CardDescription>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/time-tracker">
              <Timer /> Open Time Tracker
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid items-center gap-6 md:grid-cols-[auto_1fr]">
        {timer.isPending ? (
          <Skeleton className="h-24 w-full md:col-span-2" />
        ) : timer.isError ? (
          <p className="text-destructive text-sm md:col-span-2">Failed to load data</p>
        ) : (
          <>
            <TimerClock session={session} size="small" />
            <TimerControls session={session ?? null} wording="sessionList" idPrefix="current" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
