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
} from 'drizzle-orm';
import type { z } from 'zod';
import { groupBy } from '../../../shared/group-by';
import type {
  ResourceCapacityPage,
  resourceCapacityQuerySchema,
} from '../../../shared/schemas/resources';
import type { Database, Executor } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { countBeside, pageTotal, pageValues } from '../../db/paging';
import {
  PLANNED_EACH_CALL,
  preparedForShape,
  type StatementValue,
} from '../../db/pg-prepared-statements';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import type { Clock } from '../time/clock';
import { timeOffOf } from './time-off';

// The capacity tab: a page of people with their capacity today and the allocations,
// assignments and time off not yet ended; and the capacity today the overview tab sums.

type CapacityQuery = z.output<typeof resourceCapacityQuerySchema>;

/** Today's day (YYYY-MM-DD, UTC) on `clock`. */
export const today = (clock: Clock) => clock().toISOString().slice(0, 10);

/**
 * Each person's capacity today as rows to add up (sumsOf): allocations in force, then running
 * assignments, summed apart in one statement; only of the people `of` when given.
 */
export function capacityTodayRows(
  executor: Executor,
  values: { organizationId: StatementValue; day: StatementValue; of?: Placeholder },
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
export function sumsOf(
  rows: readonly { resourceId: string; total: number }[],
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.resourceId, (sums.get(row.resourceId) ?? 0) + row.total);
  return sums;
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
    const [sums, allocations, assignments, away] = await together([
      statements.sums.execute(ofPage),
      statements.allocations.execute(ofPage),
      statements.assignments.execute(ofPage),
      statements.away.execute(ofPage),
    ]);
    const sumOf = sumsOf(sums);
    const allocationsOf = groupBy(allocations, (a) => a.resourceId);
    const assignmentsOf = groupBy(assignments, (a) => a.resourceId);
    const awayOf = groupBy(away, (t) => t.resourceId);
    return {
      ...page,
      rows: people.map((p) => ({
        id: p.id,
        fullName: p.fullName,
        capacityPercentage: sumOf.get(p.id) ?? 0,
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
