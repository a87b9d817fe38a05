import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { workedMinutes } from '../../../shared/domain/duration';
import {
  END_BEFORE_START,
  type Session,
  SESSION_NOT_FOUND,
  type sessionInputSchema,
  type sessionsQuerySchema,
  type sessionUpdateSchema,
} from '../../../shared/schemas/time';
import type { Database, Transaction } from '../../db/client';
import { timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { refuseApprovedWeeks } from './approved-weeks';
import {
  getPerson,
  getTrackableProject,
  localDays,
  localInstant,
  localTodayOf,
  lockPersonTime,
  overlapping,
  refuseOverlap,
} from './checks';
import { fitBreaks } from './breaks';
import type { Clock } from './clock';
import { readBreaks, readSession, readSessions, type SessionRow, sessionSnapshot } from './read';

type SessionsQuery = z.output<typeof sessionsQuerySchema>;
type SessionInput = z.output<typeof sessionInputSchema>;
type SessionUpdate = z.output<typeof sessionUpdateSchema>;

const invalid = (path: string, message: string) =>
  new AppError('validation', message, [{ path, message }]);

/** The caller's sessions newest first: those overlapping the local days asked for, or the latest. */
export function findSessions(db: Database, ctx: TenantContext, query: SessionsQuery, clock: Clock) {
  return withTenant(db, ctx, async (tx) => {
    const filters = [eq(timeSessions.userId, ctx.actorId)];
    if (query.from || query.to) {
      const { timeZone } = await getPerson(tx, ctx, ctx.actorId);
      const days = await localDays(
        tx,
        timeZone,
        query.from ?? '1970-01-01',
        query.to ?? '9999-12-30',
      );
      filters.push(overlapping(ctx, ctx.actorId, days, clock()));
    }
    return readSessions(tx, ctx, filters, query.limit);
  });
}

/**
 * The caller's sessions that overlap today in their time zone: a timer running across
 * midnight is on both days.
 */
export function findTodaySessions(db: Database, ctx: TenantContext, clock: Clock) {
  return withTenant(db, ctx, async (tx) => {
    const now = clock();
    const { timeZone, day: date, span: today } = await localTodayOf(tx, ctx, ctx.actorId, now);
    const sessions = await readSessions(tx, ctx, [overlapping(ctx, ctx.actorId, today, now)]);
    return { date, timeZone, sessions };
  });
}

/** A finished session typed in by hand (session type manual). */
export function createSession(
  db: Database,
  ctx: TenantContext,
  input: SessionInput,
  clock: Clock,
): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    const activityId = input.activityId ?? null;
    const project = await getTrackableProject(tx, ctx, input.projectId, activityId);
    const { timeZone } = await getPerson(tx, ctx, ctx.actorId);
    const { start, end } = await resolveTimes(tx, timeZone, input, null);
    if (!end || end <= start) throw invalid('endTime', END_BEFORE_START);
    await refuseApprovedWeeks(tx, ctx, ctx.actorId, timeZone, [{ start, end }]);
    await refuseOverlap(tx, ctx, ctx.actorId, { start, end }, null, clock());
    const values = {
      projectId: project.id,
      activityId,
      startTime: start,
      endTime: end,
      durationMinutes: workedMinutes(start, end),
      sessionNotes: input.notes ?? null,
      isBillable: project.billable && (input.isBillable ?? true),
      sessionType: 'manual',
    };
    const [row] = await tx
      .insert(timeSessions)
      .values({ organizationId: ctx.organizationId, userId: ctx.actorId, ...values })
      .returning({ id: timeSessions.id });
    await auditCreate(tx, ctx, {
      entityType: 'time_session',
      entityId: row!.id,
      newValues: values,
    });
    return readSession(tx, ctx, row!.id);
  });
}

/**
 * Changes one of the caller's sessions. A running one keeps running: only its start can move,
 * and not past now. Breaks are cut to the new times and the minutes worked recounted.
 */
