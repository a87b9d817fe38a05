import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { auditLog } from '../../db/schema/audit';
import { type AuditEntry, auditRow, writeAudit } from './service';

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
  return writeAudit(tx, entryOf(ctx, action, change));
}

function entryOf(
  ctx: TenantContext,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  change: Change,
): AuditEntry {
  return {
    organizationId: ctx.organizationId,
    userId: ctx.actorId,
    entityType: change.entityType,
    entityId: change.entityId,
    action,
    oldValues: change.oldValues ?? null,
    newValues: change.newValues ?? null,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
}

/**
 * A write (an insert, update or delete statement, not yet run) and the audit row recording it,
 * as one statement: a round trip less for the busiest writes. The write runs whole, as a
 * data-modifying WITH, whether or not anything reads it.
 */
export async function writeAudited(
  tx: Executor,
  ctx: TenantContext,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  change: Change,
  write: SQLWrapper,
): Promise<void> {
  const audit = tx.insert(auditLog).values(auditRow(entryOf(ctx, action, change)));
  // getSQL(): a builder put straight into sql`` comes out in parentheses, as a subquery.
  await tx.execute(sql`with written as (${write.getSQL()}) ${audit.getSQL()}`);
}
