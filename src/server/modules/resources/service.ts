import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  or,
  type Placeholder,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { z } from 'zod';
import { ALLOCATABLE_STATUSES } from '../../../shared/domain/project-status';
import { hoursAgainstTarget } from '../../../shared/domain/utilization';
import type {
  Allocation,
  allocationInputSchema,
  ResourceCapacityPage,
  resourceCapacityQuerySchema,
  ResourceOverview,
  ResourceOverviewPage,
  resourceOverviewQuerySchema,
  ResourceUtilization,
  ResourceUtilizationPage,
  resourceUtilizationQuerySchema,
} from '../../../shared/schemas/resources';
import type { Database, Executor, Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { countBeside, pageRows, pageTotal, pageValues } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { departments, organizations, profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity, utilizationTargets } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import type { Clock } from '../time/clock';
import { PROJECT_NOT_FOUND } from '../projects/access';
import { findTeamUtilization } from '../time/utilization';
import { tellAllocation } from './allocation-notices';
import { groupBy } from '../../../shared/group-by';
import { timeOffOf } from './time-off';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const ALLOCATION_NOT_FOUND = 'Allocation not found';
export const PROJECT_NOT_ALLOCATABLE = 'Capacity can only be allocated on active or draft projects';

type AllocationInput = z.output<typeof allocationInputSchema>;
type OverviewQuery = z.output<typeof resourceOverviewQuerySchema>;
type CapacityQuery = z.output<typeof resourceCapacityQuerySchema>;
type UtilizationQuery = z.output<typeof resourceUtilizationQuerySchema>;

const today = (clock: Clock) => clock().toISOString().slice(0, 10);

const isActivePerson = (ctx: TenantContext) =>
  and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true));

function activePeople(tx: Transaction, ctx: TenantContext) {
  return tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      department: sql<string | null>`coalesce(${departments.name}, ${profiles.department})`,
    })
    .from(profiles)
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .where(isActivePerson(ctx))
    .orderBy(asc(profiles.fullName));
}

/** A value of a statement, or a placeholder for it in a prepared one. */
type Value = SQLWrapper | string;

/**
 * Each person's capacity today as rows to add up (sumsOf): allocations in force, then running
 * assignments, summed apart in one statement; only of the people `of` when given.
 */
function capacityTodayRows(
  executor: Executor,
  values: { organizationId: Value; day: Value; of?: Placeholder },
) {
  const { organizationId, day, of } = values;
  return executor
    .select({
      resourceId: resourceCapacity.resourceId,
      total: sql<number>`sum(${resourceCapacity.capacityPercentage})::int`,
    })
    .from(resourceCapacity)
    .where(
      and(
        eq(resourceCapacity.organizationId, organizationId),
        lte(resourceCapacity.startDate, day),
        or(isNull(resourceCapacity.endDate), gte(resourceCapacity.endDate, day)),
        of ? anyOf(resourceCapacity.resourceId, of) : undefined,
      ),
    )
    .groupBy(resourceCapacity.resourceId)
    .unionAll(
      executor
        .select({
          resourceId: activityAssignments.resourceId,
          total: sql<number>`sum(coalesce(${activityAssignments.capacityPercentage}, 100))::int`,
        })
        .from(activityAssignments)
        .innerJoin(projectActivities, eq(projectActivities.id, activityAssignments.activityId))
        .where(
          and(
            eq(activityAssignments.organizationId, organizationId),
            lte(projectActivities.startDate, day),
            gte(projectActivities.endDate, day),
            of ? anyOf(activityAssignments.resourceId, of) : undefined,
          ),
        )
        .groupBy(activityAssignments.resourceId),
    );
}

/** Each person's summed capacity, from capacityTodayRows. */
function sumsOf(rows: readonly { resourceId: string; total: number }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.resourceId, (sums.get(row.resourceId) ?? 0) + row.total);
  return sums;
}

const OVERVIEW_SORTS = {
  fullName: (row) => row.fullName,
  email: (row) => row.email,
  department: (row) => row.department,
  capacityPercentage: (row) => row.capacityPercentage,
  utilization: (row) => row.utilization,
} satisfies Record<OverviewQuery['sort'], (row: ResourceOverview) => string | number | null>;

/**
 * A page of the active people with their capacity today and 30-day utilization. Both figures
 * are worked out for everyone (two sums and one over 30 days of time), so the page sorts by them.
 */
export async function findOverview(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
  query: OverviewQuery,
): Promise<ResourceOverviewPage> {
  const utilization = await findTeamUtilization(db, ctx, clock);
  return withTenant(db, ctx, async (tx) => {
    const people = await activePeople(tx, ctx);
    const sums = sumsOf(
      await capacityTodayRows(tx, { organizationId: ctx.organizationId, day: today(clock) }),
    );
    const byId = new Map(utilization.map((u) => [u.userId, u]));
    const rows = people.map((p) => {
      const u = byId.get(p.id);
      return {
        ...p,
        capacityPercentage: sums.get(p.id) ?? 0,
        utilization: u?.utilization ?? 0,
        badge: u?.badge ?? 'destructive',
      };
    });
    const searched = (row: ResourceOverview) => [row.fullName, row.email, row.department];
    return pageRows(rows, query, OVERVIEW_SORTS, searched, (row) => row.id);
  });
}

