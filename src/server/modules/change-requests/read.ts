import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Attachment, ChangeRequest } from '../../../shared/schemas/change-requests';
import type { Executor, Transaction } from '../../db/client';
import { pageValues, readPage } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
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
 * Change requests of `where` with project, requester and reviewer, newest first (oldest first
 * if asked).
 */
function selectChangeRequests(
  executor: Executor,
  where: SQL | undefined,
  direction: 'asc' | 'desc' = 'desc',
) {
  const order = direction === 'asc' ? asc : desc;
  return executor
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
    .where(where)
    .orderBy(order(changeRequests.createdAt), order(changeRequests.id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectChangeRequests>>[number];

/** The rows as the API answers them, each with its attachments. */
async function withAttachments(
  tx: Transaction,
  ctx: TenantContext,
  rows: Row[],
): Promise<ChangeRequest[]> {
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

/** The organization's change requests of `filters`, newest first, with their attachments. */
export async function readChangeRequests(
  tx: Transaction,
  ctx: TenantContext,
  filters: SQL[],
): Promise<ChangeRequest[]> {
  const where = and(eq(changeRequests.organizationId, ctx.organizationId), ...filters);
  return withAttachments(tx, ctx, await selectChangeRequests(tx, where));
}

/**
 * A page of the organization's pending requests, newest first unless asked, searched by
 * project name or code or justification, with how many there are. Each shape (searched or not,
 * direction) is built once a connection and planned on every call (PLANNED_EACH_CALL).
 */
export async function readPendingPage(
  tx: Transaction,
  ctx: TenantContext,
  query: { search?: string | undefined; direction: 'asc' | 'desc'; page: number; pageSize: number },
): Promise<{ rows: ChangeRequest[]; total: number }> {
  const shape = { search: Boolean(query.search), direction: query.direction };
  const statements = preparedForShape(
    tx,
    'pending_change_requests_page',
    shape,
    preparePendingPage,
  );
  const values = { organizationId: ctx.organizationId, ...pageValues(query) };
  const { rows, total } = await readPage(statements, values);
  return { rows: await withAttachments(tx, ctx, rows), total };
}

function preparePendingPage(
  executor: Executor,
  { search, direction }: { search: boolean; direction: 'asc' | 'desc' },
) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(changeRequests.organizationId, sql.placeholder('organizationId')),
    eq(changeRequests.status, 'pending'),
    search
      ? or(
          ilike(projects.name, pattern),
          ilike(projects.projectCode, pattern),
          ilike(changeRequests.justification, pattern),
        )
      : undefined,
  );
  const page = selectChangeRequests(executor, where, direction)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor
    .select({ total: count() })
    .from(changeRequests)
    .innerJoin(projects, eq(projects.id, changeRequests.projectId))
    .where(where);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
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
