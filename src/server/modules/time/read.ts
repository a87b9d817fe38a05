import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { BREAK_TYPES, SESSION_TYPES } from '../../../shared/enums';
import type { Session } from '../../../shared/schemas/time';
import type { Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { breakSessions, timeSessions } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';

export type SessionRow = typeof timeSessions.$inferSelect;
export type BreakRow = typeof breakSessions.$inferSelect & {
  breakType: (typeof BREAK_TYPES)[number];
};

/** Sessions of the caller's organization matching `filters`, newest first, with their breaks. */
export async function readSessions(
  tx: Transaction,
  ctx: TenantContext,
  filters: SQL[],
  limit?: number,
): Promise<Session[]> {
  const query = tx
    .select({
      session: timeSessions,
      projectName: projects.name,
      projectCode: projects.projectCode,
      projectBillable: projects.billable,
      activityName: projectActivities.name,
    })
    .from(timeSessions)
    .innerJoin(projects, eq(projects.id, timeSessions.projectId))
    .leftJoin(projectActivities, eq(projectActivities.id, timeSessions.activityId))
    .where(and(eq(timeSessions.organizationId, ctx.organizationId), ...filters))
    // As time_sessions_org_user_start_idx is ordered, so the newest come straight off the index.
    .orderBy(desc(timeSessions.startTime));
  const rows = limit ? await query.limit(limit) : await query;
  const breaks = await readBreaks(
    tx,
    ctx,
    rows.map((r) => r.session.id),
  );
  return rows.map((r) =>
    toSession(
      r,
      breaks.filter((b) => b.timeSessionId === r.session.id),
    ),
  );
}

/** A stored session with its project's and activity's names, as readSessions selects it. */
export type SessionWithNames = {
  session: SessionRow;
  projectName: string;
  projectCode: string | null;
  projectBillable: boolean;
  activityName: string | null;
};

/** A session as the API shows it, from its row, names and breaks (oldest first). */
export function toSession(r: SessionWithNames, breaks: readonly BreakRow[]): Session {
  return {
    id: r.session.id,
    projectId: r.session.projectId,
    projectName: r.projectName,
    projectCode: r.projectCode,
    activityId: r.session.activityId,
    activityName: r.activityName,
    startTime: r.session.startTime.toISOString(),
    endTime: r.session.endTime?.toISOString() ?? null,
    durationMinutes: r.session.durationMinutes,
    notes: r.session.sessionNotes,
    isBillable: r.session.isBillable && r.projectBillable,
    sessionType: r.session.sessionType as (typeof SESSION_TYPES)[number],
    isTimesheetEntry: r.session.isTimesheetEntry,
    isRunning: r.session.endTime === null,
    onBreak: r.session.endTime === null && breaks.some((b) => b.endTime === null),
    breaks: breaks.map((b) => ({
      id: b.id,
      breakType: b.breakType,
      startTime: b.startTime.toISOString(),
      endTime: b.endTime?.toISOString() ?? null,
    })),
  };
}

/** One session of the caller's organization, as the API shows it. */
export async function readSession(tx: Transaction, ctx: TenantContext, id: string) {
  const [session] = await readSessions(tx, ctx, [eq(timeSessions.id, id)]);
  return session!;
}

/** The breaks of these sessions, oldest first. */
export async function readBreaks(
  tx: Transaction,
  ctx: TenantContext,
  sessionIds: string[],
): Promise<BreakRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(breakSessions)
    .where(
      and(
        eq(breakSessions.organizationId, ctx.organizationId),
        anyOf(breakSessions.timeSessionId, sessionIds),
      ),
    )
    .orderBy(asc(breakSessions.startTime));
  return rows as BreakRow[];
}

/** A session's stored columns for the audit trail. */
export function sessionSnapshot(row: SessionRow) {
  const { createdAt: _c, updatedAt: _u, organizationId: _o, ...rest } = row;
  return rest;
}
