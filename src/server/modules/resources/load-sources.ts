import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRange, LoadSource } from '../../../shared/domain/capacity-load';
import type { Transaction } from '../../db/client';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity, timeOff } from '../../db/schema/resources';
import type { TenantContext } from '../../db/tenant';

/** A share of someone's time: a capacity allocation or an activity assignment, and whose. */
export type PersonLoadSource = LoadSource & {
  resourceId: string;
  projectId: string;
  /** The activity of an assignment; null for an allocation. */
  activityId: string | null;
};

export type LoadSources = {
  /** By person: what takes their time between the two days. */
  sources: Map<string, PersonLoadSource[]>;
  /** By person: their time off between the two days. */
  timeOff: Map<string, DateRange[]>;
};

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Everything the heat map counts (shared/domain/capacity-load.ts) that runs between `from` and
 * `to`, of `people` when given, else of everyone: allocations, activity assignments (100 % when
 * no share is set) and time off, in three set-based reads whatever the number of people.
 */
export async function readLoadSources(
  tx: Transaction,
  ctx: TenantContext,
  { from, to, people }: { from: string; to: string; people?: readonly string[] },
): Promise<LoadSources> {
  const whose = (column: AnyPgColumn): SQL | undefined =>
    people ? inArray(column, [...people]) : undefined;
  // One statement at a time: a transaction's connection runs one query at once.
  const allocations = await tx
    .select({
      resourceId: resourceCapacity.resourceId,
      projectId: resourceCapacity.projectId,
      projectName: projects.name,
      percentage: resourceCapacity.capacityPercentage,
      startDate: resourceCapacity.startDate,
      endDate: resourceCapacity.endDate,
    })
    .from(resourceCapacity)
    .innerJoin(projects, eq(projects.id, resourceCapacity.projectId))
    .where(
      and(
        eq(resourceCapacity.organizationId, ctx.organizationId),
        whose(resourceCapacity.resourceId),
        lte(resourceCapacity.startDate, to),
        or(isNull(resourceCapacity.endDate), gte(resourceCapacity.endDate, from)),
      ),
    );
  const assignments = await tx
    .select({
      resourceId: activityAssignments.resourceId,
      activityId: activityAssignments.activityId,
      projectId: projects.id,
      projectName: projects.name,
      activityName: projectActivities.name,
      percentage: sql<number>`coalesce(${activityAssignments.capacityPercentage}, 100)`,
      startDate: projectActivities.startDate,
      endDate: projectActivities.endDate,
    })
    .from(activityAssignments)
    .innerJoin(projectActivities, eq(projectActivities.id, activityAssignments.activityId))
    .innerJoin(projects, eq(projects.id, projectActivities.projectId))
    .where(
      and(
        eq(activityAssignments.organizationId, ctx.organizationId),
        whose(activityAssignments.resourceId),
        lte(projectActivities.startDate, to),
        gte(projectActivities.endDate, from),
      ),
    );
  const away = await tx
    .select({
      resourceId: timeOff.resourceId,
      startDate: timeOff.startDate,
      endDate: timeOff.endDate,
    })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.organizationId, ctx.organizationId),
        whose(timeOff.resourceId),
        lte(timeOff.startDate, to),
        gte(timeOff.endDate, from),
      ),
    );
  const sources = new Map<string, PersonLoadSource[]>();
  // Each written out: on Node 20 a spread with properties added (`{ ...a, kind }`) costs about
  // 2 µs an object, and a 12-week heat map reads some 12,000 of them.
  for (const a of allocations)
    push(sources, a.resourceId, {
      kind: 'allocation',
      resourceId: a.resourceId,
      projectId: a.projectId,
      projectName: a.projectName,
      activityId: null,
      activityName: null,
      percentage: a.percentage,
      startDate: a.startDate,
      endDate: a.endDate,
    });
  for (const a of assignments)
    push(sources, a.resourceId, {
      kind: 'assignment',
      resourceId: a.resourceId,
      projectId: a.projectId,
      projectName: a.projectName,
      activityId: a.activityId,
      activityName: a.activityName,
      percentage: a.percentage,
      startDate: a.startDate,
      endDate: a.endDate,
    });
  const offs = new Map<string, DateRange[]>();
  for (const { resourceId, ...range } of away) push(offs, resourceId, range);
  return { sources, timeOff: offs };
}
