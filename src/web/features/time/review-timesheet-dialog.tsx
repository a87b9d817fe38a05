import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { formatDuration } from '@/shared/domain/parse-duration';
import { addDays } from '@/shared/domain/week';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Textarea } from '@/web/components/ui/textarea';
import { useSignedInMe } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { formatDate, formatDay } from '@/web/lib/format-date';
import { toast } from '@/web/lib/toast';
import { useReviewTimesheet, useTimesheet } from './timesheet-queries';
import { WeekGrid } from './week-grid';
import { WeekStatusBadge } from './week-status-badge';

interface ReviewTimesheetDialogProps {
  /** The timesheet open for review; none closes the dialog. */
  id: string | null;
  onClose: () => void;
}

/** A submitted week read-only, approved (which locks it) or rejected with a note. */
export function ReviewTimesheetDialog({ id, onClose }: ReviewTimesheetDialogProps) {
  const { timeZone } = useSignedInMe();
  const sheet = useTimesheet(id);
  const review = useReviewTimesheet();
  const [note, setNote] = useState('');
  const week = sheet.data;

  const decide = async (decision: 'approved' | 'rejected') => {
    if (!id) return;
    try {
      await review.mutateAsync({ id, review: { decision, note } });
      toast.success(decision === 'approved' ? 'Timesheet approved' : 'Timesheet rejected');
      setNote('');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update approval'));
    }
  };

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{week ? `Timesheet of ${week.person.fullName}` : 'Timesheet'}</DialogTitle>
          <DialogDescription>
            {week
              ? `Week of ${formatDay(week.weekStart)} – ${formatDay(addDays(week.weekStart, 6))}: ${formatDuration(week.totalMinutes)} hours, ${formatDuration(week.billableMinutes)} billable.`
              : 'Loading the week…'}
          </DialogDescription>
        </DialogHeader>
        {sheet.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : sheet.isError || !week ? (
          <p className="text-destructive text-sm">
            {errorMessage(sheet.error, 'Failed to load data')}
          </p>
        ) : (
          <div className="min-w-0 space-y-4">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <WeekStatusBadge status={week.status} />
              {week.timesheet
                ? `Submitted on ${formatDate(week.timesheet.submittedAt, { timeZone })}`
                : null}
              {week.timesheet?.reviewedBy
                ? ` · reviewed by ${week.timesheet.reviewedBy.fullName}`
                : null}
            </p>
            <WeekGrid week={week} />
            {week.status === 'submitted' ? (
              <FieldShell id="review-note" label="Note (optional)">
                <Textarea
                  rows={3}
                  maxLength={2000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  {...fieldAria('review-note', undefined)}
                />
              </FieldShell>
            ) : week.timesheet?.reviewNote ? (
              <p className="text-sm">Note: {week.timesheet.reviewNote}</p>
            ) : null}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {week?.status === 'submitted' ? (
            <>
              <Button
                variant="destructive"
                busy={review.isPending && review.variables?.review.decision === 'rejected'}
                disabled={review.isPending}
                onClick={() => void decide('rejected')}
              >
                <X /> Reject
              </Button>
              <Button
                busy={review.isPending && review.variables?.review.decision === 'approved'}
                disabled={review.isPending}
                onClick={() => void decide('approved')}
              >
                <Check /> Approve
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