export function updateSession(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: SessionUpdate,
  clock: Clock,
): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    const before = await getOwnSession(tx, ctx, id);
    const projectId = input.projectId ?? before.projectId;
    const projectChanged = projectId !== before.projectId;
    const activityId =
      input.activityId !== undefined ? input.activityId : projectChanged ? null : before.activityId;
    const project = await getTrackableProject(tx, ctx, projectId, activityId);
    const { timeZone } = await getPerson(tx, ctx, ctx.actorId);
    const { start, end } = await resolveTimes(tx, timeZone, input, before);
    const now = clock();
    const isRunning = before.endTime === null;
    if (isRunning && end) throw invalid('endTime', 'Stop the timer to set its end time');
    if (isRunning && start > now)
      throw invalid('startTime', 'A running timer cannot start in the future');
    if (end && end <= start) throw invalid('endTime', END_BEFORE_START);
    await refuseApprovedWeeks(tx, ctx, ctx.actorId, timeZone, [
      { start: before.startTime, end: before.endTime },
      { start, end },
    ]);
    await refuseOverlap(tx, ctx, ctx.actorId, { start, end }, id, now);
    if (end) await fitBreaks(tx, ctx, id, start, end);
    const breaks = end ? await readBreaks(tx, ctx, [id]) : [];
    const values = {
      projectId,
      activityId,
      startTime: start,
      endTime: end,
      durationMinutes: end ? workedMinutes(start, end, breaks) : null,
      sessionNotes: input.notes !== undefined ? input.notes : before.sessionNotes,
      isBillable:
        project.billable &&
        (input.isBillable ?? (projectChanged ? project.billable : before.isBillable)),
    };
    await tx
      .update(timeSessions)
      .set(values)
      .where(and(eq(timeSessions.id, id), eq(timeSessions.organizationId, ctx.organizationId)));
    await auditUpdate(tx, ctx, {
      entityType: 'time_session',
      entityId: id,
      oldValues: sessionSnapshot(before),
      newValues: values,
    });
    return readSession(tx, ctx, id);
  });
}

/** Deletes one of the caller's sessions with its breaks. */
export function deleteSession(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    const before = await getOwnSession(tx, ctx, id);
    const { timeZone } = await getPerson(tx, ctx, ctx.actorId);
    await refuseApprovedWeeks(tx, ctx, ctx.actorId, timeZone, [
      { start: before.startTime, end: before.endTime },
    ]);
    await tx
      .delete(timeSessions)
      .where(and(eq(timeSessions.id, id), eq(timeSessions.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'time_session',
      entityId: id,
      oldValues: sessionSnapshot(before),
    });
  });
}

/** One of the caller's own sessions, locked; 404 for anyone else's, in any organization. */
async function getOwnSession(tx: Transaction, ctx: TenantContext, id: string): Promise<SessionRow> {
  const [row] = await tx
    .select()
    .from(timeSessions)
    .where(
      and(
        eq(timeSessions.id, id),
        eq(timeSessions.organizationId, ctx.organizationId),
        eq(timeSessions.userId, ctx.actorId),
      ),
    )
    .for('update');
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

type Times = Pick<SessionInput, 'date' | 'start' | 'end' | 'startTime' | 'endTime'>;

/** The instants the input stands for, local clock times read in the person's time zone. */
async function resolveTimes(
  tx: Transaction,
  timeZone: string,
  input: Times,
  before: SessionRow | null,
): Promise<{ start: Date; end: Date | null }> {
  if (input.date && input.start && input.end) {
    return {
      start: await localInstant(tx, timeZone, input.date, input.start),
      end: await localInstant(tx, timeZone, input.date, input.end),
    };
  }
  return {
    start: input.startTime ? new Date(input.startTime) : before!.startTime,
    end: input.endTime ? new Date(input.endTime) : (before?.endTime ?? null),
  };
}
