import { useQuery } from '@tanstack/react-query';
import { FileDiff, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ChangeRequest } from '@/shared/schemas/change-requests';
import { EmptyState } from '@/web/components/empty-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { projectChangeRequestsQuery } from '@/web/lib/change-request-queries';
import { useDateSettings } from '@/web/hooks/use-me';
import { formatDate } from '@/web/lib/format-date';
import { ChangeRequestAttachments } from './change-request-attachments';
import { SubmitChangeRequestDialog } from './change-request-form';
import { EntryDetails } from './entry-details';
import { CHANGE_STATUS_BADGES, CHANGE_STATUS_LABELS, CHANGE_TYPE_LABELS } from './entry-labels';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import { TabError, TabLoading } from './tab-query-state';
import { TabSection } from './tab-section';

function ChangeRequestItem({ request, canChange }: { request: ChangeRequest; canChange: boolean }) {
  const dates = useDateSettings();
  const reviewed =
    request.status !== 'pending' && request.reviewedAt
      ? `${CHANGE_STATUS_LABELS[request.status]} ${formatDate(request.reviewedAt, dates)}${request.reviewedBy ? ` by ${request.reviewedBy.fullName}` : ''}`
      : null;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" aria-label={request.description}>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline">{CHANGE_TYPE_LABELS[request.changeType]}</Badge>
        <Badge variant={CHANGE_STATUS_BADGES[request.status]}>
          {CHANGE_STATUS_LABELS[request.status]}
        </Badge>
        <span className="text-muted-foreground text-xs">
          {formatDate(request.createdAt, dates)}
          {request.requestedBy ? ` · ${request.requestedBy.fullName}` : null}
        </span>
      </div>
      <p className="whitespace-pre-line font-medium">{request.description}</p>
      <EntryDetails
        items={[
          ['Justification', request.justification],
          ['Impact', request.impactAssessment],
          ['Review Notes', request.reviewerNotes],
        ]}
      />
      {reviewed ? <p className="text-muted-foreground text-xs">{reviewed}</p> : null}
      <ChangeRequestAttachments request={request} canChange={canChange} />
    </li>
  );
}

/** Change Requests: submit one, and follow each to its review (live, through the stream). */
export function ChangeRequestsTab({ project }: ProjectTabProps) {
  const canChange = useCanChangeProject(project);
  const requests = useQuery(projectChangeRequestsQuery(project.id));
  const [submitting, setSubmitting] = useState(false);

  return (
    <>
      <TabSection
        title="Change Requests"
        description="Scope, schedule, budget and resource changes, reviewed by the PM head."
        action={
          canChange ? (
            <Button size="sm" onClick={() => setSubmitting(true)}>
              <Plus /> Submit Change Request
            </Button>
          ) : null
        }
      >
        {requests.isPending ? (
          <TabLoading />
        ) : requests.isError ? (
          <TabError onRetry={() => void requests.refetch()} busy={requests.isFetching} />
        ) : requests.data.length === 0 ? (
          <EmptyState icon={FileDiff} message="No change requests" />
        ) : (
          <ul className="divide-y" aria-label="Change requests">
            {requests.data.map((request) => (
              <ChangeRequestItem key={request.id} request={request} canChange={canChange} />
            ))}
          </ul>
        )}
      </TabSection>
      {canChange ? (
        <SubmitChangeRequestDialog
          projectId={project.id}
          open={submitting}
          onOpenChange={setSubmitting}
        />
      ) : null}
    </>
  );
}
