import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ALLOCATABLE_STATUSES } from '../../../shared/domain/project-status';
import { hoursAgainstTarget } from '../../../shared/domain/utilization';
import type {
  Allocation,
  allocationInputSchema,
  ResourceOverview,
  ResourceOverviewPage,
  resourceOverviewQuerySchema,
  ResourceUtilization,
  ResourceUtilizationPage,
  resourceUtilizationQuerySchema,
} from '../../../shared/schemas/resources';
import type { Database, Executor, Transaction } from '../../db/client';
import { pageRows } from '../../db/paging';
import { PLANNED_EACH_CALL, prepared } from '../../db/pg-prepared-statements';
import { departments, profiles } from '../../db/schema/organizations';
import { projects } from '../../db/schema/portfolio';
import { resourceCapacity } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import type { Clock } from '../time/clock';
import { PROJECT_NOT_FOUND } from '../projects/access';
import { utilizationOf } from '../time/utilization';
import { tellAllocation } from './allocation-notices';
import { capacityTodayRows, sumsOf, today } from './capacity';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const ALLOCATION_NOT_FOUND = 'Allocation not found';
export const PROJECT_NOT_ALLOCATABLE = 'Capacity can only be allocated on active or draft projects';

type AllocationInput = z.output<typeof allocationInputSchema>;
type OverviewQuery = z.output<typeof resourceOverviewQuerySchema>;
type UtilizationQuery = z.output<typeof resourceUtilizationQuerySchema>;

/**
 * The active people of the organization by name, and their capacity today (capacityTodayRows),
 * with placeholders for the organization and the day: built once a connection, planned on
 * every call (PLANNED_EACH_CALL).
 */
function preparePeople(executor: Executor) {
  const organizationId = sql.placeholder('organizationId');
  const people = executor
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      department: sql<string | null>`coalesce(${departments.name}, ${profiles.department})`,
    })
    .from(profiles)
    .leftJoin(departments, eq(departments.id, profiles.departmentId))
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
  return {
    active: people.prepare(PLANNED_EACH_CALL),
    capacityToday: capacityTodayRows(executor, {
      organizationId,
      day: sql.placeholder('day'),
    }).prepare(PLANNED_EACH_CALL),
  };
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
  return withTenant(db, ctx, async (tx) => {
    const statements = prepared(tx, 'resource_people', preparePeople);
    const values = { organizationId: ctx.organizationId, day: today(clock) };
    const [people, capacity] = await together([
      statements.active.execute(values),
      statements.capacityToday.execute(values),
    ]);
    const utilization = await utilizationOf(tx, ctx, people, clock());
    const sums = sumsOf(capacity);
    const byId = new Map(utilization.map((u) => [u.userId, u]));
    // Written out: a spread of each of the 500 people (`{ ...p, … }`) took 2 ms a request.
    const rows = people.map((p): ResourceOverview => {
      const u = byId.get(p.id);
      return {
        id: p.id,
        fullName: p.fullName,
        email: p.email,
        department: p.department,
        capacityPercentage: sums.get(p.id) ?? 0,
        utilization: u?.utilization ?? 0,
        badge: u?.badge ?? 'destructive',
      };
    });
    const searched = (row: ResourceOverview) => [row.fullName, row.email, row.department];
    return pageRows(rows, query, OVERVIEW_SORTS, searched, (row) => row.id);
  });
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
  return withTenant(db, ctx, async (tx) => {
    const people = await prepared(tx, 'resource_people', preparePeople).active.execute({
      organizationId: ctx.organizationId,
    });
    const utilization = await utilizationOf(tx, ctx, people, clock());
    const rows = utilization.map((u): ResourceUtilization => ({
      id: u.userId,
      fullName: u.fullName,
      totalMinutes: u.totalMinutes,
      billableMinutes: u.billableMinutes,
      utilization: u.utilization,
      badge: u.badge,
      target: u.target,
      hoursAgainstTarget: hoursAgainstTarget(u.totalMinutes, u.target.hoursPerWeek),
    }));
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
