import { and, asc, eq, inArray, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectBadge, type ProjectStatus } from '../../../shared/domain/project-status';
import { can } from '../../../shared/permissions';
import type { Transaction } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { projectActivities, projects } from '../../db/schema/portfolio';
import type { TenantContext } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { PERMISSION_DENIED } from '../../http/guard';

export const PROJECT_NOT_FOUND = 'Project not found';
export type ProjectRow = typeof projects.$inferSelect;

/** A project manager with no broader role sees only the projects they manage (SPEC.md section 6). */
export function seesOnlyOwnProjects(ctx: TenantContext): boolean {
  return !ctx.roles.some((role) => role !== 'project_manager' && role !== 'tracked_employee');
}

/** The project if the caller may see it; 404 otherwise, whether it is another tenant's or not theirs. */
export async function getVisibleProject(
  tx: Transaction,
  ctx: TenantContext,
  id: string,
  lock = false,
): Promise<ProjectRow> {
  if (!can(ctx.roles, 'portfolio.read')) throw new AppError('forbidden', PERMISSION_DENIED);
  const query = tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, ctx.organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (seesOnlyOwnProjects(ctx) && row.projectManagerId !== ctx.actorId))
    throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** Whether the caller may change this project's plan, budget and registers. */
export function canChangeProject(ctx: TenantContext, project: ProjectRow): boolean {
  if (can(ctx.roles, 'projects.manage')) return true;
  return can(ctx.roles, 'projects.manage_own') && project.projectManagerId === ctx.actorId;
}

/** The project, locked, if the caller may change it: 404 when unseen, 403 when only readable. */
export async function getChangeableProject(
  tx: Transaction,
  ctx: TenantContext,
  id: string,
): Promise<ProjectRow> {
  const project = await getVisibleProject(tx, ctx, id, true);
  if (!canChangeProject(ctx, project)) throw new AppError('forbidden', PERMISSION_DENIED);
  return project;
}

/**
 * The activities of `projectIds` in the caller's organization, in plan order, with the
 * columns asked for (always their project's id); none when no project is given.
 */
export async function findActivitiesOf<Columns extends Record<string, AnyPgColumn>>(
  tx: Transaction,
  ctx: TenantContext,
  projectIds: readonly string[],
  columns: Columns,
) {
  if (projectIds.length === 0) return [];
  return tx
    .select({ ...columns, projectId: projectActivities.projectId })
    .from(projectActivities)
    .where(
      and(
        eq(projectActivities.organizationId, ctx.organizationId),
        anyOf(projectActivities.projectId, projectIds),
      ),
    )
    .orderBy(asc(projectActivities.sortOrder), asc(projectActivities.name));
}

/**
 * Each project's list badge as of `today`, in one statement for them all. Delayed needs only
 * whether a non-milestone activity ended before today, so each project's earliest such end is
 * all that is read, not its activities.
 */
export async function findBadgesOf(
  tx: Transaction,
  ctx: TenantContext,
  rows: readonly { id: string; status: string }[],
  today: string,
): Promise<Map<string, string>> {
  const ends =
    rows.length === 0
      ? []
      : await tx
          .select({ projectId: projectActivities.projectId, end: min(projectActivities.endDate) })
          .from(projectActivities)
          .where(
            and(
              eq(projectActivities.organizationId, ctx.organizationId),
              inArray(
                projectActivities.projectId,
                rows.map((row) => row.id),
              ),
              eq(projectActivities.isMilestone, false),
            ),
          )
          .groupBy(projectActivities.projectId);
  const earliestEnd = new Map(ends.map((row) => [row.projectId, row.end]));
  return new Map(
    rows.map((row) => [row.id, badgeOf(row.status, earliestEnd.get(row.id) ?? null, today)]),
  );
}

/**
 * A project's list badge as of `today` from its status and the earliest end of its activities
 * that are not milestones (earliestActivityEnd): all of its activities the badge needs.
 */
export function badgeOf(status: string, earliestEnd: string | null, today: string): string {
  const activities = earliestEnd ? [{ endDate: earliestEnd, isMilestone: false }] : [];
  return projectBadge(status as ProjectStatus, activities, today);
}

/**
 * The earliest end of the project's activities that are not milestones, as findBadgesOf reads it
 * for many at once: for one project, or a page of them, each read off its own activities.
 */
export function earliestActivityEnd(organizationId: SQLWrapper | string, projectId: AnyPgColumn) {
  const a = projectActivities;
  return sql<string | null>`(select min(${a.endDate}) from ${a} where ${and(
    eq(a.organizationId, organizationId),
    eq(a.projectId, projectId),
    eq(a.isMilestone, false),
  )})`;
}
