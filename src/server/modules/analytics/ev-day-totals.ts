import { count, type SQL, sql } from 'drizzle-orm';
import type { EvDayTotals } from '../../../shared/domain/earned-value';
import type { Transaction } from '../../db/client';
import { projectActivities } from '../../db/schema/portfolio';

export type ProjectEvDayTotals = EvDayTotals & { activities: number };

export const NO_ACTIVITIES: ProjectEvDayTotals = {
  activities: 0,
  length: 0,
  plannedDays: 0,
  earnedDayPercent: 0,
};

// An activity's length in days as lengthInDays counts it: none for a milestone.
const length = sql<number>`(case when ${projectActivities.isMilestone} then 0 else ${projectActivities.endDate} - ${projectActivities.startDate} + 1 end)`;

/**
 * Earned value's day totals (evDayTotals in shared/domain/earned-value.ts) of the projects
 * whose activities `where` picks, on `today`, summed in SQL: the portfolio's every activity
 * (40,000 in the bench) is never read. Analytics and the dashboard's burn both use it; the
 * analytics route test compares it with evDayTotals.
 */
export async function readEvDayTotals(
  tx: Transaction,
  where: SQL | undefined,
  today: string,
): Promise<Map<string, ProjectEvDayTotals>> {
  const rows = await tx
    .select({
      projectId: projectActivities.projectId,
      activities: count(),
      length: sql<number>`coalesce(sum(${length}), 0)::int8`,
      plannedDays: sql<number>`coalesce(sum(least(${length}, greatest(0, ${today}::date - ${projectActivities.startDate} + 1))), 0)::int8`,
      earnedDayPercent: sql<number>`coalesce(sum(${length} * ${projectActivities.percentComplete}), 0)::int8`,
    })
    .from(projectActivities)
    .where(where)
    .groupBy(projectActivities.projectId);
  return new Map(rows.map(({ projectId, ...totals }) => [projectId, totals]));
}
