import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardCheck, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChangeRequest } from '@/shared/schemas/change-requests';
import { Pager } from '@/web/components/data-table-pagination';
import { EmptyState } from '@/web/components/empty-state';
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
import { WhenOpened } from '@/web/components/when-opened';
import { useDateSettings } from '@/web/hooks/use-me';
import { pendingChangeRequestsQuery } from '@/web/lib/change-request-queries';
import { formatDate } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import type { Decision, Reviewing } from './review-decisions';

// The review form (react-hook-form, the schema) loads when a first decision is opened.
const ReviewDialog = lazyNamed(() => import('./review-dialog'), 'ReviewDialog');

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

/** Pending Approvals on the PM head's dashboard: live, through the events stream. */
export function PendingApprovalsCard() {
  // Ten at a time, newest first: the card pages them itself.
  const [page, setPage] = useState(1);
  const pending = useQuery(pendingChangeRequestsQuery(page));
  const lastPage = pending.data
    ? Math.max(1, Math.ceil(pending.data.total / pending.data.pageSize))
    : 1;
  // Reviewing the last request of the last page goes back a page.
  if (pending.data && !pending.isPlaceholderData && page > lastPage) setPage(lastPage);
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
        ) : pending.data.rows.length === 0 ? (
          <EmptyState icon={ClipboardCheck} message="No pending approvals" />
        ) : (
          <>
            <ul className="divide-y" aria-label="Pending approvals">
              {pending.data.rows.map((request) => (
                <ApprovalItem
                  key={request.id}
                  request={request}
                  onReview={(decision) => setReviewing({ request, decision })}
                />
              ))}
            </ul>
            <Pager
              page={pending.data.page}
              pageSize={pending.data.pageSize}
              total={pending.data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </CardContent>
      <WhenOpened open={reviewing !== null}>
        <ReviewDialog reviewing={reviewing} onClose={() => setReviewing(null)} />
      </WhenOpened>
    </Card>
  );
}
