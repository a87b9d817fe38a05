import { and, asc, eq, sql } from 'drizzle-orm';
import { findCycle } from '../../../shared/domain/schedule';
import { activityInputSchema } from '../../../shared/schemas/activities';
import { cycleMessage, type PlanImportResult } from '../../../shared/schemas/schedule';
import type { Database } from '../../db/client';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError } from '../../http/errors';
import { auditCreate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { projectChildWhere } from '../project-children/service';
import { readMspdi, writeMspdi } from './mspdi';
import { readLinks } from './links';
import { loadWorkingCalendar } from './service';

/** The project's plan as an MS Project XML file, and the name it downloads under. */
export function exportPlan(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<{ fileName: string; xml: string }> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const [[project], activities, links, { calendar, workingWeekdays, holidays }] = await together([
      tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)),
      tx
        .select()
        .from(projectActivities)
        .where(projectChildWhere(projectActivities, ctx, projectId))
        .orderBy(asc(projectActivities.sortOrder), asc(projectActivities.id)),
      readLinks(tx, ctx, projectChildWhere(activityLinks, ctx, projectId)),
      loadWorkingCalendar(tx, ctx),
    ]);
    const uid = new Map(activities.map((a, index) => [a.id, index + 1]));
    const xml = writeMspdi(
      {
        name: project!.name,
        tasks: activities.map((a) => ({
          uid: uid.get(a.id)!,
          name: a.name,
          startDate: a.startDate,
          endDate: a.endDate,
          isMilestone: a.isMilestone,
          percentComplete: a.percentComplete,
          notes: a.description,
        })),
        links: links.map((l) => ({
          predecessorUid: uid.get(l.predecessorId)!,
          successorUid: uid.get(l.successorId)!,
          type: l.type,
          lag: l.lag,
        })),
      },
      calendar,
      workingWeekdays,
      holidays,
    );
    return { fileName: `${project!.name}.xml`, xml };
  });
}

/**
 * Adds an MS Project XML file's tasks and links to the project, after its activities, in one
 * transaction: a task an activity could not be, or links closing a cycle with the plan's own,
 * refuse the whole file. Audited as one import.
 */
export function importPlan(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  file: { fileName: string; content: string },
): Promise<PlanImportResult> {
  let plan: ReturnType<typeof readMspdi>;
  try {
    plan = readMspdi(file.content);
  } catch (error) {
    const message = (error as Error).message;
    throw new AppError('validation', message, [{ path: 'content', message }]);
  }
  const errors = plan.tasks.flatMap((task) => {
    const checked = activityInputSchema.safeParse({
      name: task.name.slice(0, 200),
      description: task.notes?.slice(0, 2000) ?? '',
      startDate: task.startDate,
      endDate: task.isMilestone ? undefined : task.endDate,
      isMilestone: task.isMilestone,
    });
    return checked.success
      ? []
      : [
          {
            path: 'content',
            message: `Task ${task.uid} (${task.name}): ${checked.error.issues[0]!.message}`,
          },
        ];
  });
  if (errors.length > 0) throw new AppError('validation', errors[0]!.message, errors.slice(0, 50));

  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const [after] = await tx
      .select({ next: sql<number>`coalesce(max(${projectActivities.sortOrder}) + 1, 0)::int` })
      .from(projectActivities)
      .where(projectChildWhere(projectActivities, ctx, projectId));
    const ids = new Map<number, string>();
    for (let from = 0; from < plan.tasks.length; from += 500) {
      const chunk = plan.tasks.slice(from, from + 500);
      const rows = await tx
        .insert(projectActivities)
        .values(
          chunk.map((task, i) => ({
            organizationId: ctx.organizationId,
            projectId,
            name: task.name.slice(0, 200),
            description: task.notes?.slice(0, 2000) ?? null,
            startDate: task.startDate,
            endDate: task.endDate,
            isMilestone: task.isMilestone,
            percentComplete: task.percentComplete,
            sortOrder: after!.next + from + i,
          })),
        )
        .returning({ id: projectActivities.id });
      rows.forEach((row, i) => ids.set(chunk[i]!.uid, row.id));
    }
    // One link a pair (the file may repeat one), checked for cycles with the plan's own links.
    const seen = new Set<string>();
    const links = plan.links
      .map((l) => ({
        ...l,
        predecessorId: ids.get(l.predecessorUid)!,
        successorId: ids.get(l.successorUid)!,
      }))
      .filter((l) => {
        const key = `${l.predecessorId}>${l.successorId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const existing = await tx
      .select({
        predecessorId: activityLinks.predecessorId,
        successorId: activityLinks.successorId,
      })
      .from(activityLinks)
      .where(
        and(
          eq(activityLinks.organizationId, ctx.organizationId),
          eq(activityLinks.projectId, projectId),
        ),
      );
    const all = await tx
      .select({ id: projectActivities.id, name: projectActivities.name })
      .from(projectActivities)
      .where(projectChildWhere(projectActivities, ctx, projectId));
    const cycle = findCycle(
      all.map((a) => a.id),
      [...existing, ...links],
    );
    if (cycle) {
      const names = new Map(all.map((a) => [a.id, a.name]));
      const message = cycleMessage(cycle.map((id) => names.get(id)!));
      throw new AppError('validation', message, [{ path: 'content', message }]);
    }
    for (let from = 0; from < links.length; from += 500) {
      await tx.insert(activityLinks).values(
        links.slice(from, from + 500).map((l) => ({
          organizationId: ctx.organizationId,
          projectId,
          predecessorId: l.predecessorId,
          successorId: l.successorId,
          type: l.type,
          lag: Math.max(-1000, Math.min(1000, l.lag)),
        })),
      );
    }
    const result = {
      activities: plan.tasks.length,
      links: links.length,
      skippedTasks: plan.skipped.tasks,
      skippedLinks: plan.skipped.links + plan.links.length - links.length,
    };
    await auditCreate(tx, ctx, {
      entityType: 'project_plan_import',
      entityId: projectId,
      newValues: { fileName: file.fileName, ...result },
    });
    return result;
  });
}
