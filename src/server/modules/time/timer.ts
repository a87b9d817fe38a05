import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { workedMinutes } from '../../../shared/domain/duration';
import {
  NO_TIMER,
  type Session,
  SESSION_OVERLAPS,
  TIMER_RUNNING,
  type timerStartSchema,
  WEEK_LOCKED,
} from '../../../shared/schemas/time';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/pg-prepared-statements';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { auditLog } from '../../db/schema/audit';
import { breakSessions, timeSessions, timesheetWeeks } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { auditedBy, auditPlaceholders } from '../audit/change';
import { approvedWeeksTouching } from './approved-weeks';
import {
  anyOverlapping,
  checkTrackable,
  isUniqueViolation,
  personTimeLock,
  selectTrackableProject,
  timeZoneOf,
} from './checks';
import { fitBreaks } from './breaks';
import { type Clock, endAfter } from './clock';
import { readBreaks, readSessions, type SessionRow, toSession } from './read';

type TimerStart = z.output<typeof timerStartSchema>;

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
 * second one, also when two starts race: the later insert fails and answers 409. The busiest
 * write there is: the person's time lock comes with BEGIN, and the checks, the session and its
 * audit row are one prepared statement, which writes only when every check passes.
 */
export function startTimer(
  db: Database,
  ctx: TenantContext,
  input: TimerStart,
  clock: Clock,
): Promise<Session> {
  return withTenant(
    db,
    ctx,
    async (tx) => {
      const activityId = input.activityId ?? null;
      const now = clock();
      const values = {
        projectId: input.projectId,
        activityId,
        sessionNotes: input.notes ?? null,
        // As asked; the statement stores it only where the project is billable.
        isBillable: input.isBillable ?? true,
        sessionType: 'automatic',
        startTime: now,
      };
      const id = randomUUID();
      let found;
      try {
        [found] = await prepared(tx, 'timer_start', prepareStart).execute({
          ...values,
          id,
          organizationId: ctx.organizationId,
          userId: ctx.actorId,
          now: now.toISOString(),
          ...auditedBy(ctx, { entityType: 'time_session', entityId: id, newValues: values }),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'time_sessions_one_running_idx'))
          throw new AppError('conflict', TIMER_RUNNING);
        throw error;
      }
      const project = checkTrackable(found, activityId);
      if (project.running) throw new AppError('conflict', TIMER_RUNNING);
      if (project.overlaps) throw new AppError('conflict', SESSION_OVERLAPS);
      if (project.weekApproved) throw new AppError('conflict', WEEK_LOCKED);
      if (!project.started) throw new Error('timer_start: every check passed, nothing written');
      const row: SessionRow = {
        ...values,
        isBillable: project.billable && values.isBillable,
        id,
        organizationId: ctx.organizationId,
        userId: ctx.actorId,
        endTime: null,
        durationMinutes: null,
        isTimesheetEntry: false,
        createdAt: now,
        updatedAt: now,
      };
      const names = {
        projectName: project.name,
        projectCode: project.code,
        projectBillable: project.billable,
        activityName: project.activityName,
      };
      return toSession({ session: row, ...names }, []);
    },
    [personTimeLock(ctx.actorId)],
  );
}

