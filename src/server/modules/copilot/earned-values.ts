import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { type EvFigures, earnedValueFromTotals } from '../../../shared/domain/earned-value';
import { fromCents, toCents } from '../../../shared/domain/money';
import { addDays } from '../../../shared/domain/week';
import { anyOf } from '../../db/column-arrays';
import { together } from '../../db/together';
import type { Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { projectActivities } from '../../db/schema/portfolio';
import { projectUserTime, timeSessions } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';
import { NO_ACTIVITIES, readEvDayTotals } from '../analytics/ev-day-totals';
import { costOfMinutes, hourlyCosts } from '../analytics/hourly-costs';

export type ProjectBurn = EvFigures & {
  effort: number;
  overhead: number;
  /** Actual cost of the sessions that started in the 28 days up to today. */
  costLast4Weeks: number;
  minutes: number;
};

/**
 * Each project's budget, earned value figures (shared/domain/earned-value.ts, as the Analytics
 * page computes them) and, unless told not to, its cost in the 28 days up to `today`, from
 * grouped reads.
 */
export async function readProjectBurns(
  tx: Transaction,
  ctx: TenantContext,
  projectIds: readonly string[],
  today: string,
  { recentCost = true }: { recentCost?: boolean } = {},
): Promise<Map<string, ProjectBurn>> {
  const burns = new Map<string, ProjectBurn>();
  if (projectIds.length === 0) return burns;
  const ids = [...projectIds];
  const org = ctx.organizationId;
  // All-time cost and minutes from the totals kept per project and person; the last 28 days'
  // cost from the sessions that started in them.
  const rates = hourlyCosts(tx, org);
  const [effort, overhead, dayTotals, totals, recent] = await together([
    tx
      .select({
        projectId: projectBudgetsEffort.projectId,
        total: sql<string>`sum(${projectBudgetsEffort.totalCost})::text`,
      })
      .from(projectBudgetsEffort)
      .where(
        and(
          eq(projectBudgetsEffort.organizationId, org),
          anyOf(projectBudgetsEffort.projectId, ids),
        ),
      )
      .groupBy(projectBudgetsEffort.projectId),
    tx
      .select({
        projectId: projectBudgetsOverhead.projectId,
        total: sql<string>`sum(${projectBudgetsOverhead.amount})::text`,
      })
      .from(projectBudgetsOverhead)
      .where(
        and(
          eq(projectBudgetsOverhead.organizationId, org),
          anyOf(projectBudgetsOverhead.projectId, ids),
        ),
      )
      .groupBy(projectBudgetsOverhead.projectId),
    readEvDayTotals(
      tx,
      and(eq(projectActivities.organizationId, org), anyOf(projectActivities.projectId, ids)),
      today,
    ),
    tx
      .select({
        projectId: projectUserTime.projectId,
        cost: costOfMinutes(projectUserTime.minutes, rates),
        minutes: sql<number>`coalesce(sum(${projectUserTime.minutes}), 0)::int`,
      })
      .from(projectUserTime)
      .innerJoin(rates, eq(rates.userId, projectUserTime.userId))
      .where(and(eq(projectUserTime.organizationId, org), anyOf(projectUserTime.projectId, ids)))
      .groupBy(projectUserTime.projectId),
    !recentCost
      ? []
      : tx
          .select({
            projectId: timeSessions.projectId,
            cost: costOfMinutes(timeSessions.durationMinutes, rates),
          })
          .from(timeSessions)
          .innerJoin(rates, eq(rates.userId, timeSessions.userId))
          .where(
            and(
              eq(timeSessions.organizationId, org),
              gte(timeSessions.startTime, new Date(`${addDays(today, -27)}T00:00:00Z`)),
              anyOf(timeSessions.projectId, ids),
              isNotNull(timeSessions.endTime),
            ),
          )
          .groupBy(timeSessions.projectId),
  ]);

  const byProject = <T extends { projectId: string }>(rows: readonly T[]) =>
    new Map(rows.map((row) => [row.projectId, row]));
  const effortOf = byProject(effort);
  const overheadOf = byProject(overhead);
  const totalOf = byProject(totals);
  const recentOf = byProject(recent);
  for (const id of ids) {
    const effortCents = toCents(effortOf.get(id)?.total ?? '0');
    const overheadCents = toCents(overheadOf.get(id)?.total ?? '0');
    const spent = totalOf.get(id);
    const figures = earnedValueFromTotals(
      fromCents(effortCents + overheadCents),
      dayTotals.get(id) ?? NO_ACTIVITIES,
      Number(spent?.cost ?? 0),
    );
    // Written out, not `{ ...figures, effort, … }`: on Node 20 a spread with properties added
    // costs about 2 µs an object, and the dashboard reads some 600 projects.
    burns.set(id, {
      bac: figures.bac,
      pv: figures.pv,
      ev: figures.ev,
      ac: figures.ac,
      cpi: figures.cpi,
      spi: figures.spi,
      eac: figures.eac,
      vac: figures.vac,
      effort: fromCents(effortCents),
      overhead: fromCents(overheadCents),
      costLast4Weeks: Math.round(Number(recentOf.get(id)?.cost ?? 0) * 100) / 100,
      minutes: spent?.minutes ?? 0,
    });
  }
  return burns;
}
