import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, gte, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { weeksFrom } from '../../../shared/domain/capacity-load';
import type { AttentionSignals } from '../../../shared/domain/copilot';
import {
  dashboardInsight,
  hoursFromMinutes,
  managementFigures,
  type PlannedActivity,
  RECENT_PROJECTS_LIMIT,
} from '../../../shared/domain/dashboard';
import { fromCents, toCents } from '../../../shared/domain/money';
import type { ProjectStatus } from '../../../shared/domain/project-status';
import { utilizationPercent } from '../../../shared/domain/utilization';
import { groupBy } from '../../../shared/group-by';
import { can } from '../../../shared/permissions';
import type {
  DashboardOverview,
  DashboardProject,
  ManagementDashboard,
  MyProjects,
} from '../../../shared/schemas/dashboard';
import { anyOf } from '../../db/column-arrays';
import type { Database, Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { organizations, profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { readProjectBurns } from '../copilot/earned-values';
import { readPeopleLoads } from '../copilot/loads';
import { findBadgesOf, seesOnlyOwnProjects } from '../projects/access';
import { localTodayOf } from '../time/checks';
import type { Clock } from '../time/clock';
import { sumUtilizationMinutes } from '../time/utilization';

/**
 * The projects a dashboard counts for the caller: those they may open (a project manager with
 * no broader role: their own), or, for people who only track time, those they can track on.
 */
function visibleProjects(ctx: TenantContext): SQL {
  const filters = [eq(projects.organizationId, ctx.organizationId)];
  if (!can(ctx.roles, 'portfolio.read')) {
    filters.push(notInArray(projects.status, ['completed', 'cancelled']));
  } else if (seesOnlyOwnProjects(ctx)) {
    filters.push(eq(projects.projectManagerId, ctx.actorId));
  }
  return and(...filters)!;
}

/** The figure of a `select({ n: count() })`, which always answers one row. */
const countOf = ([row]: { n: number }[]) => row!.n;

/** The caller's local day (in their own time zone) at `now`, and that day's span. */
async function callersDay(tx: Transaction, ctx: TenantContext, now: Date) {
  const { day, span } = await localTodayOf(tx, ctx, ctx.actorId, now);
  return { today: day, span };
}

/** Project lines with their list badge (Delayed, On Track or the status) as of `today`. */
async function withBadges(
  tx: Transaction,
  ctx: TenantContext,
  rows: { id: string; name: string; projectCode: string | null; status: string }[],
  today: string,
): Promise<DashboardProject[]> {
  const badges = await findBadgesOf(tx, ctx, rows, today);
  return rows.map((row) => ({
    ...row,
    status: row.status as ProjectStatus,
    badge: badges.get(row.id)!,
  }));
}

/**
 * The copilot's flags over the projects the caller sees that are still open: those forecast
 * over budget, late activities, materialized risks and, for those who may see people, who is
 * over 100 % this week. Nothing for people who only track time.
 */
async function portfolioSignals(
  tx: Transaction,
  ctx: TenantContext,
  visible: SQL,
  today: string,
): Promise<AttentionSignals | undefined> {
  if (!can(ctx.roles, 'portfolio.read')) return undefined;
  const open = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(visible, notInArray(projects.status, ['completed', 'cancelled'])))
    .orderBy(projects.name);
  const ids = open.map((p) => p.id);
  const [burns, late, materialized, loads] = await together([
    // The flags need each project's forecast, not its recent spend (the copilot's burn rate).
    readProjectBurns(tx, ctx, ids, today, { recentCost: false }),
    ids.length === 0
      ? 0
      : tx
          .select({ n: count() })
          .from(projectActivities)
          .where(
            and(
              eq(projectActivities.organizationId, ctx.organizationId),
              anyOf(projectActivities.projectId, ids),
              lt(projectActivities.endDate, today),
              // Written out, not as parameters: project_activities_org_unfinished_end_idx
              // holds only such work, and the planner must see that it is all that is asked.
              sql`not ${projectActivities.isMilestone} and ${projectActivities.percentComplete} < 100`,
            ),
          )
          .then(countOf),
    ids.length === 0
      ? 0
      : tx
          .select({ n: count() })
          .from(riskRegister)
          .where(
            and(
              eq(riskRegister.organizationId, ctx.organizationId),
              anyOf(riskRegister.projectId, ids),
              eq(riskRegister.status, 'materialized'),
            ),
          )
          .then(countOf),
    can(ctx.roles, 'people.read') ? readPeopleLoads(tx, ctx, weeksFrom(today, 1)) : [],
  ]);
  return {
    overCapacity: loads.filter((p) => p.cells[0]?.overloaded).map((p) => p.name),
    overBudget: open.filter((p) => (burns.get(p.id)?.vac ?? 0) < 0).map((p) => p.name),
    lateActivities: late,
    materializedRisks: materialized,
  };
}

const projectLine = {
  id: projects.id,
  name: projects.name,
  projectCode: projects.projectCode,
  status: projects.status,
};

/**
 * What every member's dashboard shows: the four stat cards, the newest projects and the AI
 * insight. Hours Today and utilization count the organization's time for those who may see
 * people (people.read), otherwise the caller's own.
 */
export function getDashboardOverview(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
): Promise<DashboardOverview> {
  const now = clock();
  const timeScope = can(ctx.roles, 'people.read') ? 'organization' : 'own';
  return withTenant(db, ctx, async (tx) => {
    const { today, span } = await callersDay(tx, ctx, now);
    const visible = visibleProjects(ctx);
    const whose = timeScope === 'own' ? [ctx.actorId] : undefined;
    const [
      totalProjects,
      recentProjects,
      potentialRisks,
      teamMembers,
      minutesToday,
      minutes,
      signals,
    ] = await together([
      tx.select({ n: count() }).from(projects).where(visible).then(countOf),
      tx
        .select(projectLine)
        .from(projects)
        .where(visible)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(RECENT_PROJECTS_LIMIT)
        .then((recent) => withBadges(tx, ctx, recent, today)),
      tx
        .select({ n: count() })
        .from(riskRegister)
        .innerJoin(projects, eq(projects.id, riskRegister.projectId))
        .where(
          and(
            eq(riskRegister.organizationId, ctx.organizationId),
            eq(riskRegister.status, 'potential'),
            visible,
          ),
        )
        .then(countOf),
      tx
        .select({ n: count() })
        .from(profiles)
        .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true)))
        .then(countOf),
      // A running timer counts the whole minutes it has run so far.
      tx
        .select({
          n: sql<number>`coalesce(sum(coalesce(${timeSessions.durationMinutes}, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${timeSessions.startTime})) / 60)::int)), 0)::int`,
        })
        .from(timeSessions)
        .where(
          and(
            eq(timeSessions.organizationId, ctx.organizationId),
            whose ? anyOf(timeSessions.userId, whose) : undefined,
            sql`${timeSessions.startTime} >= ${span.start.toISOString()}::timestamptz`,
            sql`${timeSessions.startTime} < ${span.end.toISOString()}::timestamptz`,
            sql`${timeSessions.startTime} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .then(countOf),
      sumUtilizationMinutes(tx, ctx, now, whose),
      portfolioSignals(tx, ctx, visible, today),
    ]);
    const utilization = utilizationPercent(minutes.billable, minutes.total);
    return {
      totalProjects,
      teamMembers,
      hoursToday: hoursFromMinutes(minutesToday),
      potentialRisks,
      utilization,
      timeScope,
      insight: dashboardInsight(potentialRisks, utilization, signals),
      recentProjects,
    };
  });
}

/** The projects the caller manages, newest first, with their badges. */
export function findMyProjects(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
): Promise<MyProjects> {
  const now = clock();
  return withTenant(db, ctx, async (tx) => {
    const { today } = await callersDay(tx, ctx, now);
    const rows = await tx
      .select(projectLine)
      .from(projects)
      .where(
        and(
          eq(projects.organizationId, ctx.organizationId),
          eq(projects.projectManagerId, ctx.actorId),
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id));
    return { projects: await withBadges(tx, ctx, rows, today) };
  });
}

/** The Management analytics block over every project of the organization. */
export function getManagementDashboard(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
): Promise<ManagementDashboard> {
  const now = clock();
  const inOrganization = (t: { organizationId: AnyPgColumn }) =>
    eq(t.organizationId, ctx.organizationId);
  return withTenant(db, ctx, async (tx) => {
    const { today } = await callersDay(tx, ctx, now);
    const [[organization], projectRows, effort, overhead, activities, [delayed]] = await together([
      tx
        .select({ currency: organizations.revenueCurrency })
        .from(organizations)
        .where(eq(organizations.id, ctx.organizationId)),
      tx
        .select({ id: projects.id, revenue: projects.revenue })
        .from(projects)
        .where(inOrganization(projects)),
      tx
        .select({
          projectId: projectBudgetsEffort.projectId,
          total: sql<string>`sum(${projectBudgetsEffort.totalCost})::text`,
        })
        .from(projectBudgetsEffort)
        .where(inOrganization(projectBudgetsEffort))
        .groupBy(projectBudgetsEffort.projectId),
      tx
        .select({
          projectId: projectBudgetsOverhead.projectId,
          total: sql<string>`sum(${projectBudgetsOverhead.amount})::text`,
        })
        .from(projectBudgetsOverhead)
        .where(inOrganization(projectBudgetsOverhead))
        .groupBy(projectBudgetsOverhead.projectId),
      // Only a running activity has consumed anything (consumedCostCents): those and their
      // assignments, not the portfolio's every activity (40,000 in the bench).
      tx
        .select({
          id: projectActivities.id,
          projectId: projectActivities.projectId,
          startDate: projectActivities.startDate,
          endDate: projectActivities.endDate,
          isMilestone: projectActivities.isMilestone,
        })
        .from(projectActivities)
        .where(
          and(
            inOrganization(projectActivities),
            lte(projectActivities.startDate, today),
            gte(projectActivities.endDate, today),
          ),
        ),
      // As isDelayed, counted where they are: routes.test.ts holds the two to the same answer.
      tx
        .select({ count: count() })
        .from(projectActivities)
        .where(
          and(
            inOrganization(projectActivities),
            // As the partial index says it, which counts them off the index alone.
            sql`not ${projectActivities.isMilestone}`,
            lt(projectActivities.endDate, today),
          ),
        ),
    ]);
    const assignments = await tx
      .select({
        activityId: activityAssignments.activityId,
        capacityPercentage: activityAssignments.capacityPercentage,
        hourlyCost: sql<string>`coalesce(${profiles.hourlyCost}, 0)::text`,
      })
      .from(activityAssignments)
      .innerJoin(profiles, eq(profiles.id, activityAssignments.resourceId))
      // By the running activities' ids: joined to the activities, Postgres read every
      // assignment of the organization to find theirs (83 ms for 38,000).
      .where(
        and(
          inOrganization(activityAssignments),
          anyOf(
            activityAssignments.activityId,
            activities.map((a) => a.id),
          ),
        ),
      );

    // Grouped once by key: matching each project against every row (and each activity against
    // every assignment) took the large organization 11 seconds a request.
    const totalOf = (rows: { projectId: string; total: string }[]) =>
      new Map(rows.map((row) => [row.projectId, toCents(row.total)]));
    const effortOf = totalOf(effort);
    const overheadOf = totalOf(overhead);
    const assignmentsOf = groupBy(assignments, (a) => a.activityId);
    const activitiesOf = groupBy(activities, (a) => a.projectId);
    const planned = projectRows.map((project) => ({
      revenue: project.revenue,
      budgetCents: (effortOf.get(project.id) ?? 0) + (overheadOf.get(project.id) ?? 0),
      activities: (activitiesOf.get(project.id) ?? []).map((a): PlannedActivity => ({
        startDate: a.startDate,
        endDate: a.endDate,
        isMilestone: a.isMilestone,
        assignments: assignmentsOf.get(a.id) ?? [],
      })),
    }));
    const figures = managementFigures(planned, delayed?.count ?? 0, today);
    return {
      currency: organization?.currency ?? 'USD',
      totalRevenue: fromCents(figures.totalRevenueCents),
      expectedQuarterRevenue: fromCents(figures.expectedQuarterRevenueCents),
      consumedCost: fromCents(figures.consumedCostCents),
      performanceRevenue: fromCents(figures.performanceRevenueCents),
      projects: figures.projects,
      onTrack: figures.onTrack,
      underperforming: figures.underperforming,
      delayedActivities: figures.delayedActivities,
    };
  });
}