/** A column list of an INSERT: the names alone, which may not name their table there. */
const columnList = (...columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/**
 * A timer's start in one statement: the checks (startChecks), and only when all of them pass,
 * the new session and its audit row. It answers the checks with whether it wrote, so a refusal
 * says why and changes nothing.
 */
function prepareStart(tx: Executor) {
  const p = sql.placeholder;
  const checks = tx.$with('checks').as(startChecks(tx));
  const s = timeSessions;
  const written = tx.$with('written', { isBillable: timeSessions.isBillable }).as(
    sql`insert into ${s} (${columnList(s.id, s.organizationId, s.userId, s.projectId, s.activityId, s.sessionNotes, s.isBillable, s.sessionType, s.startTime)})
      select ${p('id')}, ${p('organizationId')}, ${p('userId')}, ${checks.id}, ${p('activityId')},
        ${p('sessionNotes')}, ${checks.billable} and ${p('isBillable')}::boolean, ${p('sessionType')},
        ${p('startTime')}
      from ${checks}
      where not (${checks.running} or ${checks.overlaps} or ${checks.weekApproved})
        and (${p('activityId')}::uuid is null or ${checks.activityName} is not null)
      returning ${sql.identifier(s.isBillable.name)}`,
  );
  const a = auditLog;
  const audit = auditPlaceholders('CREATE');
  // The values asked for, with the billable flag as stored.
  const audited = tx.$with('audited', {}).as(
    sql`insert into ${a} (${columnList(a.organizationId, a.userId, a.entityType, a.entityId, a.action, a.newValues, a.ipAddress, a.userAgent)})
      select ${audit.organizationId}, ${audit.userId}, ${audit.entityType}, ${audit.entityId},
        ${audit.action},
        jsonb_set(${audit.newValues}, '{isBillable}', to_jsonb(${written.isBillable})),
        ${audit.ipAddress}, ${audit.userAgent}
      from ${written}`,
  );
  return tx
    .with(checks, written, audited)
    .select({
      id: checks.id,
      name: checks.name,
      code: checks.code,
      billable: checks.billable,
      activityName: checks.activityName,
      running: checks.running,
      overlaps: checks.overlaps,
      weekApproved: checks.weekApproved,
      started: sql<boolean>`exists (select 1 from ${written})`,
    })
    .from(checks)
    .prepare('timer_start');
}

/** The stopped session's end and minutes and its audit row, in one statement. */
function prepareStopWrite(tx: Executor) {
  const p = sql.placeholder;
  const written = tx.$with('written').as(
    tx
      .update(timeSessions)
      .set({
        endTime: sql`${p('endTime')}::timestamptz`,
        durationMinutes: sql`${p('durationMinutes')}::integer`,
        // Not the column's onUpdate: that value would be the one of the day it was prepared.
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(timeSessions.id, p('sessionId')),
          eq(timeSessions.organizationId, p('organizationId')),
        ),
      ),
  );
  return tx
    .with(written)
    .insert(auditLog)
    .values(auditPlaceholders('UPDATE'))
    .prepare('timer_stop_write');
}

/**
 * Before a timer starts: the project and activity (as getTrackableProject), whether the person
 * has a timer running, whether now overlaps a session of theirs (as refuseOverlap, for a
 * session starting now) and whether now is in an approved week (as refuseApprovedWeeks).
 */
function startChecks(tx: Executor) {
  const organizationId = sql.placeholder('organizationId');
  const userId = sql.placeholder('userId');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const justAfter = sql`(${now} + interval '1 millisecond')`;
  const timeZone = timeZoneOf({ organizationId }, userId);
  return selectTrackableProject(
    tx,
    { organizationId },
    sql.placeholder('projectId'),
    sql`${sql.placeholder('activityId')}::uuid`,
    {
      running: sql<boolean>`exists (select 1 from ${timeSessions} where ${and(
        eq(timeSessions.organizationId, organizationId),
        eq(timeSessions.userId, userId),
        isNull(timeSessions.endTime),
      )})`.as('running'),
      overlaps: sql<boolean>`${anyOverlapping(organizationId, userId, now, justAfter, now)}`.as(
        'overlaps',
      ),
      weekApproved:
        sql<boolean>`exists (select 1 from ${timesheetWeeks} where ${approvedWeeksTouching(
          organizationId,
          userId,
          timeZone,
          [{ first: now, last: now }],
        )})`.as('week_approved'),
    },
  );
}

/**
 * Stops the running session: ends an open break, then stores the end and the whole minutes
 * worked without unpaid breaks. Stopping is never refused, not even in a week approved while
 * the timer ran; when a session entered meanwhile starts before now, the timer ends where that
 * session begins, so sessions never overlap.
 *
 * The busiest write after the start: one prepared statement locks the session and, when it has
 * no breaks, stores its end and minutes with the audit row. A session with breaks has them fitted
 * to its end first, and is written after.
 */
export function stopTimer(db: Database, ctx: TenantContext, clock: Clock): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const [running] = await prepared(tx, 'timer_stop', prepareStop).execute({
      organizationId: ctx.organizationId,
      userId: ctx.actorId,
      now: clock().toISOString(),
      ...auditedBy(ctx, {
        entityType: 'time_session',
        // The statement writes the audit row for the session it found.
        entityId: null,
        oldValues: STOP_OLD_VALUES,
      }),
    });
    if (!running) throw new AppError('conflict', NO_TIMER);
    const { session, end: endTime, written } = running;
    if (written) return toSession({ ...running, session: { ...session, ...written } }, []);

    let breaks = await readBreaks(tx, ctx, [session.id]);
    const open = breaks.find((b) => b.endTime === null);
    if (open)
      await tx
        .update(breakSessions)
        .set({ endTime: endAfter(open.startTime, endTime) })
        .where(
          and(eq(breakSessions.id, open.id), eq(breakSessions.organizationId, ctx.organizationId)),
        );
    await fitBreaks(tx, ctx, session.id, session.startTime, endTime);
    breaks = await readBreaks(tx, ctx, [session.id]);
    const values = {
      endTime,
      durationMinutes: workedMinutes(session.startTime, endTime, breaks),
    };
    await prepared(tx, 'timer_stop_write', prepareStopWrite).execute({
      endTime: values.endTime.toISOString(),
      durationMinutes: values.durationMinutes,
      sessionId: session.id,
      organizationId: ctx.organizationId,
      ...auditedBy(ctx, {
        entityType: 'time_session',
        entityId: session.id,
        oldValues: STOP_OLD_VALUES,
        newValues: values,
      }),
    });
    return toSession({ ...running, session: { ...session, ...values } }, breaks);
  });
}

