import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkType } from '../../../shared/domain/schedule';
import {
  placePlan,
  planEnd,
  planFromProject,
  type TemplatePlan,
} from '../../../shared/domain/templates';
import type { newProjectFromPlanSchema } from '../../../shared/schemas/templates';
import type { Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { projectActivities } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { getVisibleProject } from '../projects/access';
import { insertProject, type ProjectOptions } from '../projects/service';
import { loadWorkingCalendar } from '../schedule/service';

// A project's plan as a template keeps it, and a new project made from such a plan: what Save as
// Template, Use Template and Clone share.

type NewProject = z.output<typeof newProjectFromPlanSchema>;

/** A project's plan, as a template keeps it: the caller must be able to see the project. */
export async function planOfProject(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
): Promise<TemplatePlan> {
  const project = await getVisibleProject(tx, ctx, projectId);
  const { calendar } = await loadWorkingCalendar(tx, ctx);
  const activities = await tx
    .select({
      id: projectActivities.id,
      name: projectActivities.name,
      description: projectActivities.description,
      startDate: projectActivities.startDate,
      endDate: projectActivities.endDate,
      isMilestone: projectActivities.isMilestone,
    })
    .from(projectActivities)
    .where(eq(projectActivities.projectId, projectId))
    .orderBy(asc(projectActivities.sortOrder), asc(projectActivities.startDate));
  if (activities.length === 0)
    throw new AppError('validation', 'A project needs at least one activity to become a template', [
      { path: 'projectId', message: 'A project needs at least one activity to become a template' },
    ]);
  const links = await tx
    .select({
      predecessorId: activityLinks.predecessorId,
      successorId: activityLinks.successorId,
      type: activityLinks.type,
      lag: activityLinks.lag,
    })
    .from(activityLinks)
    .where(eq(activityLinks.projectId, projectId));
  const effort = await tx
    .select({ hours: projectBudgetsEffort.estimatedHours, rate: projectBudgetsEffort.hourlyRate })
    .from(projectBudgetsEffort)
    .where(eq(projectBudgetsEffort.projectId, projectId));
  const overhead = await tx
    .select({
      category: projectBudgetsOverhead.category,
      amount: projectBudgetsOverhead.amount,
      description: projectBudgetsOverhead.description,
    })
    .from(projectBudgetsOverhead)
    .where(eq(projectBudgetsOverhead.projectId, projectId));
  return planFromProject(
    {
      startDate: project.startDate,
      activities,
      links: links.map((l) => ({ ...l, type: l.type as LinkType })),
      effort: effort.map((l) => ({ hours: Number(l.hours), rate: Number(l.rate) })),
      overhead: overhead.map((l) => ({ ...l, amount: Number(l.amount) })),
    },
    calendar,
  );
}

/**
 * A new project from a plan, in the caller's transaction: the project (draft), every activity
 * placed from the start date on the organization's working calendar, every link, every budget
 * line. Its end date is the plan's last day.
 */
export async function projectFromPlan(
  tx: Transaction,
  ctx: TenantContext,
  plan: TemplatePlan,
  input: NewProject,
  options: ProjectOptions,
): Promise<string> {
  const { calendar } = await loadWorkingCalendar(tx, ctx);
  const placed = placePlan(plan, input.startDate, calendar);
  const projectId = await insertProject(
    tx,
    ctx,
    {
      name: input.name,
      projectCode: input.projectCode,
      programId: input.programId,
      startDate: input.startDate,
      endDate: planEnd(placed),
    },
    options,
  );
  const rows = await tx
    .insert(projectActivities)
    .values(
      placed.map((a, sortOrder) => ({
        organizationId: ctx.organizationId,
        projectId,
        name: a.name,
        description: a.description ?? null,
        startDate: a.startDate,
        endDate: a.endDate,
        isMilestone: a.isMilestone,
        sortOrder,
      })),
    )
    .returning({ id: projectActivities.id });
  const idOf = new Map(placed.map((a, i) => [a.key, rows[i]!.id]));
  if (plan.links.length > 0)
    await tx.insert(activityLinks).values(
      plan.links.map((l) => ({
        organizationId: ctx.organizationId,
        projectId,
        predecessorId: idOf.get(l.from)!,
        successorId: idOf.get(l.to)!,
        type: l.type,
        lag: l.lag,
      })),
    );
  if (plan.effort.length > 0)
    await tx.insert(projectBudgetsEffort).values(
      plan.effort.map((l) => ({
        organizationId: ctx.organizationId,
        projectId,
        resourceId: null,
        estimatedHours: String(l.hours),
        hourlyRate: l.rate.toFixed(2),
      })),
    );
  if (plan.overhead.length > 0)
    await tx.insert(projectBudgetsOverhead).values(
      plan.overhead.map((l) => ({
        organizationId: ctx.organizationId,
        projectId,
        category: l.category,
        amount: l.amount.toFixed(2),
        description: l.description ?? null,
      })),
    );
  return projectId;
}
