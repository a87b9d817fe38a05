import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import {
  type DateRange,
  type LoadCell,
  type LoadSource,
  weekLoads,
} from '../../../shared/domain/capacity-load';
import { addDays } from '../../../shared/domain/week';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity, timeOff } from '../../db/schema/resources';
import type { TenantContext } from '../../db/tenant';
import { loadWorkingCalendar } from '../schedule/service';

export type PersonLoads = {
  id: string;
  name: string;
  /** Project ids they are allocated or assigned to in these weeks. */
  projectIds: Set<string>;
  cells: LoadCell[];
};

/**
 * Every active person's load over `weeks` (Mondays), as the resources heat map counts it
 * (shared/domain/capacity-load.ts): allocations and assignments, less holidays and time off.
 */
export async function readPeopleLoads(
  tx: Transaction,
  ctx: TenantContext,
  weeks: readonly string[],
): Promise<PersonLoads[]> {
  const first = weeks[0]!;
  const last = addDays(weeks.at(-1)!, 6);
  // One statement at a time: a transaction's connection runs one query at once.
  const people = await tx
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
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
        lte(resourceCapacity.startDate, last),
        or(isNull(resourceCapacity.endDate), gte(resourceCapacity.endDate, first)),
      ),
    );
  const assignments = await tx
    .select({
      resourceId: activityAssignments.resourceId,
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
        lte(projectActivities.startDate, last),
        gte(projectActivities.endDate, first),
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
        lte(timeOff.startDate, last),
        gte(timeOff.endDate, first),
      ),
    );
  const { calendar } = await loadWorkingCalendar(tx, ctx);

  const sources = new Map<string, LoadSource[]>();
  const onProjects = new Map<string, Set<string>>();
  const add = (id: string, projectId: string, source: LoadSource) => {
    sources.set(id, [...(sources.get(id) ?? []), source]);
    onProjects.set(id, (onProjects.get(id) ?? new Set()).add(projectId));
  };
  for (const { resourceId, projectId, ...a } of allocations)
    add(resourceId, projectId, { kind: 'allocation', activityName: null, ...a });
  for (const { resourceId, projectId, ...a } of assignments)
    add(resourceId, projectId, { kind: 'assignment', ...a });
  const offs = new Map<string, DateRange[]>();
  for (const { resourceId, ...range } of away)
    offs.set(resourceId, [...(offs.get(resourceId) ?? []), range]);
  return people.map((person) => ({
    ...person,
    projectIds: onProjects.get(person.id) ?? new Set(),
    cells: weekLoads(calendar, weeks, sources.get(person.id) ?? [], offs.get(person.id) ?? []),
  }));
}

/** The highest load of some weeks, its week, and how many weeks are over 100 %. */
export function peakOf(cells: readonly LoadCell[]) {
  let peak = cells[0]!;
  for (const cell of cells) if ((cell.load ?? 0) > (peak.load ?? 0)) peak = cell;
  return {
    peakLoad: peak.load ?? 0,
    peakWeek: peak.week,
    weeksOver: cells.filter((cell) => cell.overloaded).length,
  };
}