/** What a stop changes, as the audit row records it before. */
const STOP_OLD_VALUES = { endTime: null, durationMinutes: null };

/** An instant as JSON gives a Date (toISOString), for values built in SQL. */
const isoInstant = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A stop in one statement. `running` is the caller's running session, locked, with whether it has
 * breaks and where it ends: now, or where the first session of theirs entered meanwhile begins
 * when that is before now, and never at or before its start (endAfter). When it has no breaks,
 * `written` stores that end and the whole minutes (workedMinutes without breaks) and `audited`
 * records them. It answers the session as it was, with its names, its end, and what was written.
 */
function prepareStop(tx: Executor) {
  const organizationId = sql.placeholder('organizationId');
  const userId = sql.placeholder('userId');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const later = alias(timeSessions, 'later');
  const s = timeSessions;
  const nextStart = tx
    .select({ start: sql`min(${later.startTime})` })
    .from(later)
    .where(
      and(
        eq(later.organizationId, organizationId),
        eq(later.userId, userId),
        ne(later.id, s.id),
        gt(later.startTime, s.startTime),
        sql`${later.startTime} < ${now}`,
      ),
    );
  const until = sql`coalesce((${nextStart}), ${now})`;
  const running = tx.$with('running').as(
    tx
      .select({
        id: s.id,
        start: sql`${s.startTime}`.as('start'),
        end: sql`case when ${until} > ${s.startTime} then ${until}
          else ${s.startTime} + interval '1 millisecond' end`.as('end'),
        hasBreaks: sql<boolean>`exists (select 1 from ${breakSessions} where ${and(
          eq(breakSessions.organizationId, organizationId),
          eq(breakSessions.timeSessionId, s.id),
        )})`.as('has_breaks'),
      })
      .from(s)
      .where(and(eq(s.organizationId, organizationId), eq(s.userId, userId), isNull(s.endTime)))
      .for('update'),
  );
  const written = tx
    .$with('written', { endTime: s.endTime, durationMinutes: s.durationMinutes })
    .as(
      sql`update ${s} set ${sql.identifier(s.endTime.name)} = ${running.end},
          ${sql.identifier(s.durationMinutes.name)} =
            floor(extract(epoch from ${running.end} - ${running.start}) / 60)::integer,
          ${sql.identifier(s.updatedAt.name)} = now()
        from ${running}
        where ${s.id} = ${running.id} and ${s.organizationId} = ${organizationId}
          and not ${running.hasBreaks}
        returning ${s.endTime}, ${s.durationMinutes}`,
    );
  const a = auditLog;
  const audit = auditPlaceholders('UPDATE');
  const audited = tx.$with('audited', {}).as(
    sql`insert into ${a} (${columnList(a.organizationId, a.userId, a.entityType, a.entityId, a.action, a.oldValues, a.newValues, a.ipAddress, a.userAgent)})
      select ${audit.organizationId}, ${audit.userId}, ${audit.entityType}, ${running.id},
        ${audit.action}, ${audit.oldValues},
        jsonb_build_object('endTime', ${isoInstant(sql`${written.endTime}`)},
          'durationMinutes', ${written.durationMinutes}),
        ${audit.ipAddress}, ${audit.userAgent}
      from ${running}, ${written}`,
  );
  return tx
    .with(running, written, audited)
    .select({
      session: timeSessions,
      projectName: projects.name,
      projectCode: projects.projectCode,
      projectBillable: projects.billable,
      activityName: projectActivities.name,
      end: sql<Date>`${running.end}`.mapWith(s.endTime),
      written: { endTime: written.endTime, durationMinutes: written.durationMinutes },
    })
    .from(running)
    .innerJoin(timeSessions, eq(timeSessions.id, running.id))
    .innerJoin(projects, eq(projects.id, timeSessions.projectId))
    .leftJoin(projectActivities, eq(projectActivities.id, timeSessions.activityId))
    .leftJoin(written, sql`true`)
    .prepare('timer_stop');
}
