import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  ChangeRequest,
  changeRequestInputSchema,
  ChangeRequestPage,
  changeRequestReviewSchema,
  pendingChangeRequestQuerySchema,
} from '../../../shared/schemas/change-requests';
import type { Database } from '../../db/client';
import { changeRequests } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { type LiveEvent, publish } from '../../events/bus';
import { auditCreate, auditUpdate } from '../audit/change';
import { notify } from '../notifications/delivery';
import { findActivePeople, findPeopleWhoMay, uniqueExcept } from '../notifications/recipients';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { getVisibleChangeRequest, refuseUnlessPending } from './access';
import { readChangeRequests, readPendingPage } from './read';

type ChangeRequestInput = z.output<typeof changeRequestInputSchema>;
type ChangeRequestReview = z.output<typeof changeRequestReviewSchema>;
/** Where to report what could not be sent live (the change itself is saved by then). */
export type Live = { log: Pick<FastifyBaseLogger, 'warn'> };

/** The change request event every open tab of the organization gets. */
export const updatedEvent = (
  ctx: TenantContext,
  request: { id: string; projectId: string; status: string },
): LiveEvent => ({
  organizationId: ctx.organizationId,
  type: 'change_request.updated',
  data: {
    id: request.id,
    projectId: request.projectId,
    status: request.status as ChangeRequest['status'],
  },
});

/** A project's change requests, newest first. */
export function findChangeRequests(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<ChangeRequest[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    return readChangeRequests(tx, ctx, [eq(changeRequests.projectId, projectId)]);
  });
}

/** Every pending request of the organization, newest first: the Pending Approvals list. */
export function findPendingChangeRequests(
  db: Database,
  ctx: TenantContext,
  query: z.output<typeof pendingChangeRequestQuerySchema>,
): Promise<ChangeRequestPage> {
  return withTenant(db, ctx, async (tx) => {
    const { rows, total } = await readPendingPage(tx, ctx, query);
    return { rows, total, page: query.page, pageSize: query.pageSize };
  });
}

/** Files a pending request on a project the caller may change; they are its requester. */
export async function submitChangeRequest(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: ChangeRequestInput,
  live: Live,
): Promise<ChangeRequest> {
  const created = await withTenant(db, ctx, async (tx) => {
    const project = await getChangeableProject(tx, ctx, projectId);
    const values = {
      changeType: input.changeType,
      changeData: { description: input.description },
      justification: input.justification,
      impactAssessment: input.impactAssessment ?? null,
    };
    const [row] = await tx
      .insert(changeRequests)
      .values({
        organizationId: ctx.organizationId,
        projectId,
        requestedBy: ctx.actorId,
        status: 'pending',
        ...values,
      })
      .returning({ id: changeRequests.id });
    await auditCreate(tx, ctx, {
      entityType: 'change_request',
      entityId: row!.id,
      newValues: { projectId, ...values, status: 'pending', requestedBy: ctx.actorId },
    });
    const [request] = await readChangeRequests(tx, ctx, [eq(changeRequests.id, row!.id)]);
    // Its reviewers: the project's PM head and whoever may review requests, not the requester.
    const reviewers = uniqueExcept(
      [
        project.pmHeadId,
        ...(await findPeopleWhoMay(tx, ctx.organizationId, 'change_requests.review')),
      ],
      ctx.actorId,
    );
    for (const reviewer of await findActivePeople(tx, ctx.organizationId, reviewers))
      await notify(tx, ctx.organizationId, reviewer.id, {
        type: 'change_request',
        title: 'Change request submitted',
        message: `${request!.requestedBy?.fullName ?? 'Someone'} asks for a ${input.changeType} change on ${project.name}: ${clip(input.description)}`,
        link: `/dashboard/projects/${project.id}?tab=change-requests`,
      });
    return request!;
  });
  await publish(db, [updatedEvent(ctx, created)], live.log);
  return created;
}

/**
 * Approves or rejects a pending request (409 once decided, also for the slower of two
 * reviewers at once), tells the requester and records the decision, in one transaction.
 */
export async function reviewChangeRequest(
  db: Database,
  ctx: TenantContext,
  id: string,
  review: ChangeRequestReview,
  live: Live,
): Promise<ChangeRequest> {
  const reviewed = await withTenant(db, ctx, async (tx) => {
    const { request: before, project } = await getVisibleChangeRequest(tx, ctx, id, true);
    refuseUnlessPending(before);
    const decision = {
      status: review.decision,
      reviewerNotes: review.reviewerNotes ?? null,
      reviewedBy: ctx.actorId,
      reviewedAt: new Date(),
    };
    await tx
      .update(changeRequests)
      .set(decision)
      .where(and(eq(changeRequests.id, id), eq(changeRequests.organizationId, ctx.organizationId)));
    await auditUpdate(tx, ctx, {
      entityType: 'change_request',
      entityId: id,
      oldValues: {
        status: before.status,
        reviewerNotes: before.reviewerNotes,
        reviewedBy: before.reviewedBy,
        reviewedAt: before.reviewedAt,
      },
      newValues: decision,
    });
    const [reviewed] = await readChangeRequests(tx, ctx, [eq(changeRequests.id, id)]);
    // Someone deciding their own request needs no note about it.
    if (before.requestedBy && before.requestedBy !== ctx.actorId) {
      const word = review.decision === 'approved' ? 'approved' : 'rejected';
      await notify(tx, ctx.organizationId, before.requestedBy, {
        type: 'change_request',
        title: `Change request ${word}`,
        message: `Your ${before.changeType} change request for ${project.name} was ${word}.`,
        link: `/dashboard/projects/${project.id}?tab=change-requests`,
      });
    }
    return reviewed!;
  });
  await publish(db, [updatedEvent(ctx, reviewed)], live.log);
  return reviewed;
}

/** The start of a long text, for a notification's one or two lines. */
function clip(text: string, length = 140): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
