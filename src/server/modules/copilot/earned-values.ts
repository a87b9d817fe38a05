import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type EvFigures, earnedValueFigures } from '../../../shared/domain/earned-value';
import { fromCents, toCents } from '../../../shared/domain/money';
import { addDays } from '../../../shared/domain/week';
import type { Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { projectActivities } from '../../db/schema/portfolio';
import { timeSessions } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';

export type ProjectBurn = EvFigures & {
  effort: number;
  overhead: number;
  /** Actual cost of the sessions that started in the 28 days up to today. */
  costLast4Weeks: number;
  minutes: number;
};

/** What finished sessions cost: their hours times each person's hourly cost (none: 0). */
const costOf = (filter = sql`true`) =>
  sql<string>`coalesce(sum(${timeSessions.durationMinutes} * coalesce(${profiles.hourlyCost}, 0) / 60.0) filter (where ${filter}), 0)::text`;

/**
 * Each project's budget, earned value figures (shared/domain/earned-value.ts, as the Analytics
 * page computes them) and recent cost as of `today`, from four grouped reads.
 */
export async function readProjectBurns(
  tx: Transaction,
  ctx: TenantContext,
  projectIds: readonly string[],
  today: string,
): Promise<Map<string, ProjectBurn>> {
  const burns = new Map<string, ProjectBurn>();
  if (projectIds.length === 0) return burns;
  const ids = [...projectIds];
  const org = ctx.organizationId;
  // One statement at a time: a transaction's connection runs one query at once.
  const effort = await tx
    .select({
      projectId: projectBudgetsEffort.projectId,
      total: sql<string>`sum(${projectBudgetsEffort.totalCost})::text`,
    })
    .from(projectBudgetsEffort)
    .where(
      and(
        eq(projectBudgetsEffort.organizationId, org),
        inArray(projectBudgetsEffort.projectId, ids),
      ),
    )
    .groupBy(projectBudgetsEffort.projectId);
  const overhead = await tx
    .select({
      projectId: projectBudgetsOverhead.projectId,
      total: sql<string>`sum(${projectBudgetsOverhead.amount})::text`,
    })
    .from(projectBudgetsOverhead)
    .where(
      and(
        eq(projectBudgetsOverhead.organizationId, org),
        inArray(projectBudgetsOverhead.projectId, ids),
      ),
    )
    .groupBy(projectBudgetsOverhead.projectId);
  const activities = await tx
    .select({
      projectId: projectActivities.projectId,
      startDate: projectActivities.startDate,
      endDate: projectActivities.endDate,
      isMilestone: projectActivities.isMilestone,
      percentComplete: projectActivities.percentComplete,
    })
    .from(projectActivities)
    .where(
      and(eq(projectActivities.organizationId, org), inArray(projectActivities.projectId, ids)),
    );
  const recent = sql`${timeSessions.startTime} >= ${`${addDays(today, -27)}T00:00:00Z`}::timestamptz`;
  const costs = await tx
    .select({
      projectId: timeSessions.projectId,
      cost: costOf(),
      recent: costOf(recent),
      minutes: sql<number>`coalesce(sum(${timeSessions.durationMinutes}), 0)::int`,
    })
    .from(timeSessions)
    .innerJoin(profiles, eq(profiles.id, timeSessions.userId))
    .where(
      and(
        eq(timeSessions.organizationId, org),
        inArray(timeSessions.projectId, ids),
        isNotNull(timeSessions.endTime),
      ),
    )
    .groupBy(timeSessions.projectId);

  const cents = (rows: { projectId: string; total: string }[], id: string) =>
    toCents(rows.find((row) => row.projectId === id)?.total ?? '0');
  for (const id of ids) {
    const effortCents = cents(effort, id);
    const overheadCents = cents(overhead, id);
    const spent = costs.find((c) => c.projectId === id);
    const figures = earnedValueFigures(
      fromCents(effortCents + overheadCents),
      activities.filter((a) => a.projectId === id),
      Number(spent?.cost ?? 0),
      today,
    );
    burns.set(id, {
      ...figures,
      effort: fromCents(effortCents),
      overhead: fromCents(overheadCents),
      costLast4Weeks: Math.round(Number(spent?.recent ?? 0) * 100) / 100,
      minutes: spent?.minutes ?? 0,
    });
  }
  return burns;
}
