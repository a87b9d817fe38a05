import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { groupBy } from '../../../shared/group-by';
import type { trackableProjectSchema } from '../../../shared/schemas/time';
import type { Database } from '../../db/client';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { findActivitiesOf } from '../projects/access';

type TrackableProject = z.infer<typeof trackableProjectSchema>;

/**
 * The organization's projects that are not completed or cancelled, with their activities, for
 * the tracker's selects. Everyone who tracks time sees them, tracked employees included.
 */
export function findTrackableProjects(
  db: Database,
  ctx: TenantContext,
): Promise<TrackableProject[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await tx
      .select({
        id: projects.id,
        name: projects.name,
        projectCode: projects.projectCode,
        billable: projects.billable,
      })
      .from(projects)
      .where(
        and(
          eq(projects.organizationId, ctx.organizationId),
          notInArray(projects.status, ['completed', 'cancelled']),
        ),
      )
      .orderBy(asc(projects.name));
    const activities = await findActivitiesOf(
      tx,
      ctx,
      rows.map((r) => r.id),
      { id: projectActivities.id, name: projectActivities.name },
    );
    const byProject = groupBy(activities, (a) => a.projectId);
    return rows.map((project) => ({
      ...project,
      activities: (byProject.get(project.id) ?? []).map(({ id, name }) => ({ id, name })),
    }));
  });
}