/**
 * A page of the active people by name with their capacity: the sum today, and the allocations,
 * activity assignments and time off that have not ended (what is planned; what is over stays
 * in reports and the audit log). Everyone's at once was 38,000 assignments and 1.7 MB for 500
 * people; a page reads its own people's only.
 */
export function findCapacity(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
  query: CapacityQuery,
): Promise<ResourceCapacityPage> {
  return withTenant(db, ctx, async (tx) => {
    const shape: CapacityPageShape = { search: Boolean(query.search), direction: query.direction };
    const statements = preparedForShape(tx, 'capacity_page', shape, prepareCapacityPage);
    const values = { organizationId: ctx.organizationId, day: today(clock), ...pageValues(query) };
    const people = await statements.people.execute(values);
    const total = await pageTotal(people, values.offset, () => statements.total.execute(values));
    const page = { rows: [], total, page: query.page, pageSize: query.pageSize };
    if (people.length === 0) return page;
    const ofPage = { ...values, ids: people.map((p) => p.id) };
    const sums = sumsOf(await statements.sums.execute(ofPage));
    const allocationsOf = groupBy(
      await statements.allocations.execute(ofPage),
      (a) => a.resourceId,
    );
    const assignmentsOf = groupBy(
      await statements.assignments.execute(ofPage),
      (a) => a.resourceId,
    );
    const awayOf = groupBy(await statements.away.execute(ofPage), (t) => t.resourceId);
    return {
      ...page,
      rows: people.map((p) => ({
        id: p.id,
        fullName: p.fullName,
        capacityPercentage: sums.get(p.id) ?? 0,
        allocations: allocationsOf.get(p.id) ?? [],
        assignments: assignmentsOf.get(p.id) ?? [],
        timeOff: awayOf.get(p.id) ?? [],
      })),
    };
  });
}

/** What the capacity page's statements depend on besides their values: each built once. */
type CapacityPageShape = { search: boolean; direction: 'asc' | 'desc' };

/**
 * The capacity page's statements, with placeholders for the organization, the day, the
 * search's pattern, the window and the page's people (`ids`): the page of active people by
 * name with how many match (and that count alone, for a page past the last), then the page's
 * people's capacity today, allocations, assignments and time off not yet ended. Planned on
 * every call (PLANNED_EACH_CALL).
 */
