import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, weekDays } from '../../../shared/domain/week';
import type { TimesheetWeek } from '../../../shared/schemas/timesheets';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { timeSessions, timesheetRows, timesheetWeeks } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';
import { localDays } from '../time/checks';

export type Person = { id: string; fullName: string; timeZone: string };
type RowKey = { projectId: string; activityId: string | null };

const reviewer = alias(profiles, 'reviewer');
const keyOf = (row: RowKey) => `${row.projectId}:${row.activityId ?? ''}`;

/**
 * A person's week as a grid: a row per project/activity that has time or was kept on the grid,
 * minutes per local day (a session counts on the day it starts; running ones not yet), totals
 * and the week's approval status.
 */
export async function readWeek(
  tx: Transaction,
  ctx: TenantContext,
  person: Person,
  weekStart: string,
): Promise<TimesheetWeek> {
  const days = weekDays(weekStart);
  const span = await localDays(tx, person.timeZone, weekStart, addDays(weekStart, 6));
  const sessions = await tx
    .select({
      projectId: timeSessions.projectId,
      activityId: timeSessions.activityId,
      day: sql<string>`to_char(${timeSessions.startTime} at time zone ${person.timeZone}, 'YYYY-MM-DD')`,
      minutes: timeSessions.durationMinutes,
      billable: sql<boolean>`(${timeSessions.isBillable} and ${projects.billable})`,
    })
    .from(timeSessions)
    .innerJoin(projects, eq(projects.id, timeSessions.projectId))
    .where(
      and(
        eq(timeSessions.organizationId, ctx.organizationId),
        eq(timeSessions.userId, person.id),
        gte(timeSessions.startTime, span.start),
        lt(timeSessions.startTime, span.end),
        isNotNull(timeSessions.endTime),
      ),
    );
  const kept = await findKeptRows(tx, ctx, person.id, weekStart);
  const rows = new Map<string, RowKey & { minutes: number[] }>();
  for (const key of [...kept, ...sessions]) {
    if (!rows.has(keyOf(key)))
      rows.set(keyOf(key), {
        projectId: key.projectId,
        activityId: key.activityId,
        minutes: Array(7).fill(0),
      });
  }
  let billableMinutes = 0;
  for (const session of sessions) {
    const minutes = session.minutes ?? 0;
    const day = days.indexOf(session.day);
    if (day < 0) continue;
    rows.get(keyOf(session))!.minutes[day]! += minutes;
    if (session.billable) billableMinutes += minutes;
  }
  const names = await readNames(tx, ctx, [...rows.values()]);
  const grid = [...rows.values()]
    .map((row) => ({
      projectId: row.projectId,
      projectName: names.projects.get(row.projectId)?.name ?? '',
      projectCode: names.projects.get(row.projectId)?.projectCode ?? null,
      activityId: row.activityId,
      activityName: row.activityId ? (names.activities.get(row.activityId) ?? null) : null,
      minutes: row.minutes,
      totalMinutes: row.minutes.reduce((sum, m) => sum + m, 0),
    }))
    .sort(
      (a, b) =>
        a.projectName.localeCompare(b.projectName) ||
        (a.activityName ?? '').localeCompare(b.activityName ?? ''),
    );
  const dayTotals = days.map((_, i) => grid.reduce((sum, row) => sum + row.minutes[i]!, 0));
  const [sheet] = await tx
    .select({ week: timesheetWeeks, reviewerName: reviewer.fullName })
    .from(timesheetWeeks)
    .leftJoin(reviewer, eq(reviewer.id, timesheetWeeks.reviewedBy))
    .where(
      and(
        eq(timesheetWeeks.organizationId, ctx.organizationId),
        eq(timesheetWeeks.userId, person.id),
        eq(timesheetWeeks.weekStart, weekStart),
      ),
    );
  const status = (sheet?.week.status ?? 'open') as TimesheetWeek['status'];
  return {
    weekStart,
    days,
    person: { id: person.id, fullName: person.fullName },
    rows: grid,
    dayTotals,
    totalMinutes: dayTotals.reduce((sum, m) => sum + m, 0),
    billableMinutes,
    status,
    isLocked: status === 'approved',
    timesheet: sheet
      ? {
          id: sheet.week.id,
          submittedAt: sheet.week.submittedAt.toISOString(),
          reviewedBy:
            sheet.week.reviewedBy && sheet.reviewerName
              ? { id: sheet.week.reviewedBy, fullName: sheet.reviewerName }
              : null,
          reviewedAt: sheet.week.reviewedAt?.toISOString() ?? null,
          reviewNote: sheet.week.reviewNote,
        }
      : null,
  };
}

/** The rows kept on a person's grid for a week, with or without time. */
export function findKeptRows(
  tx: Transaction,
  ctx: TenantContext,
  userId: string,
  weekStart: string,
): Promise<RowKey[]> {
  return tx
    .select({ projectId: timesheetRows.projectId, activityId: timesheetRows.activityId })
    .from(timesheetRows)
    .where(
      and(
        eq(timesheetRows.organizationId, ctx.organizationId),
        eq(timesheetRows.userId, userId),
        eq(timesheetRows.weekStart, weekStart),
      ),
    );
}

async function readNames(tx: Transaction, ctx: TenantContext, rows: RowKey[]) {
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const activityIds = [...new Set(rows.flatMap((r) => (r.activityId ? [r.activityId] : [])))];
  const projectRows = projectIds.length
    ? await tx
        .select({ id: projects.id, name: projects.name, projectCode: projects.projectCode })
        .from(projects)
        .where(
          and(eq(projects.organizationId, ctx.organizationId), inArray(projects.id, projectIds)),
        )
    : [];
  const activityRows = activityIds.length
    ? await tx
        .select({ id: projectActivities.id, name: projectActivities.name })
        .from(projectActivities)
        .where(
          and(
            eq(projectActivities.organizationId, ctx.organizationId),
            inArray(projectActivities.id, activityIds),
          ),
        )
    : [];
  return {
    projects: new Map(projectRows.map((p) => [p.id, p])),
    activities: new Map(activityRows.map((a) => [a.id, a.name])),
  };
}
