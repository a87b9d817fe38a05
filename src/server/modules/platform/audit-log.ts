import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlatformAuditPage, platformAuditQuerySchema } from '../../../shared/schemas/platform';
import type { Database, Executor } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { pageWindow, readPage } from '../../db/paging';
import { PLANNED_EACH_CALL, prepared } from '../../db/pg-prepared-statements';
import { auditLog } from '../../db/schema/audit';
import { authUsers, platformAdmins } from '../../db/schema/auth';
import { toAuditEntry } from '../audit/log';

type Query = z.output<typeof platformAuditQuerySchema>;

/**
 * What platform administrators did, newest first: the console's own rows (in no organization)
 * and what they changed inside organizations (rows of that organization, actor them).
 */
export async function unsafeListPlatformAudit(
  db: Database,
  query: Query,
): Promise<PlatformAuditPage> {
  const statements = prepared(db, 'platform_audit_page', preparePlatformAudit);
  // The administrators by their ids, then their rows by the index of who acted
  // (audit_log_user_created_id_idx). Named in the statement instead, by IN or by an array of a
  // subquery, they were as many as Postgres guessed: 1,570 for a table of a few rows that
  // autovacuum had never analyzed (table-statistics.sql.ts), so it read the whole log; or some
  // 32,000 rows for the array, so it started parallel workers, 5 ms, to read 36.
  const admins = await statements.admins.execute();
  const { rows, total } = await readPage(statements, {
    admins: admins.map((a) => a.id),
    ...pageWindow(query),
  });
  return {
    rows: rows.map(toAuditEntry),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The platform's administrators, then a page of what they did and its count, with placeholders
 * for their ids (`admins`) and the window; planned on every call (PLANNED_EACH_CALL).
 */
function preparePlatformAudit(executor: Executor) {
  const byAdmins = anyOf(auditLog.userId, sql.placeholder('admins'));
  const admins = executor.select({ id: platformAdmins.userId }).from(platformAdmins);
  const page = executor
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      userId: auditLog.userId,
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
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor.select({ total: count() }).from(auditLog).where(byAdmins);
  return {
    admins: admins.prepare(PLANNED_EACH_CALL),
    page: page.prepare(PLANNED_EACH_CALL),
    total: total.prepare(PLANNED_EACH_CALL),
  };
}
