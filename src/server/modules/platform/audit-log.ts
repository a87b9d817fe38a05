import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '../../../shared/enums';
import type { PlatformAuditPage, platformAuditQuerySchema } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { auditLog } from '../../db/schema/audit';
import { authUsers, platformAdmins } from '../../db/schema/auth';

type Query = z.output<typeof platformAuditQuerySchema>;

/**
 * What platform administrators did, newest first: the console's own rows (in no organization)
 * and what they changed inside organizations (rows of that organization, actor them).
 */
export async function unsafeListPlatformAudit(
  db: Database,
  query: Query,
): Promise<PlatformAuditPage> {
  // The administrators by their ids, then their rows by the index of who acted
  // (audit_log_user_created_id_idx). Named in the statement instead, by IN or by an array of a
  // subquery, they were as many as Postgres guessed: 1,570 for a table autovacuum never
  // analyzes (it has a few rows), so it read the whole log; or some 32,000 rows for the array,
  // so it started parallel workers, 5 ms, to read 36.
  const admins = await db.select({ id: platformAdmins.userId }).from(platformAdmins);
  const byAdmins = anyOf(
    auditLog.userId,
    admins.map((a) => a.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        actorId: auditLog.userId,
        actorName: authUsers.name,
        actorEmail: authUsers.email,
        userAgent: auditLog.userAgent,
        oldValues: auditLog.oldValues,
        newValues: auditLog.newValues,
        ipAddress: auditLog.ipAddress,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(authUsers, eq(authUsers.id, auditLog.userId))
      .where(byAdmins)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(byAdmins),
  ]);
  return {
    rows: rows.map(({ actorId, actorName, actorEmail, ...row }) => ({
      ...row,
      action: row.action as AuditAction,
      actor: actorId ? { id: actorId, name: actorName, email: actorEmail } : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
