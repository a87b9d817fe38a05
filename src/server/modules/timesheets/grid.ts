import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findFreeSlot } from '../../../shared/domain/free-slot';
import { formatDuration } from '../../../shared/domain/parse-duration';
import { addDays } from '../../../shared/domain/week';
import { SESSION_OVERLAPS } from '../../../shared/schemas/time';
import type {
  cellInputSchema,
  rowRemoveSchema,
  TimesheetWeek,
} from '../../../shared/schemas/timesheets';
import type { Database, Transaction } from '../../db/client';
import { timeSessions, timesheetRows } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import { refuseApprovedWeek } from '../time/approved-weeks';
import {
  getPerson,
  getTrackableProject,
  localDays,
  localInstant,
  lockPersonTime,
  overlapping,
} from '../time/checks';
import type { Clock } from '../time/clock';
import { sessionSnapshot } from '../time/read';
import { findKeptRows, readWeek } from './read';

type CellInput = z.output<typeof cellInputSchema>;
type RowInput = z.output<typeof rowRemoveSchema>;

// Where a typed-in entry goes when the day is free: 09:00 local, like a working day.
const GRID_ENTRY_START = '09:00';

/** The caller's week. */
export function getWeek(db: Database, ctx: TenantContext, weekStart: string) {
  return withTenant(db, ctx, async (tx) =>
    readWeek(tx, ctx, await getPerson(tx, ctx, ctx.actorId), weekStart),
  );
}

/**
 * Sets a cell of the caller's grid to the minutes typed (what the cell then shows). Time tracked
 * in the cell by the timer or by hand stays; the cell's one grid entry is replaced by the rest,
 * placed in a free stretch of that local day.
 */
export function setCell(
  db: Database,
  ctx: TenantContext,
  input: CellInput,
  clock: Clock,
): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    await refuseApprovedWeek(tx, ctx, ctx.actorId, input.weekStart);
    const activityId = input.activityId ?? null;
    const project = await getTrackableProject(tx, ctx, input.projectId, activityId);
    const person = await getPerson(tx, ctx, ctx.actorId);
    const day = await localDays(tx, person.timeZone, input.day, input.day);
    const inCell = and(
      eq(timeSessions.organizationId, ctx.organizationId),
      eq(timeSessions.userId, ctx.actorId),
      eq(timeSessions.projectId, project.id),
      activityId ? eq(timeSessions.activityId, activityId) : isNull(timeSessions.activityId),
      gte(timeSessions.startTime, day.start),
      lt(timeSessions.startTime, day.end),
    )!;
    const [tracked] = await tx
      .select({ minutes: sql<number>`coalesce(sum(${timeSessions.durationMinutes}), 0)::int` })
      .from(timeSessions)
      .where(and(inCell, eq(timeSessions.isTimesheetEntry, false)));
    const entryMinutes = input.duration - tracked!.minutes;
    if (entryMinutes < 0)
      throw new AppError(
        'conflict',
        `This day already has ${formatDuration(tracked!.minutes)} tracked on this row; change those sessions instead`,
      );
    const replaced = await tx
      .delete(timeSessions)
      .where(and(inCell, eq(timeSessions.isTimesheetEntry, true)))
      .returning();
    for (const old of replaced)
      await auditDelete(tx, ctx, {
        entityType: 'time_session',
        entityId: old.id,
        oldValues: sessionSnapshot(old),
      });
    await keepRows(tx, ctx, input.weekStart, [{ projectId: project.id, activityId }]);
    if (entryMinutes > 0) {
      const now = clock();
      const busy = await tx
        .select({ start: timeSessions.startTime, end: timeSessions.endTime })
        .from(timeSessions)
        .where(overlapping(ctx, ctx.actorId, day, now));
      const start = findFreeSlot({
        within: day,
        preferredStart: await localInstant(tx, person.timeZone, input.day, GRID_ENTRY_START),
        busy: busy.map((b) => ({
          start: b.start,
          end: b.end ?? new Date(Math.max(now.getTime(), b.start.getTime() + 1)),
        })),
        minutes: entryMinutes,
      });
      if (!start) throw new AppError('conflict', SESSION_OVERLAPS);
      const values = {
        projectId: project.id,
        activityId,
        startTime: start,
        endTime: new Date(start.getTime() + entryMinutes * 60_000),
        durationMinutes: entryMinutes,
        isBillable: project.billable,
        sessionType: 'manual',
        isTimesheetEntry: true,
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
    }
    return readWeek(tx, ctx, person, input.weekStart);
  });
}

