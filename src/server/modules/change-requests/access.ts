import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { changeRequests } from '../../db/schema/registers';
import type { TenantContext } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { getVisibleProject, type ProjectRow } from '../projects/access';

export const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';
export const ALREADY_REVIEWED = 'This change request has already been reviewed';
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/**
 * The change request and its project if the caller may see the project; 404 otherwise, whether
 * it is another tenant's or a project they do not see. `lock` holds the request's row.
 */
export async function getVisibleChangeRequest(
  tx: Transaction,
  ctx: TenantContext,
  id: string,
  lock = false,
): Promise<{ request: ChangeRequestRow; project: ProjectRow }> {
  const query = tx
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, id), eq(changeRequests.organizationId, ctx.organizationId)));
  const [request] = lock ? await query.for('update') : await query;
  if (!request) throw notFound(CHANGE_REQUEST_NOT_FOUND);
  try {
    return { request, project: await getVisibleProject(tx, ctx, request.projectId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      throw notFound(CHANGE_REQUEST_NOT_FOUND);
    throw error;
  }
}

/** Only a pending request can be decided, or have its attachments changed. */
export function refuseUnlessPending(request: ChangeRequestRow): void {
  if (request.status !== 'pending') throw new AppError('conflict', ALREADY_REVIEWED);
}
