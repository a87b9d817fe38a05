import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { writeAudit } from './service';

export type Change = {
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
/** CREATE rows for many changes in one statement. */
export const auditCreateAll = (tx: Executor, ctx: TenantContext, changes: readonly Change[]) =>
  record(tx, ctx, 'CREATE', changes);
/** UPDATE rows for many changes in one statement. */
export const auditUpdateAll = (tx: Executor, ctx: TenantContext, changes: readonly Change[]) =>
  record(tx, ctx, 'UPDATE', changes);

function record(
  tx: Executor,
  ctx: TenantContext,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  change: Change | readonly Change[],
) {
  const changes = Array.isArray(change) ? change : [change as Change];
  return writeAudit(
    tx,
    changes.map((c) => ({
      organizationId: ctx.organizationId,
      userId: ctx.actorId,
      entityType: c.entityType,
      entityId: c.entityId,
      action,
      oldValues: c.oldValues ?? null,
      newValues: c.newValues ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    })),
  );
}

/**
 * An audit row as placeholders, for a statement prepared together with the change it records
 * (a data-modifying WITH and this insert: one round trip, planned once); auditedBy fills them.
 */
export function auditPlaceholders(action: 'CREATE' | 'UPDATE' | 'DELETE') {
  const p = sql.placeholder;
  return {
    organizationId: p('auditOrganizationId'),
    userId: p('auditUserId'),
    entityType: p('auditEntityType'),
    entityId: p('auditEntityId'),
    action,
    // Raw, not through the column's encoder, which would store a missing value as JSON null.
    oldValues: sql`${p('auditOldValues')}::jsonb`,
    newValues: sql`${p('auditNewValues')}::jsonb`,
    ipAddress: p('auditIp'),
    userAgent: p('auditUserAgent'),
  };
}

/** The values of auditPlaceholders for a change made by the caller. */
export function auditedBy(ctx: TenantContext, change: Change) {
  return {
    auditOrganizationId: ctx.organizationId,
    auditUserId: ctx.actorId,
    auditEntityType: change.entityType,
    auditEntityId: change.entityId,
    auditOldValues: jsonOrNull(change.oldValues),
    auditNewValues: jsonOrNull(change.newValues),
    auditIp: ctx.ip,
    auditUserAgent: ctx.userAgent,
  };
}

const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));
