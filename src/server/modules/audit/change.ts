import type { Executor } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { writeAudit } from './service';

type Change = {
  entityType: string;
  entityId: string | null;
  oldValues?: unknown;
  newValues?: unknown;
};

/** Audit rows for a change made by the caller, in the change's own transaction. */
export const auditCreate = (tx: Executor, ctx: TenantContext, change: Change) =>
  record(tx, ctx, 'CREATE', change);
export const auditUpdate = (tx: Executor, ctx: TenantContext, change: Change) =>
  record(tx, ctx, 'UPDATE', change);
export const auditDelete = (tx: Executor, ctx: TenantContext, change: Change) =>
  record(tx, ctx, 'DELETE', change);

function record(
  tx: Executor,
  ctx: TenantContext,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  change: Change,
) {
  return writeAudit(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.actorId,
    entityType: change.entityType,
    entityId: change.entityId,
    action,
    oldValues: change.oldValues ?? null,
    newValues: change.newValues ?? null,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
