import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { workedMinutes } from '../../../shared/domain/duration';
import {
  ALREADY_ON_BREAK,
  type breakStartSchema,
  NO_TIMER,
  NOT_ON_BREAK,
  type Session,
  TIMER_RUNNING,
  type timerStartSchema,
} from '../../../shared/schemas/time';
import type { Database, Transaction } from '../../db/client';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { breakSessions, timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { auditCreate, auditUpdate } from '../audit/change';
import { refuseApprovedWeeks } from '../timesheets/lock';
import {
  findRunningSession,
  getTrackableProject,
  isUniqueViolation,
  lockPersonTime,
  refuseOverlap,
  timeZoneOf,
} from './checks';
import { findOpenBreak, fitBreaks } from './breaks';
import { type Clock, endAfter } from './clock';
import { readBreaks, readSession, readSessions, type SessionRow, toSession } from './read';

type TimerStart = z.output<typeof timerStartSchema>;
type BreakStart = z.output<typeof breakStartSchema>;

/** The caller's running session with its breaks, or null. */
export function getRunningTimer(db: Database, ctx: TenantContext): Promise<Session | null> {
  return withTenant(db, ctx, async (tx) => {
    const [running] = await readSessions(
      tx,
      ctx,
      [eq(timeSessions.userId, ctx.actorId), isNull(timeSessions.endTime)],
      1,
    );
    return running ?? null;
  });
}

/**
 * Starts the caller's timer now. The partial unique index on running sessions is what refuses a
 * second one, also when two starts race: the later insert fails and answers 409.
 */
export function startTimer(
  db: Database,
  ctx: TenantContext,
  input: TimerStart,
  clock: Clock,
): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    const activityId = input.activityId ?? null;
    const project = await getTrackableProject(tx, ctx, input.projectId, activityId);
    const now = clock();
    const values = {
      projectId: project.id,
      activityId,
      sessionNotes: input.notes ?? null,
      isBillable: project.billable && (input.isBillable ?? true),
      sessionType: 'automatic',
      startTime: now,
    };
    let row: SessionRow;
    try {
      [row] = (await tx
        .insert(timeSessions)
        .values({ organizationId: ctx.organizationId, userId: ctx.actorId, ...values })
        .returning()) as [SessionRow];
    } catch (error) {
      if (isUniqueViolation(error, 'time_sessions_one_running_idx'))
        throw new AppError('conflict', TIMER_RUNNING);
      throw error;
    }
    await refuseOverlap(tx, ctx, ctx.actorId, { start: row.startTime, end: null }, row.id, now);
    await refuseApprovedWeeks(tx, ctx, ctx.actorId, timeZoneOf(ctx, ctx.actorId), [
      { start: row.startTime, end: null },
    ]);
    await auditCreate(tx, ctx, { entityType: 'time_session', entityId: row.id, newValues: values });
    const names = {
      projectName: project.name,
      projectCode: project.code,
      projectBillable: project.billable,
      activityName: project.activityName,
    };
    return toSession({ session: row, ...names }, []);
  });
}

/** Opens a break in the running session (unpaid unless told otherwise). */
export function startBreak(
  db: Database,
  ctx: TenantContext,
  input: BreakStart,
  clock: Clock,
): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const running = await requireRunning(tx, ctx);
    if (await findOpenBreak(tx, ctx, running.id)) throw new AppError('conflict', ALREADY_ON_BREAK);
    const values = { timeSessionId: running.id, breakType: input.breakType, startTime: clock() };
    const [row] = await tx
      .insert(breakSessions)
      .values({ organizationId: ctx.organizationId, ...values })
      .returning({ id: breakSessions.id });
    await auditCreate(tx, ctx, {
      entityType: 'break_session',
      entityId: row!.id,
      newValues: values,
    });
    return readSession(tx, ctx, running.id);
  });
}

