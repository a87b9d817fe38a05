import { and, eq, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_NOT_IN_PROJECT,
  PROJECT_REQUIRED,
  SESSION_OVERLAPS,
} from '../../../shared/schemas/time';
import type { Executor, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { timeSessions } from '../../db/schema/time';
import type { AdvisoryLock, TenantContext } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';

export const PERSON_NOT_FOUND = 'Person not found';
// Any constant: seeds the hash that turns a person's id into their advisory lock key.
const TIME_LOCK_SEED = 7_130_002;

const invalid = (path: string, message: string) =>
  new AppError('validation', message, [{ path, message }]);

/**
 * Serializes one person's changes to their time until the transaction ends, so the overlap
 * and lock checks of two requests at once see each other's rows.
 */
export async function lockPersonTime(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${userId}, ${TIME_LOCK_SEED}))`,
  );
}

/** lockPersonTime's lock, taken with BEGIN instead (withTenant's `locks`): a round trip less. */
export function personTimeLock(userId: string): AdvisoryLock {
  return { key: userId, seed: TIME_LOCK_SEED };
}

export type TrackableProject = {
  id: string;
  name: string;
  code: string | null;
  billable: boolean;
  activityName: string | null;
};

/**
 * The project, of the caller's organization, and the activity, of that project, time is put
 * on; one query, since starting a timer is the busiest write there is.
 */
export async function getTrackableProject(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  activityId: string | null,
): Promise<TrackableProject> {
  const [project] = await selectTrackableProject(tx, ctx, projectId, activityId ?? sql`null`, {});
  return checkTrackable(project, activityId);
}

/** The project and activity as getTrackableProject reads them, with `extra` columns. */
export function selectTrackableProject<Extra extends Record<string, SQL.Aliased | SQL>>(
  tx: Executor,
  ctx: { organizationId: Value },
  projectId: Value,
  activityId: Value,
  extra: Extra,
) {
  return tx
    .select({
      id: projects.id,
      name: projects.name,
      code: projects.projectCode,
      billable: projects.billable,
      // Named apart from the project's name, so that the select can stand as a CTE.
      activityName: sql<string | null>`${projectActivities.name}`.as('activity_name'),
      ...extra,
    })
    .from(projects)
    .leftJoin(
      projectActivities,
      and(
        eq(projectActivities.id, activityId),
        eq(projectActivities.projectId, projects.id),
        eq(projectActivities.organizationId, ctx.organizationId),
      ),
    )
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, ctx.organizationId)));
}

/** The project found, refused when missing or when the activity asked for is not in it. */
export function checkTrackable<T extends TrackableProject>(
  project: T | undefined,
  activityId: string | null,
): T {
  if (!project) throw invalid('projectId', PROJECT_REQUIRED);
  if (activityId && project.activityName === null)
    throw invalid('activityId', ACTIVITY_NOT_IN_PROJECT);
  return project;
}

/** A value of a statement: given now, or a placeholder of a prepared statement. */
export type Value = string | SQLWrapper;

/** The time zone of a person of the caller's organization, read inside a statement. */
export function timeZoneOf(ctx: { organizationId: Value }, userId: Value): SQL {
  return sql`(select ${profiles.timeZone} from ${profiles} where ${profiles.id} = ${userId} and ${profiles.organizationId} = ${ctx.organizationId})`;
}

/** A person of the caller's organization: their name and the time zone their days are in. */
export async function getPerson(tx: Transaction, ctx: TenantContext, userId: string) {
  const [person] = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      managerEmail: profiles.managerEmail,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.organizationId, ctx.organizationId)));
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return person;
}

export type Span = { start: Date; end: Date };

// Drizzle hands raw timestamps back as text: instants come out of raw SQL as epoch milliseconds.
const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;

/**
 * The span from the start of local day `from` to the end of local day `to` (dates) in
 * `timeZone`, as the columns `start` and `end` in epoch milliseconds.
 */
const spanColumns = (from: SQL, to: SQL, timeZone: SQL) =>
  sql`${epochMs(sql`${from}::timestamp at time zone ${timeZone}`)} as start,
      ${epochMs(sql`(${to} + 1)::timestamp at time zone ${timeZone}`)} as end`;

/** From the start of local day `from` to the end of local day `to` in `timeZone`, as instants. */
export async function localDays(
  tx: Transaction,
  timeZone: string,
  from: string,
  to: string,
): Promise<Span> {
  const { rows } = await tx.execute<{ start: number; end: number }>(
    sql`select ${spanColumns(sql`${from}::date`, sql`${to}::date`, sql`${timeZone}`)}`,
  );
  return { start: new Date(rows[0]!.start), end: new Date(rows[0]!.end) };
}

/**
 * A person's time zone, their local day (yyyy-mm-dd) at `instant` and that day's span, in one
 * statement: the dashboard and today's sessions start with them, and asked one after the other
 * (the person, the day, its span) they were three round trips.
 */
export async function localTodayOf(
  tx: Transaction,
  ctx: TenantContext,
  userId: string,
  instant: Date,
): Promise<{ timeZone: string; day: string; span: Span }> {
  const { rows } = await tx.execute<{ timeZone: string; day: string; start: number; end: number }>(
    sql`select p.time_zone as "timeZone", to_char(d.day, 'YYYY-MM-DD') as day,
               ${spanColumns(sql`d.day`, sql`d.day`, sql`p.time_zone`)}
        from ${profiles} p
        cross join lateral (
          select (${instant.toISOString()}::timestamptz at time zone p.time_zone)::date as day
        ) d
        where p.id = ${userId} and p.organization_id = ${ctx.organizationId}`,
  );
  const row = rows[0];
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return {
    timeZone: row.timeZone,
    day: row.day,
    span: { start: new Date(row.start), end: new Date(row.end) },
  };
}

/** The instant a local day and clock time (hh:mm) stand for in `timeZone`. */
export async function localInstant(
  tx: Transaction,
  timeZone: string,
  day: string,
  time: string,
): Promise<Date> {
  const { rows } = await tx.execute<{ at: number }>(
    sql`select ${epochMs(sql`(${day}::date + ${time}::time)::timestamp at time zone ${timeZone}`)} as at`,
  );
  return new Date(rows[0]!.at);
}

/** A stretch of time; one without an end is a running timer's. */
export type Stretch = { start: Date; end: Date | null };

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** Where a stretch ends for overlap: a running timer covers what has elapsed by `now`. */
const endOf = (stretch: Stretch, now: Date) =>
  stretch.end ?? new Date(Math.max(now.getTime(), stretch.start.getTime() + 1));

/**
 * Sessions of the person overlapping the stretch (touching is fine). A running session covers
 * the time elapsed so far: time ahead of `now` is free until the timer gets there.
 */
export function overlapping(ctx: TenantContext, userId: string, stretch: Stretch, now: Date): SQL {
  return overlappingSpan(
    ctx.organizationId,
    userId,
    at(stretch.start),
    at(endOf(stretch, now)),
    at(now),
  );
}

/** As overlapping, for a span from `start` to `end` given as timestamptz expressions. */
export function overlappingSpan(
  organizationId: Value,
  userId: Value,
  start: SQL,
  end: SQL,
  now: SQL,
): SQL {
  const { reaching, ways } = overlapOf(organizationId, userId, start, end, now);
  return and(reaching, sql`(${sql.join(ways, sql` or `)})`)!;
}

/**
 * Whether any session of the person overlaps the span (as overlappingSpan), one EXISTS for each
 * way a session can reach into it. For a prepared statement: planned once for any values, the
 * single condition's OR reads all of the person's sessions, each EXISTS one index lookup.
 */
export function anyOverlapping(
  organizationId: Value,
  userId: Value,
  start: SQL,
  end: SQL,
  now: SQL,
): SQL {
  const { reaching, ways } = overlapOf(organizationId, userId, start, end, now);
  const found = ways.map(
    (way) => sql`exists (select 1 from ${timeSessions} where ${and(reaching, way)})`,
  );
  return sql`(${sql.join(found, sql` or `)})`;
}

/**
 * The person's sessions reaching past the span's start, and the ways they can reach into it.
 * A person's finished sessions never overlap (every way in refuses it), so a session reaching
 * into the span either starts inside it, or is the latest one starting before it, or is a
 * running timer, which entries made ahead of it may have overtaken (it ends where the first of
 * them begins when stopped). Three index lookups, however long the person's history.
 */
function overlapOf(organizationId: Value, userId: Value, start: SQL, end: SQL, now: SQL) {
  const runningEnd = sql`greatest(${timeSessions.startTime} + interval '1 millisecond', ${now})`;
  const earlier = alias(timeSessions, 'earlier');
  const latestBefore = sql`(select ${earlier.id} from ${timeSessions} as ${sql.identifier('earlier')} where ${and(
    eq(earlier.organizationId, organizationId),
    eq(earlier.userId, userId),
  )} and ${earlier.startTime} < ${start} order by ${earlier.startTime} desc limit 1)`;
  return {
    reaching: and(
      eq(timeSessions.organizationId, organizationId),
      eq(timeSessions.userId, userId),
      sql`coalesce(${timeSessions.endTime}, ${runningEnd}) > ${start}`,
    )!,
    ways: [
      sql`(${timeSessions.startTime} >= ${start} and ${timeSessions.startTime} < ${end})`,
      sql`${timeSessions.id} = ${latestBefore}`,
      sql`(${timeSessions.endTime} is null and ${timeSessions.startTime} < ${start})`,
    ],
  };
}

/** 409 when the stretch overlaps another session of the person's. */
export async function refuseOverlap(
  tx: Transaction,
  ctx: TenantContext,
  userId: string,
  stretch: Stretch,
  exceptId: string | null,
  now: Date,
): Promise<void> {
  const filters = [overlapping(ctx, userId, stretch, now)];
  if (exceptId) filters.push(ne(timeSessions.id, exceptId));
  const [other] = await tx
    .select({ id: timeSessions.id })
    .from(timeSessions)
    .where(and(...filters))
    .limit(1);
  if (other) throw new AppError('conflict', SESSION_OVERLAPS);
}

/** The caller's running session, locked, or null. */
export async function findRunningSession(tx: Transaction, ctx: TenantContext) {
  const [running] = await tx
    .select()
    .from(timeSessions)
    .where(
      and(
        eq(timeSessions.organizationId, ctx.organizationId),
        eq(timeSessions.userId, ctx.actorId),
        isNull(timeSessions.endTime),
      ),
    )
    .for('update');
  return running ?? null;
}

/** Whether `error` (or what caused it) is Postgres refusing a duplicate in `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' && e.constraint === constraint) return true;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}
