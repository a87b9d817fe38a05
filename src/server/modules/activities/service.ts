import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Activity, activityInputSchema } from '../../../shared/schemas/activities';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { refuseForeignResources } from './resource-check';

export const ACTIVITY_NOT_FOUND = 'Activity not found';

type ActivityInput = z.output<typeof activityInputSchema>;
type AssignmentInput = NonNullable<ActivityInput['assignments']>;
type ActivityRow = typeof projectActivities.$inferSelect;

/** A project's activities by start date, then their order of entry. */
export function findActivities(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<Activity[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    return readActivities(tx, ctx, eq(projectActivities.projectId, projectId));
  });
}

export function createActivity(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: ActivityInput,
): Promise<Activity> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const assignments = input.assignments ?? [];
    await checkAssignments(tx, ctx, assignments);
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
    const [row] = await tx
      .insert(projectActivities)
      .values({
        organizationId: ctx.organizationId,
        projectId,
        ...columnsOf(input),
        sortOrder: (last?.sortOrder ?? 0) + 1,
      })
      .returning();
    await writeAssignments(tx, ctx, row!.id, assignments);
    await auditCreate(tx, ctx, {
      entityType: 'activity',
      entityId: row!.id,
      newValues: { projectId, ...columnsOf(input), assignments },
    });
    return getActivity(tx, ctx, projectId, row!.id);
  });
}

/** Changes an activity; its assignments are replaced only when the input carries them. */
export function updateActivity(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: ActivityInput,
): Promise<Activity> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getActivity(tx, ctx, projectId, id);
    if (input.assignments) await checkAssignments(tx, ctx, input.assignments);
    await tx
      .update(projectActivities)
      .set(columnsOf(input))
      .where(activityWhere(ctx, projectId, id));
    if (input.assignments) {
      await tx
        .delete(activityAssignments)
        .where(
          and(
            eq(activityAssignments.organizationId, ctx.organizationId),
            eq(activityAssignments.activityId, id),
          ),
        );
      await writeAssignments(tx, ctx, id, input.assignments);
    }
    const after = await getActivity(tx, ctx, projectId, id);
    await auditUpdate(tx, ctx, {
      entityType: 'activity',
      entityId: id,
      oldValues: snapshot(before),
      newValues: snapshot(after),
    });
    return after;
  });
}

/** Deletes an activity with its assignments; payment milestones linked to it keep no link. */
export function deleteActivity(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getActivity(tx, ctx, projectId, id);
    await tx.delete(projectActivities).where(activityWhere(ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'activity',
      entityId: id,
      oldValues: snapshot(before),
    });
  });
}

/** One activity of the project, or 404 'Activity not found'. */
export async function getActivity(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<Activity> {
  const [activity] = await readActivities(
    tx,
    ctx,
    and(eq(projectActivities.projectId, projectId), eq(projectActivities.id, id)),
  );
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  return activity;
}

async function readActivities(
  tx: Transaction,
  ctx: TenantContext,
  filter: SQL | undefined,
): Promise<Activity[]> {
  const rows = await tx
    .select()
    .from(projectActivities)
    .where(and(eq(projectActivities.organizationId, ctx.organizationId), filter))
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
        inArray(
          activityAssignments.activityId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(profiles.fullName));
  return rows.map((row) => toActivity(row, assignments));
}

async function checkAssignments(tx: Transaction, ctx: TenantContext, assignments: AssignmentInput) {
  await refuseForeignResources(
    tx,
    ctx,
    assignments.map((a) => a.resourceId),
    (index) => `assignments.${index}.resourceId`,
  );
}

async function writeAssignments(
  tx: Transaction,
  ctx: TenantContext,
  activityId: string,
  assignments: AssignmentInput,
) {
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

const activityWhere = (ctx: TenantContext, projectId: string, id: string) =>
  and(
    eq(projectActivities.id, id),
    eq(projectActivities.projectId, projectId),
    eq(projectActivities.organizationId, ctx.organizationId),
  );

function columnsOf(input: ActivityInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    isMilestone: input.isMilestone,
  };
}

function snapshot(activity: Activity) {
  const { id: _i, projectId: _p, createdAt: _c, ...rest } = activity;
  return {
    ...rest,
    assignments: rest.assignments.map((a) => ({
      resourceId: a.resourceId,
      capacityPercentage: a.capacityPercentage,
    })),
  };
}

function toActivity(
  row: ActivityRow,
  assignments: (Activity['assignments'][number] & { activityId: string })[],
): Activity {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    isMilestone: row.isMilestone,
    sortOrder: row.sortOrder,
    assignments: assignments
      .filter((a) => a.activityId === row.id)
      .map(({ activityId: _a, ...rest }) => rest),
    createdAt: row.createdAt.toISOString(),
  };
}