/**
 * Puts last week's rows on the caller's grid for this week, without their time: people working
 * on the same projects week after week then only type the hours (kimai#312, kimai#5533).
 */
export function copyLastWeek(
  db: Database,
  ctx: TenantContext,
  weekStart: string,
): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    await refuseApprovedWeek(tx, ctx, ctx.actorId, weekStart);
    const person = await getPerson(tx, ctx, ctx.actorId);
    const lastWeek = await readWeek(tx, ctx, person, addDays(weekStart, -7));
    await keepRows(tx, ctx, weekStart, lastWeek.rows);
    return readWeek(tx, ctx, person, weekStart);
  });
}

/** Takes a row off the caller's grid; a row with time this week stays until its cells are cleared. */
export function removeRow(
  db: Database,
  ctx: TenantContext,
  input: RowInput,
): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    await refuseApprovedWeek(tx, ctx, ctx.actorId, input.weekStart);
    const person = await getPerson(tx, ctx, ctx.actorId);
    const activityId = input.activityId ?? null;
    // Refused like a cell is when the project or activity is not the organization's.
    await getTrackableProject(tx, ctx, input.projectId, activityId);
    const week = await readWeek(tx, ctx, person, input.weekStart);
    const row = week.rows.find(
      (r) => r.projectId === input.projectId && r.activityId === activityId,
    );
    if (row && row.totalMinutes > 0)
      throw new AppError('conflict', 'This row has time this week; clear its cells first');
    const removed = await tx
      .delete(timesheetRows)
      .where(and(ownRows(ctx, input.weekStart), sameRow(input.projectId, activityId)))
      .returning({ id: timesheetRows.id });
    for (const { id } of removed)
      await auditDelete(tx, ctx, {
        entityType: 'timesheet_row',
        entityId: id,
        oldValues: { weekStart: input.weekStart, projectId: input.projectId, activityId },
      });
    return readWeek(tx, ctx, person, input.weekStart);
  });
}

/** Keeps these rows on the caller's grid for the week (those already there stay as they are). */
async function keepRows(
  tx: Transaction,
  ctx: TenantContext,
  weekStart: string,
  rows: { projectId: string; activityId: string | null }[],
) {
  const kept = await findKeptRows(tx, ctx, ctx.actorId, weekStart);
  const missing = rows.filter(
    (row) => !kept.some((k) => k.projectId === row.projectId && k.activityId === row.activityId),
  );
  if (missing.length === 0) return;
  const added = await tx
    .insert(timesheetRows)
    .values(
      missing.map((row) => ({
        organizationId: ctx.organizationId,
        userId: ctx.actorId,
        weekStart,
        projectId: row.projectId,
        activityId: row.activityId,
      })),
    )
    .onConflictDoNothing()
    .returning();
  for (const row of added)
    await auditCreate(tx, ctx, {
      entityType: 'timesheet_row',
      entityId: row.id,
      newValues: { weekStart, projectId: row.projectId, activityId: row.activityId },
    });
}

const ownRows = (ctx: TenantContext, weekStart: string): SQL =>
  and(
    eq(timesheetRows.organizationId, ctx.organizationId),
    eq(timesheetRows.userId, ctx.actorId),
    eq(timesheetRows.weekStart, weekStart),
  )!;

const sameRow = (projectId: string, activityId: string | null): SQL =>
  and(
    eq(timesheetRows.projectId, projectId),
    activityId ? eq(timesheetRows.activityId, activityId) : isNull(timesheetRows.activityId),
  )!;