function prepareCapacityPage(executor: Executor, shape: CapacityPageShape) {
  const organizationId = sql.placeholder('organizationId');
  const day = sql.placeholder('day');
  const ids = sql.placeholder('ids');
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(profiles.organizationId, organizationId),
    eq(profiles.isActive, true),
    shape.search
      ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern))
      : undefined,
  );
  const order = shape.direction === 'asc' ? asc : desc;
  const counted = executor.select({ total: count() }).from(profiles).where(where);
  const people = executor
    .select({ id: profiles.id, fullName: profiles.fullName, total: countBeside(counted) })
    .from(profiles)
    .where(where)
    .orderBy(order(profiles.fullName), order(profiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const allocations = executor
    .select({
      id: resourceCapacity.id,
      resourceId: resourceCapacity.resourceId,
      projectId: resourceCapacity.projectId,
      projectName: projects.name,
      capacityPercentage: resourceCapacity.capacityPercentage,
      startDate: resourceCapacity.startDate,
      endDate: resourceCapacity.endDate,
      notes: resourceCapacity.notes,
    })
    .from(resourceCapacity)
    .innerJoin(projects, eq(projects.id, resourceCapacity.projectId))
    .where(
      and(
        eq(resourceCapacity.organizationId, organizationId),
        anyOf(resourceCapacity.resourceId, ids),
        or(isNull(resourceCapacity.endDate), gte(resourceCapacity.endDate, day)),
      ),
    )
    .orderBy(asc(resourceCapacity.startDate));
  const assignments = executor
    .select({
      id: activityAssignments.id,
      resourceId: activityAssignments.resourceId,
      projectId: projects.id,
      projectName: projects.name,
      activityName: projectActivities.name,
      capacityPercentage: sql<number>`coalesce(${activityAssignments.capacityPercentage}, 100)`,
      startDate: projectActivities.startDate,
      endDate: projectActivities.endDate,
    })
    .from(activityAssignments)
    .innerJoin(projectActivities, eq(projectActivities.id, activityAssignments.activityId))
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(
      and(
        eq(activityAssignments.organizationId, organizationId),
        anyOf(activityAssignments.resourceId, ids),
        eq(projectActivities.organizationId, organizationId),
        gte(projectActivities.endDate, day),
      ),
    )
    .orderBy(asc(projectActivities.startDate));
  return {
    people: people.prepare(PLANNED_EACH_CALL),
    total: counted.prepare(PLANNED_EACH_CALL),
    sums: capacityTodayRows(executor, { organizationId, day, of: ids }).prepare(PLANNED_EACH_CALL),
    allocations: allocations.prepare(PLANNED_EACH_CALL),
    assignments: assignments.prepare(PLANNED_EACH_CALL),
    away: timeOffOf(executor, { organizationId, from: day, of: ids }).prepare(PLANNED_EACH_CALL),
  };
}

const UTILIZATION_SORTS = {
  fullName: (row) => row.fullName,
  totalMinutes: (row) => row.totalMinutes,
  billableMinutes: (row) => row.billableMinutes,
  utilization: (row) => row.utilization,
  target: (row) => row.target.hoursPerWeek,
  hoursAgainstTarget: (row) => row.hoursAgainstTarget,
} satisfies Record<UtilizationQuery['sort'], (row: ResourceUtilization) => string | number | null>;

/** A page of the active people's 30-day hours and utilization against their target. */
export async function findUtilization(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
  query: UtilizationQuery,
): Promise<ResourceUtilizationPage> {
  const utilization = await findTeamUtilization(db, ctx, clock);
  return withTenant(db, ctx, async (tx) => {
    const [org] = await tx
      .select({
        hours: organizations.defaultTargetHoursPerWeek,
        billable: organizations.defaultTargetBillablePercentage,
      })
      .from(organizations)
      .where(eq(organizations.id, ctx.organizationId));
    const targets = await tx
      .select()
      .from(utilizationTargets)
      .where(eq(utilizationTargets.organizationId, ctx.organizationId));
    const targetOf = new Map(targets.map((t) => [t.resourceId, t]));
    const rows = utilization.map((u): ResourceUtilization => {
      const own = targetOf.get(u.userId);
      const target = own
        ? {
            hoursPerWeek: Number(own.targetHoursPerWeek),
            billablePercentage: own.targetBillablePercentage,
            isDefault: false,
          }
        : {
            hoursPerWeek: Number(org?.hours ?? 40),
            billablePercentage: org?.billable ?? 80,
            isDefault: true,
          };
      return {
        id: u.userId,
        fullName: u.fullName,
        totalMinutes: u.totalMinutes,
        billableMinutes: u.billableMinutes,
        utilization: u.utilization,
        badge: u.badge,
        target,
        hoursAgainstTarget: hoursAgainstTarget(u.totalMinutes, target.hoursPerWeek),
      };
    });
    return pageRows(
      rows,
      query,
      UTILIZATION_SORTS,
      (row) => [row.fullName],
      (row) => row.id,
    );
  });
}

export async function checkResource(tx: Transaction, ctx: TenantContext, resourceId: string) {
  const [row] = await tx
    .select({ id: profiles.id, isActive: profiles.isActive })
    .from(profiles)
    .where(and(eq(profiles.id, resourceId), eq(profiles.organizationId, ctx.organizationId)));
  if (!row || !row.isActive)
    throw new AppError('validation', RESOURCE_NOT_FOUND, [
      { path: 'resourceId', message: RESOURCE_NOT_FOUND },
    ]);
}

export function allocateCapacity(
  db: Database,
  ctx: TenantContext,
  input: AllocationInput,
  clock: Clock,
): Promise<Allocation> {
  return withTenant(db, ctx, async (tx) => {
    await checkResource(tx, ctx, input.resourceId);
    // Held before the person's load lock (over-allocation.ts), in the order a project change takes them.
    const [project] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        projectManagerId: projects.projectManagerId,
        resourceManagerId: projects.resourceManagerId,
      })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), eq(projects.organizationId, ctx.organizationId)))
      .for('key share');
    if (!project)
      throw new AppError('validation', PROJECT_NOT_FOUND, [
        { path: 'projectId', message: PROJECT_NOT_FOUND },
      ]);
    if (!(ALLOCATABLE_STATUSES as readonly string[]).includes(project.status))
      throw new AppError('validation', PROJECT_NOT_ALLOCATABLE, [
        { path: 'projectId', message: PROJECT_NOT_ALLOCATABLE },
      ]);
    const values = {
      resourceId: input.resourceId,
      projectId: input.projectId,
      capacityPercentage: input.capacityPercentage,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      notes: input.notes ?? null,
    };
    await tellAllocation(tx, ctx, project, values, today(clock));
    const [row] = await tx
      .insert(resourceCapacity)
      .values({ organizationId: ctx.organizationId, createdBy: ctx.actorId, ...values })
      .returning();
    await auditCreate(tx, ctx, {
      entityType: 'resource_capacity',
      entityId: row!.id,
      newValues: values,
    });
    return { id: row!.id, projectName: project.name, ...values };
  });
}

export function deleteAllocation(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .delete(resourceCapacity)
      .where(
        and(eq(resourceCapacity.id, id), eq(resourceCapacity.organizationId, ctx.organizationId)),
      )
      .returning();
    if (!row) throw notFound(ALLOCATION_NOT_FOUND);
    const { organizationId: _o, createdAt: _c, ...oldValues } = row;
    await auditDelete(tx, ctx, { entityType: 'resource_capacity', entityId: id, oldValues });
  });
}
