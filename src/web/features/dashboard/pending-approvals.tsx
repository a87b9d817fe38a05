import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardCheck, RefreshCw, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ChangeRequest, REVIEW_DECISIONS } from '@/shared/schemas/change-requests';
import { EmptyState } from '@/web/components/empty-state';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage, isApiError } from '@/web/lib/api';
import {
  pendingChangeRequestsQuery,
  useReviewChangeRequest,
} from '@/web/lib/change-request-queries';
import { formatDate } from '@/web/lib/format-date';

type Decision = (typeof REVIEW_DECISIONS)[number];
type Reviewing = { request: ChangeRequest; decision: Decision };

const DECISION_WORDS: Record<Decision, { verb: string; done: string }> = {
  approved: { verb: 'Approve', done: 'Change request approved' },
  rejected: { verb: 'Reject', done: 'Change request rejected' },
};

function ApprovalItem({
  request,
  onReview,
}: {
  request: ChangeRequest;
  onReview: (decision: Decision) => void;
}) {
  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
      aria-label={`${request.projectName}: ${request.description}`}
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Link
            to={`/dashboard/projects/${request.projectId}?tab=change-requests`}
            className="font-medium hover:underline"
          >
            {request.projectName}
          </Link>
          {request.projectCode ? (
            <span className="text-muted-foreground text-xs">{request.projectCode}</span>
          ) : null}
          <Badge variant="outline" className="capitalize">
            {request.changeType}
          </Badge>
          <Badge variant="secondary">Pending</Badge>
        </div>
        <p className="whitespace-pre-line text-sm">{request.description}</p>
        <p className="text-muted-foreground text-xs">
          {request.requestedBy?.fullName ?? 'Former member'} · {formatDate(request.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => onReview('approved')}>
          <Check /> Approve
        </Button>
        <Button size="sm" variant="outline" onClick={() => onReview('rejected')}>
          <X /> Reject
        </Button>
      </div>
    </li>
  );
}

/** The review dialog: the request in full, the reviewer's notes, and the decision. */
function ReviewDialog({
  reviewing,
  onClose,
}: {
  reviewing: Reviewing | null;
  onClose: () => void;
}) {
  const review = useReviewChangeRequest();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | undefined>();
  const words = reviewing ? DECISION_WORDS[reviewing.decision] : null;

  const close = () => {
    if (review.isPending) return;
    onClose();
    setNotes('');
    setNotesError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reviewing || !words) return;
    try {
      await review.mutateAsync({
        id: reviewing.request.id,
        review: { decision: reviewing.decision, reviewerNotes: notes },
      });
      toast.success(words.done);
      onClose();
      setNotes('');
      setNotesError(undefined);
    } catch (error) {
      const fieldError = isApiError(error)
        ? error.errors.find((e) => e.path.endsWith('reviewerNotes'))
        : undefined;
      setNotesError(fieldError?.message);
      toast.error(errorMessage(error, 'Failed to update approval'));
    }
  };

  const request = reviewing?.request;
  return (
    <Dialog open={reviewing !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {words ? `${words.verb} Change Request` : 'Review Change Request'}
          </DialogTitle>
          <DialogDescription>
            {request
              ? `${request.projectName} · ${request.requestedBy?.fullName ?? 'Former member'} · ${formatDate(request.createdAt)}`
              : null}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">Type</dt>
              <dd className="capitalize">{request.changeType}</dd>
              <dt className="text-muted-foreground">Description</dt>
              <dd className="whitespace-pre-line">{request.description}</dd>
              <dt className="text-muted-foreground">Justification</dt>
              <dd className="whitespace-pre-line">{request.justification}</dd>
              {request.impactAssessment ? (
                <>
                  <dt className="text-muted-foreground">Impact</dt>
                  <dd className="whitespace-pre-line">{request.impactAssessment}</dd>
                </>
              ) : null}
            </dl>
            <FieldShell id="review-notes" label="Review Notes" error={notesError}>
              <Textarea
                rows={3}
                placeholder="Why you decided so (optional)"
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                {...fieldAria('review-notes', notesError)}
              />
            </FieldShell>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={review.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={reviewing?.decision === 'rejected' ? 'destructive' : 'default'}
                busy={review.isPending}
              >
                {words?.verb}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Pending Approvals on the PM head's dashboard: live, through the events stream. */
export function PendingApprovalsCard() {
  const pending = useQuery(pendingChangeRequestsQuery);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Approvals</CardTitle>
        <CardDescription>Change requests waiting for your decision.</CardDescription>
      </CardHeader>
      <CardContent>
        {pending.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : pending.isError ? (
          <EmptyState
            message="Failed to load data"
            action={
              <Button
                variant="outline"
                onClick={() => void pending.refetch()}
                busy={pending.isFetching}
              >
                <RefreshCw /> Try again
              </Button>
            }
          />
        ) : pending.data.length === 0 ? (
          <EmptyState icon={ClipboardCheck} message="No pending approvals" />
        ) : (
          <ul className="divide-y" aria-label="Pending approvals">
            {pending.data.map((request) => (
              <ApprovalItem
                key={request.id}
                request={request}
                onReview={(decision) => setReviewing({ request, decision })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ReviewDialog reviewing={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}
