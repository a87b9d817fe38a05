import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { breakSessions } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';

/** The session's open break, or null. */
export async function findOpenBreak(tx: Transaction, ctx: TenantContext, sessionId: string) {
  const [open] = await tx
    .select()
    .from(breakSessions)
    .where(
      and(
        eq(breakSessions.organizationId, ctx.organizationId),
        eq(breakSessions.timeSessionId, sessionId),
        isNull(breakSessions.endTime),
      ),
    );
  return open ?? null;
}

/** Drops the breaks a session's new start and end leave out and cuts the rest to fit. */
export async function fitBreaks(
  tx: Transaction,
  ctx: TenantContext,
  sessionId: string,
  start: Date,
  end: Date,
): Promise<void> {
  const own = and(
    eq(breakSessions.organizationId, ctx.organizationId),
    eq(breakSessions.timeSessionId, sessionId),
  );
  const startAt = sql`${start.toISOString()}::timestamptz`;
  const endAt = sql`${end.toISOString()}::timestamptz`;
  await tx
    .delete(breakSessions)
    .where(
      and(
        own,
        sql`(coalesce(${breakSessions.endTime}, ${endAt}) <= ${startAt} or ${breakSessions.startTime} >= ${endAt})`,
      ),
    );
  await tx
    .update(breakSessions)
    .set({
      startTime: sql`greatest(${breakSessions.startTime}, ${startAt})`,
      endTime: sql`least(coalesce(${breakSessions.endTime}, ${endAt}), ${endAt})`,
    })
    .where(own);
}