/** Ends the running session's open break. */
export function resumeTimer(db: Database, ctx: TenantContext, clock: Clock): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const running = await requireRunning(tx, ctx);
    const open = await findOpenBreak(tx, ctx, running.id);
    if (!open) throw new AppError('conflict', NOT_ON_BREAK);
    const endTime = endAfter(open.startTime, clock());
    await tx
      .update(breakSessions)
      .set({ endTime })
      .where(
        and(eq(breakSessions.id, open.id), eq(breakSessions.organizationId, ctx.organizationId)),
      );
    await auditUpdate(tx, ctx, {
      entityType: 'break_session',
      entityId: open.id,
      oldValues: { endTime: null },
      newValues: { endTime },
    });
    return readSession(tx, ctx, running.id);
  });
}

/**
 * Stops the running session: ends an open break, then stores the end and the whole minutes
 * worked without unpaid breaks. Stopping is never refused, not even in a week approved while
 * the timer ran; when a session entered meanwhile starts before now, the timer ends where that
 * session begins, so sessions never overlap.
 */
export function stopTimer(db: Database, ctx: TenantContext, clock: Clock): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const now = clock();
    const running = await lockRunningForStop(tx, ctx, now);
    if (!running) throw new AppError('conflict', NO_TIMER);
    const { session } = running;
    const endTime = endAfter(session.startTime, running.nextStart ?? now);
    let breaks = await readBreaks(tx, ctx, [session.id]);
    if (breaks.length > 0) {
      const open = breaks.find((b) => b.endTime === null);
      if (open)
        await tx
          .update(breakSessions)
          .set({ endTime: endAfter(open.startTime, endTime) })
          .where(
            and(
              eq(breakSessions.id, open.id),
              eq(breakSessions.organizationId, ctx.organizationId),
            ),
          );
      await fitBreaks(tx, ctx, session.id, session.startTime, endTime);
      breaks = await readBreaks(tx, ctx, [session.id]);
    }
    const values = {
      endTime,
      durationMinutes: workedMinutes(session.startTime, endTime, breaks),
    };
    await tx
      .update(timeSessions)
      .set(values)
      .where(
        and(eq(timeSessions.id, session.id), eq(timeSessions.organizationId, ctx.organizationId)),
      );
    await auditUpdate(tx, ctx, {
      entityType: 'time_session',
      entityId: session.id,
      oldValues: { endTime: null, durationMinutes: null },
      newValues: values,
    });
    return toSession({ ...running, session: { ...session, ...values } }, breaks);
  });
}

/**
 * The caller's running session, locked, with its names and the start of the first session of
 * theirs entered meanwhile that begins before `now` (where the timer has to end), in one query.
 */
async function lockRunningForStop(tx: Transaction, ctx: TenantContext, now: Date) {
  const later = alias(timeSessions, 'later');
  const [running] = await tx
    .select({
      session: timeSessions,
      projectName: projects.name,
      projectCode: projects.projectCode,
      projectBillable: projects.billable,
      activityName: projectActivities.name,
      nextStart: sql<Date | null>`(${tx
        .select({ start: sql`(extract(epoch from min(${later.startTime})) * 1000)::float8` })
        .from(later)
        .where(
          and(
            eq(later.organizationId, ctx.organizationId),
            eq(later.userId, ctx.actorId),
            ne(later.id, timeSessions.id),
            gt(later.startTime, timeSessions.startTime),
            lt(later.startTime, now),
          ),
        )})`.mapWith((ms: number | string | null) => (ms === null ? null : new Date(Number(ms)))),
    })
    .from(timeSessions)
    .innerJoin(projects, eq(projects.id, timeSessions.projectId))
    .leftJoin(projectActivities, eq(projectActivities.id, timeSessions.activityId))
    .where(
      and(
        eq(timeSessions.organizationId, ctx.organizationId),
        eq(timeSessions.userId, ctx.actorId),
        isNull(timeSessions.endTime),
      ),
    )
    .for('update', { of: timeSessions });
  return running ?? null;
}

async function requireRunning(tx: Transaction, ctx: TenantContext): Promise<SessionRow> {
  const running = await findRunningSession(tx, ctx);
  if (!running) throw new AppError('conflict', NO_TIMER);
  return running;
}
