import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardCheck, RefreshCw, X } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type ChangeRequest,
  changeRequestReviewSchema,
  type REVIEW_DECISIONS,
} from '@/shared/schemas/change-requests';
import { EmptyState } from '@/web/components/empty-state';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextarea } from '@/web/components/form-field';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  pendingChangeRequestsQuery,
  useReviewChangeRequest,
} from '@/web/lib/change-request-queries';
import { useDateSettings } from '@/web/hooks/use-me';
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
  const dates = useDateSettings();
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
          {request.requestedBy?.fullName ?? 'Former member'} ·{' '}
          {formatDate(request.createdAt, dates)}
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
  const dates = useDateSettings();
  const review = useReviewChangeRequest();
  const form = useForm({ resolver: zodResolver(changeRequestReviewSchema) });
  const words = reviewing ? DECISION_WORDS[reviewing.decision] : null;
  const request = reviewing?.request;

  return (
    <FormDialog
      open={reviewing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={words ? `${words.verb} Change Request` : 'Review Change Request'}
      description={
        request
          ? `${request.projectName} · ${request.requestedBy?.fullName ?? 'Former member'} · ${formatDate(request.createdAt, dates)}`
          : null
      }
      className="sm:max-w-xl"
      form={form}
      defaultValues={{ decision: reviewing?.decision, reviewerNotes: '' }}
      submit={{
        action: (decided) => review.mutateAsync({ id: request?.id ?? '', review: decided }),
        success: words?.done ?? '',
        failure: 'Failed to update approval',
      }}
      submitLabel={words?.verb}
      submitVariant={reviewing?.decision === 'rejected' ? 'destructive' : 'default'}
    >
      {request ? (
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
      ) : null}
      <FormTextarea
        form={form}
        name="reviewerNotes"
        id="review-notes"
        label="Review Notes"
        placeholder="Why you decided so (optional)"
      />
    </FormDialog>
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
