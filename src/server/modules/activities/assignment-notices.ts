import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { activityInputSchema } from '../../../shared/schemas/activities';
import type { Transaction } from '../../db/client';
import { activityAssignments, projects } from '../../db/schema/portfolio';
import type { TenantContext } from '../../db/tenant';
import { notify } from '../notifications/delivery';
import { tellOverAllocations } from '../notifications/over-allocation';
import { findActivePeople, projectLink, uniqueExcept } from '../notifications/recipients';

type ActivityInput = z.output<typeof activityInputSchema>;

/**
 * Called before an activity is added or changed (`id`), in its transaction: tells each person
 * newly assigned to it, and whoever watches capacity when the change pushes someone over
 * 100 % in a week. Before the write, so the load it adds is compared with the load there was.
 */
export async function tellAssignmentChanges(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  input: ActivityInput,
  id: string | undefined,
  today: string,
): Promise<void> {
  const current = id
    ? await tx
        .select({
          resourceId: activityAssignments.resourceId,
          capacityPercentage: activityAssignments.capacityPercentage,
        })
        .from(activityAssignments)
        .where(
          and(
            eq(activityAssignments.organizationId, ctx.organizationId),
            eq(activityAssignments.activityId, id),
          ),
        )
    : [];
  // Assignments given replace the activity's; absent, its people stay on the new dates.
  const assigned =
    input.assignments ??
    current.map((a) => ({ resourceId: a.resourceId, capacityPercentage: a.capacityPercentage }));
  if (assigned.length === 0) return;
  const [project] = await tx
    .select({
      id: projects.id,
      name: projects.name,
      projectManagerId: projects.projectManagerId,
      resourceManagerId: projects.resourceManagerId,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, ctx.organizationId)));
  if (!project) return;

  const before = new Set(current.map((a) => a.resourceId));
  const newcomers = uniqueExcept(
    assigned.map((a) => a.resourceId).filter((resourceId) => !before.has(resourceId)),
    ctx.actorId,
  );
  const what = input.isMilestone ? 'milestone' : 'activity';
  for (const person of await findActivePeople(tx, ctx.organizationId, newcomers)) {
    const share = assigned.find((a) => a.resourceId === person.id)?.capacityPercentage ?? 100;
    await notify(tx, ctx.organizationId, person.id, {
      type: 'project_assignment',
      title: `New ${what} assignment`,
      message: `You are assigned to ${input.name} on ${project.name} at ${share}% of your time, ${input.startDate} to ${input.endDate}.`,
      link: projectLink(person, project),
    });
  }

  await tellOverAllocations(
    tx,
    ctx,
    {
      project,
      replacesActivityId: id,
      added: assigned.map((a) => ({
        resourceId: a.resourceId,
        kind: 'assignment',
        activityName: input.name,
        percentage: a.capacityPercentage ?? 100,
        startDate: input.startDate,
        endDate: input.endDate,
      })),
    },
    today,
  );
}
