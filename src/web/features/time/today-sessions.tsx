import { EmptyState } from '@/web/components/empty-state';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatTimeRange } from '@/web/lib/format-date';
import { useTodaySessions } from './time-queries';

/** Today's Sessions: start-end times and 'N min', or 'Active' for the running one. */
export function TodaySessions() {
  const today = useTodaySessions();
  const data = today.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today's Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {today.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : today.isError || !data ? (
          <p className="text-destructive text-sm">Failed to load data</p>
        ) : data.sessions.length === 0 ? (
          <EmptyState message="No sessions today" />
        ) : (
          <ul aria-label="Today's sessions" className="divide-y rounded-md border">
            {data.sessions.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {session.projectName}
                    {session.activityName ? ` · ${session.activityName}` : ''}
                  </p>
                  <p className="text-muted-foreground text-sm tabular-nums">
                    {formatTimeRange(session.startTime, session.endTime, {
                      timeZone: data.timeZone,
                    })}
                  </p>
                </div>
                {session.isRunning ? (
                  <Badge>Active</Badge>
                ) : (
                  <span className="text-sm tabular-nums">{session.durationMinutes ?? 0} min</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
