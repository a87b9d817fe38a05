import { and, asc, eq, ilike, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  trackableActivitySchema,
  trackableProjectQuerySchema,
  trackableProjectSchema,
} from '../../../shared/schemas/time';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/paging';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { findActivitiesOf, PROJECT_NOT_FOUND } from '../projects/access';

type TrackableProject = z.infer<typeof trackableProjectSchema>;
type TrackableActivity = z.infer<typeof trackableActivitySchema>;
type TrackableProjectQuery = z.output<typeof trackableProjectQuerySchema>;

const trackable = (ctx: TenantContext) =>
  and(
    eq(projects.organizationId, ctx.organizationId),
    notInArray(projects.status, ['completed', 'cancelled']),
  );

/**
 * The organization's projects that are not completed or cancelled, for the tracker's selects:
 * by name, at most `limit`, searched by name or code. Everyone who tracks time sees them,
 * tracked employees included. A project's activities are read when it is picked
 * (findTrackableActivities): all of them came to 40,000 rows and 847 KB for 2,000 projects on
 * the bench dataset, and the projects alone to 69 KB.
 */
export function findTrackableProjects(
  db: Database,
  ctx: TenantContext,
  query: TrackableProjectQuery,
): Promise<TrackableProject[]> {
  const pattern = query.search ? likePattern(query.search) : null;
  return withTenant(db, ctx, (tx) =>
    tx
      .select({
        id: projects.id,
        name: projects.name,
        projectCode: projects.projectCode,
        billable: projects.billable,
      })
      .from(projects)
      .where(
        and(
          trackable(ctx),
          pattern
            ? or(ilike(projects.name, pattern), ilike(projects.projectCode, pattern))
            : undefined,
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(query.limit),
  );
}

/** The activities of a project time can be tracked on (404 for any other). */
export function findTrackableActivities(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<TrackableActivity[]> {
  return withTenant(db, ctx, async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), trackable(ctx)));
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    const activities = await findActivitiesOf(tx, ctx, [project.id], {
      id: projectActivities.id,
      name: projectActivities.name,
    });
    return activities.map(({ id, name }) => ({ id, name }));
  });
}
