import { and, asc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Activity,
  activityInputSchema,
  activitySchema,
} from '../../../shared/schemas/activities';
import { groupBy } from '../../../shared/group-by';
import type { Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities } from '../../db/schema/portfolio';
import type { TenantContext } from '../../db/tenant';
import { declareProjectChild } from '../project-children/declare';
import { tellAssignmentChanges } from './assignment-notices';
import { refuseForeignResources } from './resource-check';

type AssignmentInput = NonNullable<z.output<typeof activityInputSchema>['assignments']>;

/**
 * Activities and milestones of a project's plan. Their date rules live in the shared schema;
 * here: every assignment names a person of the organization, a new activity goes last in the
 * plan, and assignments given replace the activity's assignments (absent, they stay).
 */
export const activities = declareProjectChild({
  path: 'activities',
  param: 'activityId',
  tag: 'activities',
  entityType: 'activity',
  notFound: 'Activity not found',
  table: projectActivities,
  // A change sends the whole activity, as its form does: the date rules need both dates.
  schemas: { input: activityInputSchema, update: activityInputSchema, output: activitySchema },
  summaries: {
    list: "A project's activities by start date, with their assignments",
    create: 'Add an activity or milestone',
    update: 'Change an activity (assignments are replaced when given)',
    delete: 'Delete an activity with its assignments',
  },
  read: readActivities,
  columns: (input) => ({
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    isMilestone: input.isMilestone,
    ...(input.percentComplete === undefined ? {} : { percentComplete: input.percentComplete }),
  }),
  check: async (tx, ctx, projectId, input, id) => {
    if (input.assignments) {
      const resources = input.assignments.map((a) => a.resourceId);
      await refuseForeignResources(
        tx,
        ctx,
        resources,
        (index) => `assignments.${index}.resourceId`,
      );
    }
    // Notices go out with the change (or not at all); computed before it is written.
    await tellAssignmentChanges(
      tx,
      ctx,
      projectId,
      input,
      id,
      new Date().toISOString().slice(0, 10),
    );
  },
  placed: async (tx, ctx, projectId) => {
    // The project row is locked, so the next position cannot be taken twice.
    const [last] = await tx
      .select({ sortOrder: max(projectActivities.sortOrder) })
      .from(projectActivities)
      .where(
        and(
          eq(projectActivities.organizationId, ctx.organizationId),
          eq(projectActivities.projectId, projectId),
        ),
      );
    return { sortOrder: (last?.sortOrder ?? 0) + 1 };
  },
  afterWrite: async (tx, ctx, id, { assignments }) => {
    if (assignments) await replaceAssignments(tx, ctx, id, assignments);
  },
  audited: ({ id: _i, createdAt: _c, assignments, ...rest }) => ({
    ...rest,
    assignments: assignments.map((a) => ({
      resourceId: a.resourceId,
      capacityPercentage: a.capacityPercentage,
    })),
  }),
});

/** Activities matching `where` by start date, then their order of entry, with their people. */
async function readActivities(
  tx: Transaction,
  ctx: TenantContext,
  where: SQL,
): Promise<Activity[]> {
  const rows = await tx
    .select({
      id: projectActivities.id,
      projectId: projectActivities.projectId,
      name: projectActivities.name,
      description: projectActivities.description,
      startDate: projectActivities.startDate,
      endDate: projectActivities.endDate,
      isMilestone: projectActivities.isMilestone,
      percentComplete: projectActivities.percentComplete,
      sortOrder: projectActivities.sortOrder,
      createdAt: projectActivities.createdAt,
    })
    .from(projectActivities)
    .where(where)
    .orderBy(
      asc(projectActivities.startDate),
      asc(projectActivities.sortOrder),
      asc(projectActivities.createdAt),
      asc(projectActivities.id),
    );
  if (rows.length === 0) return [];
  const assignments = await tx
    .select({
      activityId: activityAssignments.activityId,
      resourceId: activityAssignments.resourceId,
      resourceName: profiles.fullName,
      capacityPercentage: sql<number>`coalesce(${activityAssignments.capacityPercentage}, 100)`,
    })
    .from(activityAssignments)
    .innerJoin(profiles, eq(profiles.id, activityAssignments.resourceId))
    .where(
      and(
        eq(activityAssignments.organizationId, ctx.organizationId),
        anyOf(
          activityAssignments.activityId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(profiles.fullName));
  const assignedTo = groupBy(assignments, (a) => a.activityId);
  // Each written out: a plan has thousands of activities, and on Node 20 a spread with
  // properties added costs about 2 µs an object.
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isMilestone: row.isMilestone,
    percentComplete: row.percentComplete,
    sortOrder: row.sortOrder,
    assignments: (assignedTo.get(row.id) ?? []).map((a) => ({
      resourceId: a.resourceId,
      resourceName: a.resourceName,
      capacityPercentage: a.capacityPercentage,
    })),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function replaceAssignments(
  tx: Transaction,
  ctx: TenantContext,
  activityId: string,
  assignments: AssignmentInput,
) {
  await tx
    .delete(activityAssignments)
    .where(
      and(
        eq(activityAssignments.organizationId, ctx.organizationId),
        eq(activityAssignments.activityId, activityId),
      ),
    );
  if (assignments.length === 0) return;
  await tx.insert(activityAssignments).values(
    assignments.map((a) => ({
      organizationId: ctx.organizationId,
      activityId,
      resourceId: a.resourceId,
      capacityPercentage: a.capacityPercentage,
    })),
  );
}
