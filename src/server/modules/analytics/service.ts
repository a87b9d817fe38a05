import { and, asc, count, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { fromCents, toCents } from '../../../shared/domain/money';
import { addDays } from '../../../shared/domain/week';
import { RISK_LEVELS } from '../../../shared/enums';
import { MOST_HOURS_CHARTED } from '../../../shared/list-queries';
import { earnedValueFromTotals, sCurve } from '../../../shared/domain/earned-value';
import { NO_ACTIVITIES, type ProjectEvDayTotals, readEvDayTotals } from './ev-day-totals';
import { costOfMinutes, hourlyCosts } from './hourly-costs';
import type { Analytics, analyticsQuerySchema, SCurve } from '../../../shared/schemas/analytics';
import { anyOf } from '../../db/column-arrays';
import type { Database } from '../../db/client';
import { pageRows } from '../../db/paging';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { organizations } from '../../db/schema/organizations';
import { customers, programs, projectActivities, projects } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { projectUserTime, timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError } from '../../http/errors';
import { PROJECT_NOT_FOUND } from '../projects/access';

type Query = z.output<typeof analyticsQuerySchema>;

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * A project's S-curve as of `now`: its budget, its activities and what its time has cost, day by
 * day; a project of another organization is not found.
 */
export function getSCurve(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  now: Date,
): Promise<SCurve> {
  const today = now.toISOString().slice(0, 10);
  return withTenant(db, ctx, async (tx) => {
    // What finished sessions cost: their hours times each person's hourly cost.
    const rates = hourlyCosts(tx, ctx.organizationId);
    // All at once: of another organization's project (row-level security) each reads nothing,
    // and the project is not found.
    const [[project], [effort], [overhead], activities, daily] = await together([
      tx
        .select({ id: projects.id, currency: organizations.revenueCurrency })
        .from(projects)
        .innerJoin(organizations, eq(organizations.id, projects.organizationId))
        .where(eq(projects.id, projectId)),
      tx
        .select({ total: sql<string>`coalesce(sum(${projectBudgetsEffort.totalCost}), 0)::text` })
        .from(projectBudgetsEffort)
        .where(eq(projectBudgetsEffort.projectId, projectId)),
      tx
        .select({ total: sql<string>`coalesce(sum(${projectBudgetsOverhead.amount}), 0)::text` })
        .from(projectBudgetsOverhead)
        .where(eq(projectBudgetsOverhead.projectId, projectId)),
      tx
        .select({
          startDate: projectActivities.startDate,
          endDate: projectActivities.endDate,
          isMilestone: projectActivities.isMilestone,
          percentComplete: projectActivities.percentComplete,
        })
        .from(projectActivities)
        .where(eq(projectActivities.projectId, projectId)),
      tx
        .select({
          day: sql<string>`to_char((${timeSessions.startTime} at time zone 'UTC')::date, 'YYYY-MM-DD')`,
          cost: costOfMinutes(timeSessions.durationMinutes, rates),
        })
        .from(timeSessions)
        .innerJoin(rates, eq(rates.userId, timeSessions.userId))
        .where(and(eq(timeSessions.projectId, projectId), isNotNull(timeSessions.endTime)))
        .groupBy(sql`1`)
        .orderBy(sql`1`),
    ]);
    if (!project) throw new AppError('not_found', PROJECT_NOT_FOUND);
    const bac = fromCents(toCents(effort?.total ?? '0') + toCents(overhead?.total ?? '0'));
    const costUpTo = (day: string) =>
      daily.filter((d) => d.day <= day).reduce((sum, d) => sum + Number(d.cost), 0);
    return { currency: project.currency, points: sCurve(bac, activities, costUpTo, today) };
  });
}

type AnalyticsProject = Analytics['projects']['rows'][number];
const PROJECT_SORTS = {
  name: (p) => p.name,
  status: (p) => p.status,
  budget: (p) => p.budget,
  hours: (p) => p.hours,
  billableHours: (p) => p.billableHours,
  activities: (p) => p.activities,
  bac: (p) => p.earnedValue.bac,
  pv: (p) => p.earnedValue.pv,
  ev: (p) => p.earnedValue.ev,
  ac: (p) => p.earnedValue.ac,
  cpi: (p) => p.earnedValue.cpi,
  spi: (p) => p.earnedValue.spi,
  eac: (p) => p.earnedValue.eac,
  vac: (p) => p.earnedValue.vac,
} satisfies Record<Query['sort'], (p: AnalyticsProject) => string | number | null>;

/**
 * The Analytics page: the totals and active risks by level of the organization's projects of a
 * customer or program, time within the range, and a page of those projects with their budget,
 * hours, activities and earned value. The figures are worked out for every project (their sums
 * are the totals), so the page sorts by any of them.
 */
export function getAnalytics(
  db: Database,
  ctx: TenantContext,
  query: Query,
  now: Date,
): Promise<Analytics> {
  const today = now.toISOString().slice(0, 10);
  return withTenant(db, ctx, async (tx) => {
    // A customer or program that is not the organization's is not found, as a made-up id.
    if (query.customerId) {
      const [found] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, query.customerId));
      if (!found) throw new AppError('not_found', 'Customer not found');
    }
    if (query.programId) {
      const [found] = await tx
        .select({ id: programs.id })
        .from(programs)
        .where(eq(programs.id, query.programId));
      if (!found) throw new AppError('not_found', 'Program not found');
    }
    const filters: SQL[] = [eq(projects.organizationId, ctx.organizationId)];
    if (query.programId) filters.push(eq(projects.programId, query.programId));
    if (query.customerId) filters.push(eq(programs.customerId, query.customerId));
    const [[organization], rows] = await together([
      tx
        .select({ currency: organizations.revenueCurrency })
        .from(organizations)
        .where(eq(organizations.id, ctx.organizationId)),
      tx
        .select({
          id: projects.id,
          name: projects.name,
          status: projects.status,
          billable: projects.billable,
          customer: customers.name,
          program: programs.name,
        })
        .from(projects)
        .innerJoin(programs, eq(programs.id, projects.programId))
        .innerJoin(customers, eq(customers.id, programs.customerId))
        .where(and(...filters))
        .orderBy(asc(projects.name)),
    ]);
    const ids = rows.map((row) => row.id);
    // Every project of the organization: its rows, not a list of 2,000 ids to match.
    const narrowed = Boolean(query.customerId || query.programId);
    const ofProjects = (column: AnyPgColumn, organizationColumn: AnyPgColumn) =>
      narrowed ? anyOf(column, ids) : eq(organizationColumn, ctx.organizationId);
    const sumBy = (table: typeof projectBudgetsEffort | typeof projectBudgetsOverhead) =>
      ids.length === 0
        ? []
        : tx
            .select({
              projectId: table.projectId,
              total: sql<string>`sum(${'totalCost' in table ? table.totalCost : table.amount})::text`,
            })
            .from(table)
            .where(ofProjects(table.projectId, table.organizationId))
            .groupBy(table.projectId);
    // The cost of all time, and without a range all the hours, from the totals kept per project
    // and person (project_user_time); hours in a range from the sessions that started in it.
    const rates = hourlyCosts(tx, ctx.organizationId);
    const [effort, overhead, dayTotalsOf, totals, ranged, risks] = await together([
      sumBy(projectBudgetsEffort),
      sumBy(projectBudgetsOverhead),
      ids.length === 0
        ? new Map<string, ProjectEvDayTotals>()
        : readEvDayTotals(
            tx,
            ofProjects(projectActivities.projectId, projectActivities.organizationId),
            today,
          ),
      ids.length === 0
        ? []
        : tx
            .select({
              projectId: projectUserTime.projectId,
              total: sql<number>`coalesce(sum(${projectUserTime.minutes}), 0)::int`,
              billable: sql<number>`coalesce(sum(${projectUserTime.billableMinutes}), 0)::int`,
              cost: costOfMinutes(projectUserTime.minutes, rates),
            })
            .from(projectUserTime)
            .innerJoin(rates, eq(rates.userId, projectUserTime.userId))
            .where(ofProjects(projectUserTime.projectId, projectUserTime.organizationId))
            .groupBy(projectUserTime.projectId),
      ids.length === 0 || !(query.from || query.to)
        ? null
        : tx
            .select({
              projectId: timeSessions.projectId,
              total: sql<number>`coalesce(sum(${timeSessions.durationMinutes}), 0)::int`,
              billable: sql<number>`coalesce(sum(${timeSessions.durationMinutes}) filter (where ${timeSessions.isBillable}), 0)::int`,
            })
            .from(timeSessions)
            .where(
              and(
                eq(timeSessions.organizationId, ctx.organizationId),
                narrowed ? anyOf(timeSessions.projectId, ids) : undefined,
                isNotNull(timeSessions.endTime),
                query.from
                  ? gte(timeSessions.startTime, new Date(`${query.from}T00:00:00Z`))
                  : undefined,
                query.to
                  ? lt(timeSessions.startTime, new Date(`${addDays(query.to, 1)}T00:00:00Z`))
                  : undefined,
              ),
            )
            .groupBy(timeSessions.projectId),
      ids.length === 0
        ? []
        : tx
            .select({ level: riskRegister.riskLevel, n: count() })
            .from(riskRegister)
            .where(
              and(
                ofProjects(riskRegister.projectId, riskRegister.organizationId),
                ne(riskRegister.status, 'mitigated'),
              ),
            )
            .groupBy(riskRegister.riskLevel),
    ]);
    const costOf = new Map(totals.map((t) => [t.projectId, Number(t.cost)]));
    const hoursOf = new Map((ranged ?? totals).map((t) => [t.projectId, t]));

    const byProject = (lines: { projectId: string; total: string }[]) =>
      new Map(lines.map((line) => [line.projectId, toCents(line.total)]));
    const effortOf = byProject(effort);
    const overheadOf = byProject(overhead);
    let budgetCents = 0;
    let minutes = 0;
    const list = rows.map((row) => {
      const budget = (effortOf.get(row.id) ?? 0) + (overheadOf.get(row.id) ?? 0);
      const tracked = hoursOf.get(row.id);
      budgetCents += budget;
      minutes += tracked?.total ?? 0;
      const own = dayTotalsOf.get(row.id) ?? NO_ACTIVITIES;
      const cost = costOf.get(row.id) ?? 0;
      // Written out, not `{ ...row }` less `billable`: on Node 20 that rest and spread cost
      // about 4 µs a row, most of the request's own time for 2,000 projects.
      return {
        id: row.id,
        name: row.name,
        customer: row.customer,
        program: row.program,
        status: row.status as AnalyticsProject['status'],
        budget: fromCents(budget),
        hours: hours(tracked?.total ?? 0),
        // Billable when the session and its project both are.
        billableHours: row.billable ? hours(tracked?.billable ?? 0) : 0,
        activities: own.activities,
        earnedValue: earnedValueFromTotals(fromCents(budget), own, cost),
      };
    });
    const mostHours = list
      .filter((project) => project.hours > 0)
      .sort((a, b) => b.hours - a.hours || (a.id < b.id ? -1 : 1))
      .slice(0, MOST_HOURS_CHARTED)
      .map(({ id, name, hours, billableHours }) => ({ id, name, hours, billableHours }));
    const byLevel = Object.fromEntries(
      RISK_LEVELS.map((level) => [level, risks.find((r) => r.level === level)?.n ?? 0]),
    ) as Analytics['risks'];
    return {
      currency: organization?.currency ?? 'USD',
      totals: {
        projects: rows.length,
        budget: fromCents(budgetCents),
        hours: hours(minutes),
        activeRisks: RISK_LEVELS.reduce((sum, level) => sum + byLevel[level], 0),
      },
      projects: pageRows(
        list,
        query,
        PROJECT_SORTS,
        (p) => [p.name, p.customer, p.program],
        (p) => p.id,
      ),
      mostHours,
      risks: byLevel,
    };
  });
}
