import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRange, LoadSource, LoadSpan } from '../../../shared/domain/capacity-load';
import type { Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity, timeOff } from '../../db/schema/resources';
import type { TenantContext } from '../../db/tenant';
import { together } from '../../db/together';

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

/** An assignment's share of the person's time: 100 % when none is set. */
const assignedShare = sql<number>`coalesce(${activityAssignments.capacityPercentage}, 100)`;

/** What an allocation takes of someone's time, and when (a LoadSpan), as selected. */
const allocationSpan = {
  resourceId: resourceCapacity.resourceId,
  projectId: resourceCapacity.projectId,
  percentage: resourceCapacity.capacityPercentage,
  startDate: resourceCapacity.startDate,
  endDate: resourceCapacity.endDate,
};

/** The same of an activity assignment: its activity's days. */
const assignmentSpan = {
  resourceId: activityAssignments.resourceId,
  projectId: projectActivities.projectId,
  percentage: assignedShare,
  startDate: projectActivities.startDate,
  endDate: projectActivities.endDate,
};

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type Window = { from: string; to: string; people?: readonly string[] | undefined };

/** What the reads below share: the organization, the people when given, the window. */
function windowOf(ctx: TenantContext, { from, to, people }: Window) {
  const org = (column: AnyPgColumn) => eq(column, ctx.organizationId);
  const whose = (column: AnyPgColumn): SQL | undefined =>
    people ? anyOf(column, people) : undefined;
  const allocations = and(
    org(resourceCapacity.organizationId),
    whose(resourceCapacity.resourceId),
    lte(resourceCapacity.startDate, to),
    or(isNull(resourceCapacity.endDate), gte(resourceCapacity.endDate, from)),
  );
  const assignments = and(
    org(activityAssignments.organizationId),
    whose(activityAssignments.resourceId),
    lte(projectActivities.startDate, to),
    gte(projectActivities.endDate, from),
  );
  const away = and(
    org(timeOff.organizationId),
    whose(timeOff.resourceId),
    lte(timeOff.startDate, to),
    gte(timeOff.endDate, from),
  );
  return { allocations, assignments, away };
}

async function readTimeOff(tx: Transaction, where: SQL | undefined) {
  const away = await tx
    .select({
      resourceId: timeOff.resourceId,
      startDate: timeOff.startDate,
      endDate: timeOff.endDate,
    })
    .from(timeOff)
    .where(where);
  const offs = new Map<string, DateRange[]>();
  for (const a of away) push(offs, a.resourceId, { startDate: a.startDate, endDate: a.endDate });
  return offs;
}

/**
 * Everything the heat map counts (shared/domain/capacity-load.ts) that runs between `from` and
 * `to`, of `people` when given, else of everyone: allocations, activity assignments (100 % when
 * no share is set) and time off, in three set-based reads whatever the number of people.
 */
export async function readLoadSources(
  tx: Transaction,
  ctx: TenantContext,
  window: Window,
): Promise<LoadSources> {
  const where = windowOf(ctx, window);
  const [allocations, assignments, offs] = await together([
    tx
      .select({ ...allocationSpan, projectName: projects.name })
      .from(resourceCapacity)
      .innerJoin(projects, eq(projects.id, resourceCapacity.projectId))
      .where(where.allocations),
    tx
      .select({
        ...assignmentSpan,
        activityId: activityAssignments.activityId,
        projectName: projects.name,
        activityName: projectActivities.name,
      })
      .from(activityAssignments)
      .innerJoin(projectActivities, eq(projectActivities.id, activityAssignments.activityId))
      .innerJoin(projects, eq(projects.id, projectActivities.projectId))
      .where(where.assignments),
    readTimeOff(tx, where.away),
  ]);
  // Written out: on Node 20 a spread with properties added (`{ ...a, kind }`) costs about 2 µs an
  // object, and a 12-week heat map reads some 12,000 of them.
  const sourceOf = (
    kind: PersonLoadSource['kind'],
    a: (typeof allocations)[number],
    activity: { activityId: string; activityName: string } | null,
  ): PersonLoadSource => ({
    kind,
    resourceId: a.resourceId,
    projectId: a.projectId,
    projectName: a.projectName,
    activityId: activity?.activityId ?? null,
    activityName: activity?.activityName ?? null,
    percentage: a.percentage,
    startDate: a.startDate,
    endDate: a.endDate,
  });
  const sources = new Map<string, PersonLoadSource[]>();
  for (const a of allocations) push(sources, a.resourceId, sourceOf('allocation', a, null));
  for (const a of assignments) push(sources, a.resourceId, sourceOf('assignment', a, a));
  return { sources, timeOff: offs };
}

/** A span of someone's time (LoadSpan) and its project. */
export type PersonLoadSpan = LoadSpan & { projectId: string };

/**
 * The figures' part of readLoadSources: how much each allocation and assignment takes, when,
 * and of which project, without names. The heat map's cells and the dashboard's loads need no
 * more, and it is half the columns to read (12,000 rows a request for 500 people over 12 weeks).
 */
export async function readLoadSpans(
  tx: Transaction,
  ctx: TenantContext,
  window: Window,
): Promise<{ spans: Map<string, PersonLoadSpan[]>; timeOff: Map<string, DateRange[]> }> {
  const where = windowOf(ctx, window);
  const [allocations, assignments, offs] = await together([
    tx.select(allocationSpan).from(resourceCapacity).where(where.allocations),
    tx
      .select(assignmentSpan)
      .from(activityAssignments)
      .innerJoin(projectActivities, eq(projectActivities.id, activityAssignments.activityId))
      .where(where.assignments),
    readTimeOff(tx, where.away),
  ]);
  const spans = new Map<string, PersonLoadSpan[]>();
  for (const rows of [allocations, assignments])
    for (const a of rows)
      push(spans, a.resourceId, {
        projectId: a.projectId,
        percentage: a.percentage,
        startDate: a.startDate,
        endDate: a.endDate,
      });
  return { spans, timeOff: offs };
}
