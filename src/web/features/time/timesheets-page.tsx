import { ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isMonday, weekStartOf } from '@/shared/domain/week';
import { can } from '@/shared/permissions';
import { PageHeader } from '@/web/components/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { lazyNamed } from '@/web/lib/lazy-named';
import { PendingTimesheets } from './pending-timesheets';
import { usePendingTimesheets } from './timesheet-queries';
import { WeekTimesheet } from './week-timesheet';
import { todayIn } from './zoned-time';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const ReviewTimesheetDialog = lazyNamed(
  () => import('./review-timesheet-dialog'),
  'ReviewTimesheetDialog',
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Timesheets: one's own week as a grid (?week=Monday), and for reviewers (timesheet approvers,
 * and managers of people who submit) the weeks waiting for them (?timesheet=id opens one).
 */
export function TimesheetsPage() {
  const me = useSignedInMe();
  const [params, setParams] = useSearchParams();
  // Whether anyone's week waits for the caller: the first page's count says.
  const pending = usePendingTimesheets();
  const thisWeek = weekStartOf(todayIn(me.timeZone));
  const asked = params.get('week');
  const weekStart = asked && DAY.test(asked) && isMonday(asked) ? asked : thisWeek;
  const reviewing = params.get('timesheet');
  const reviews = can(me.roles, 'timesheets.approve') || (pending.data?.total ?? 0) > 0;
  const tab = params.get('tab') === 'approvals' || reviewing ? 'approvals' : 'week';

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Timesheets"
        description="Your week by project and day, submitted for approval."
      />
      <Tabs value={tab} onValueChange={(value) => change({ tab: value === 'week' ? null : value })}>
        {reviews ? (
          <TabsList>
            <TabsTrigger value="week">My week</TabsTrigger>
            <TabsTrigger value="approvals">
              <ListChecks /> Approvals
              {pending.data?.total ? <Badge variant="secondary">{pending.data.total}</Badge> : null}
            </TabsTrigger>
          </TabsList>
        ) : null}
        <TabsContent value="week">
          <WeekTimesheet
            weekStart={weekStart}
            thisWeek={thisWeek}
            onWeekChange={(next) => change({ week: next === thisWeek ? null : next })}
          />
        </TabsContent>
        {reviews || reviewing ? (
          <TabsContent value="approvals">
            <PendingTimesheets onOpen={(id) => change({ tab: 'approvals', timesheet: id })} />
          </TabsContent>
        ) : null}
      </Tabs>
      <WhenOpened open={reviewing !== null}>
        <ReviewTimesheetDialog
          id={reviewing}
          // Back to the list the timesheet was opened from (a notification opens it too).
          onClose={() => change({ timesheet: null, tab: reviews ? 'approvals' : null })}
        />
      </WhenOpened>
    </div>
  );
}
