import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '../../../shared/enums';
import type { PlatformAuditPage, platformAuditQuerySchema } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
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
  // An array, not IN: Postgres then looks each administrator up by the index of their rows
  // (audit_log_user_created_id_idx). Over IN it joined the administrators, whom it guessed to be
  // as many as a never analyzed table seems to hold (1,570), and so read the whole log.
  const byAdmins = sql`${auditLog.userId} = any(array(${db
    .select({ id: platformAdmins.userId })
    .from(platformAdmins)}))`;
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
