import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Attachment, ChangeRequest } from '../../../shared/schemas/change-requests';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projects } from '../../db/schema/portfolio';
import { changeRequestAttachments, changeRequests } from '../../db/schema/registers';
import type { TenantContext } from '../../db/tenant';

const requester = alias(profiles, 'requester');
const reviewer = alias(profiles, 'reviewer');
const uploader = alias(profiles, 'uploader');

const personOf = (person: { id: string | null; fullName: string | null } | null) =>
  person?.id ? { id: person.id, fullName: person.fullName ?? '' } : null;

/**
 * Change requests newest first (oldest first if asked) with project, requester, reviewer and
 * attachments; only the `window` of them when given (a page).
 */
export async function readChangeRequests(
  tx: Transaction,
  ctx: TenantContext,
  filters: SQL[],
  window?: { limit: number; offset: number; direction: 'asc' | 'desc' },
): Promise<ChangeRequest[]> {
  const order = window?.direction === 'asc' ? asc : desc;
  const query = tx
    .select({
      request: changeRequests,
      projectName: projects.name,
      projectCode: projects.projectCode,
      requester: { id: requester.id, fullName: requester.fullName },
      reviewer: { id: reviewer.id, fullName: reviewer.fullName },
    })
    .from(changeRequests)
    .innerJoin(projects, eq(projects.id, changeRequests.projectId))
    .leftJoin(requester, eq(requester.id, changeRequests.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, changeRequests.reviewedBy))
    .where(and(eq(changeRequests.organizationId, ctx.organizationId), ...filters))
    .orderBy(order(changeRequests.createdAt), order(changeRequests.id))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  const attachments = await readAttachments(
    tx,
    ctx,
    rows.map((r) => r.request.id),
  );
  return rows.map(({ request, ...r }) => ({
    id: request.id,
    projectId: request.projectId,
    projectName: r.projectName,
    projectCode: r.projectCode,
    changeType: request.changeType as ChangeRequest['changeType'],
    description: request.changeData.description,
    justification: request.justification,
    impactAssessment: request.impactAssessment,
    status: request.status as ChangeRequest['status'],
    reviewerNotes: request.reviewerNotes,
    requestedBy: personOf(r.requester),
    reviewedBy: personOf(r.reviewer),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    attachments: attachments.get(request.id) ?? [],
  }));
}

/** The attachments of the given requests, oldest first, by request id. */
export async function readAttachments(
  tx: Transaction,
  ctx: TenantContext,
  requestIds: string[],
  onlyId?: string,
): Promise<Map<string, Attachment[]>> {
  const byRequest = new Map<string, Attachment[]>();
  if (requestIds.length === 0) return byRequest;
  const filters = [
    eq(changeRequestAttachments.organizationId, ctx.organizationId),
    inArray(changeRequestAttachments.changeRequestId, requestIds),
  ];
  if (onlyId) filters.push(eq(changeRequestAttachments.id, onlyId));
  const rows = await tx
    .select({
      file: changeRequestAttachments,
      uploader: { id: uploader.id, fullName: uploader.fullName },
    })
    .from(changeRequestAttachments)
    .leftJoin(uploader, eq(uploader.id, changeRequestAttachments.uploadedBy))
    .where(and(...filters))
    .orderBy(asc(changeRequestAttachments.createdAt), asc(changeRequestAttachments.id));
  for (const { file, uploader: person } of rows) {
    const list = byRequest.get(file.changeRequestId) ?? [];
    list.push({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      uploadedBy: personOf(person),
      createdAt: file.createdAt.toISOString(),
    });
    byRequest.set(file.changeRequestId, list);
  }
  return byRequest;
}
