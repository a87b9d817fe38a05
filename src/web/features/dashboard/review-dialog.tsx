import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeRequestReviewSchema } from '@/shared/schemas/change-requests';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextarea } from '@/web/components/form-field';
import { useDateSettings } from '@/web/hooks/use-me';
import { useReviewChangeRequest } from '@/web/lib/change-request-queries';
import { formatDate } from '@/web/lib/format-date';
import type { Decision, Reviewing } from './review-decisions';

const DECISION_WORDS: Record<Decision, { verb: string; done: string }> = {
  approved: { verb: 'Approve', done: 'Change request approved' },
  rejected: { verb: 'Reject', done: 'Change request rejected' },
};

/** The review dialog: the request in full, the reviewer's notes, and the decision. */
export function ReviewDialog({
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
