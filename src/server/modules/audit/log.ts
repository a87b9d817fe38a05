import { and, desc, eq, ilike, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '../../../shared/enums';
import {
  type AuditEntry,
  type AuditLogPage,
  type auditLogQuerySchema,
  parseAuditCursor,
} from '../../../shared/schemas/audit';
import type { Database, Executor } from '../../db/client';
import { likePattern } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { auditLog } from '../../db/schema/audit';
import { profiles } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

// created_at to the microsecond in UTC, as the page cursor carries it: a JavaScript Date keeps
// only milliseconds, and rows written in one transaction share the same instant.
const cursorTime = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Every column the search box looks in (case-insensitive, anywhere in the text). */
function matching(pattern: SQLWrapper): SQL | undefined {
  return or(
    ilike(auditLog.entityType, pattern),
    ilike(auditLog.action, pattern),
    ilike(auditLog.entityId, pattern),
    ilike(profiles.fullName, pattern),
    ilike(profiles.email, pattern),
    sql`${auditLog.oldValues}::text ilike ${pattern}`,
    sql`${auditLog.newValues}::text ilike ${pattern}`,
  );
}

/** An audit row as the logs read it: who acted is joined (name and email) where known. */
type AuditRow = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  userId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  createdAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  oldValues: unknown;
  newValues: unknown;
};

/**
 * An entry of the organization's or the platform's audit log, written out field by field: with
 * a rest and a spread of each row (`{ userId, ...row }`) a page of 25 took 67 µs, against 11.
 */
export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  action: row.action as AuditAction,
  entityType: row.entityType,
  entityId: row.entityId,
  actor: row.userId ? { id: row.userId, name: row.actorName, email: row.actorEmail } : null,
  createdAt: row.createdAt.toISOString(),
  ipAddress: row.ipAddress,
  userAgent: row.userAgent,
  oldValues: row.oldValues,
  newValues: row.newValues,
});

/**
 * One page of the organization's audit log, newest first: the entries before `query.before`
 * (a keyset cursor, never an offset), filtered by action and search, each with its actor
 * joined from the organization's people. Events of no organization never appear.
 */
export function findAuditLog(
  db: Database,
  ctx: TenantContext,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const shape: AuditPageShape = {
    action: query.action !== 'all',
    search: Boolean(query.search),
    before: query.before !== undefined,
  };
  const before = query.before ? parseAuditCursor(query.before) : null;
  const values = {
    organizationId: ctx.organizationId,
    action: query.action,
    pattern: query.search ? likePattern(query.search) : null,
    beforeAt: before?.createdAt ?? null,
    beforeId: before?.id ?? null,
    // One more than asked: whether an older page exists, without counting.
    limit: query.limit + 1,
  };
  return withTenant(db, ctx, async (tx) => {
    const rows = await preparedForShape(tx, 'audit_page', shape, prepareAuditPage).execute(values);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      entries: page.map(toAuditEntry),
      nextBefore: rows.length > query.limit && last ? `${last.cursorTime}_${last.id}` : null,
    };
  });
}

/** Which filters a page of the log has: each set of them is one statement, built once. */
type AuditPageShape = { action: boolean; search: boolean; before: boolean };

/**
 * A page of the log with placeholders for the organization, the action, the search's pattern,
 * the cursor's (created_at, id) and the limit; planned on every call (PLANNED_EACH_CALL).
 */
function prepareAuditPage(executor: Executor, shape: AuditPageShape) {
  const filters = [eq(auditLog.organizationId, sql.placeholder('organizationId'))];
  if (shape.action) filters.push(eq(auditLog.action, sql.placeholder('action')));
  if (shape.search) filters.push(matching(sql.placeholder('pattern'))!);
  // Entries older than the cursor's, in the order the log is read.
  if (shape.before)
    filters.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`,
    );
  return executor
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      userId: auditLog.userId,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
      createdAt: auditLog.createdAt,
      cursorTime,
      ipAddress: sql<string | null>`host(${auditLog.ipAddress})`,
      userAgent: auditLog.userAgent,
      oldValues: auditLog.oldValues,
      newValues: auditLog.newValues,
    })
    .from(auditLog)
    .leftJoin(
      profiles,
      and(eq(profiles.id, auditLog.userId), eq(profiles.organizationId, auditLog.organizationId)),
    )
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(sql.placeholder('limit'))
    .prepare(PLANNED_EACH_CALL);
}
