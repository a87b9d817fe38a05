import { Copy, Send } from 'lucide-react';
import { formatDuration } from '@/shared/domain/parse-duration';
import { WEEK_LOCKED } from '@/shared/screen-messages';
import { Notice } from '@/web/components/notice';
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
import { useSignedInMe } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { toast } from '@/web/lib/toast';
import { AddRowForm } from './add-row-form';
import {
  useCopyLastWeek,
  useRemoveRow,
  useSetCell,
  useSubmitWeek,
  useWeek,
} from './timesheet-queries';
import { type TimesheetRow, WeekGrid, rowName } from './week-grid';
import { WeekNavigation } from './week-navigation';
import { WeekStatusBadge } from './week-status-badge';

interface WeekTimesheetProps {
  weekStart: string;
  thisWeek: string;
  onWeekChange: (weekStart: string) => void;
}

/** My week: type durations into the grid, add rows, copy last week's, submit for approval. */
export function WeekTimesheet({ weekStart, thisWeek, onWeekChange }: WeekTimesheetProps) {
  const week = useWeek(weekStart);
  const setCell = useSetCell();
  const copyLastWeek = useCopyLastWeek();
  const removeRow = useRemoveRow();
  const submit = useSubmitWeek();
  const data = week.data;

  const saveCell = async (row: TimesheetRow, day: string, duration: string) => {
    await setCell.mutateAsync({
      weekStart,
      projectId: row.projectId,
      activityId: row.activityId,
      day,
      duration,
    });
  };
  const addRow = async (row: { projectId: string; activityId: string | null }) => {
    try {
      // An empty Monday keeps the row on the week without time.
      await setCell.mutateAsync({ weekStart, day: weekStart, duration: '', ...row });
      toast.success('Row added');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add row'));
    }
  };
  const remove = async (row: TimesheetRow) => {
    try {
      await removeRow.mutateAsync({
        weekStart,
        projectId: row.projectId,
        activityId: row.activityId,
      });
      toast.success(`${rowName(row)} removed`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove row'));
    }
  };
  const copy = async () => {
    try {
      const before = data?.rows.length ?? 0;
      const copied = await copyLastWeek.mutateAsync(weekStart);
      toast.success(
        copied.rows.length > before ? "Copied last week's rows" : 'No new rows in last week',
      );
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to copy last week'));
    }
  };
  const submitWeek = async () => {
    try {
      await submit.mutateAsync(weekStart);
      toast.success('Timesheet submitted for approval');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to submit timesheet'));
    }
  };

  const canSubmit = data && (data.status === 'open' || data.status === 'rejected');
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Week {data ? <WeekStatusBadge status={data.status} /> : null}
        </CardTitle>
        <CardDescription>
          {data
            ? `${formatDuration(data.totalMinutes)} hours, ${formatDuration(data.billableMinutes)} billable.`
            : null}
          {data?.isLocked ? null : ' Type 1:30, 90m or 1.5h into a day.'}
        </CardDescription>
        <CardAction className="flex flex-wrap gap-2">
          {data && !data.isLocked ? (
            <Button variant="outline" onClick={copy} busy={copyLastWeek.isPending}>
              <Copy /> Copy last week
            </Button>
          ) : null}
          {canSubmit ? (
            <Button onClick={submitWeek} busy={submit.isPending}>
              <Send /> Submit week
            </Button>
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <WeekNavigation weekStart={weekStart} thisWeek={thisWeek} onChange={onWeekChange} />
        {week.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : week.isError || !data ? (
          <p className="text-destructive text-sm">Failed to load data</p>
        ) : (
          <>
            <WeekReview week={data} />
            <WeekGrid
              week={data}
              onSaveCell={data.isLocked ? undefined : saveCell}
              onRemoveRow={data.isLocked ? undefined : (row) => void remove(row)}
            />
            {data.isLocked ? null : <AddRowForm rows={data.rows} onAdd={addRow} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What became of the submitted week: locked when approved, the reviewer's note when rejected. */
function WeekReview({ week }: { week: NonNullable<ReturnType<typeof useWeek>['data']> }) {
  const { timeZone } = useSignedInMe();
  const sheet = week.timesheet;
  if (!sheet) return null;
  const by = sheet.reviewedBy ? ` by ${sheet.reviewedBy.fullName}` : '';
  const on = sheet.reviewedAt ? ` on ${formatDate(sheet.reviewedAt, { timeZone })}` : '';
  if (week.status === 'approved')
    return (
      <Notice>
        {WEEK_LOCKED}: approved{by}
        {on}.
      </Notice>
    );
  if (week.status === 'rejected')
    return (
      <Notice>
        Rejected{by}
        {on}
        {sheet.reviewNote ? `: ${sheet.reviewNote}` : '.'} Change it and submit again.
      </Notice>
    );
  return (
    <Notice>
      Submitted on {formatDate(sheet.submittedAt, { timeZone })}, waiting for approval.
    </Notice>
  );
}
