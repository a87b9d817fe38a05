import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '../../../shared/enums';
import {
  type AuditLogPage,
  type auditLogQuerySchema,
  parseAuditCursor,
} from '../../../shared/schemas/audit';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { profiles } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

// created_at to the microsecond in UTC, as the page cursor carries it: a JavaScript Date keeps
// only milliseconds, and rows written in one transaction share the same instant.
const cursorTime = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every column the search box looks in (case-insensitive, anywhere in the text). */
function matching(search: string): SQL | undefined {
  const pattern = containing(search);
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

/** Entries older than the cursor's (created_at, id), in the order the log is read. */
function olderThan(cursor: string): SQL {
  const { createdAt, id } = parseAuditCursor(cursor);
  return sql`(${auditLog.createdAt}, ${auditLog.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
}

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
  const filters = [eq(auditLog.organizationId, ctx.organizationId)];
  if (query.action !== 'all') filters.push(eq(auditLog.action, query.action));
  const search = query.search ? matching(query.search) : undefined;
  if (search) filters.push(search);
  if (query.before) filters.push(olderThan(query.before));

  return withTenant(db, ctx, async (tx) => {
    const rows = await tx
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
      // One more than asked: whether an older page exists, without counting.
      .limit(query.limit + 1);

    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      entries: page.map((row) => ({
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
      })),
      nextBefore: rows.length > query.limit && last ? `${last.cursorTime}_${last.id}` : null,
    };
  });
}
