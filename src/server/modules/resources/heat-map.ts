import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type LoadSource, weekLoads, weeksFrom } from '../../../shared/domain/capacity-load';
import type { HeatMap, heatMapQuerySchema } from '../../../shared/schemas/resources';
import type { Database } from '../../db/client';
import { departments, profiles, teams } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { resourceCapacity, timeOff } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { DEPARTMENT_NOT_FOUND, TEAM_NOT_FOUND } from '../organizations/structure';
import { loadWorkingCalendar } from '../schedule/service';

const DAY_MS = 86_400_000;

/**
 * The heat map: each active person's load week by week (shared/domain/capacity-load.ts), from
 * five set-based reads whatever the number of people: people, allocations, assignments and
 * time off of the window, and the working calendar.
 */
export function findHeatMap(
  db: Database,
  ctx: TenantContext,
  today: string,
  query: z.output<typeof heatMapQuerySchema>,
): Promise<HeatMap> {
  const weeks = weeksFrom(query.from ?? today, query.weeks);
  const first = weeks[0]!;
  const last = new Date(Date.parse(`${weeks.at(-1)!}T00:00:00Z`) + 6 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return withTenant(db, ctx, async (tx) => {
    // A filter naming another organization's department or team is refused like an unknown one.
    if (query.departmentId) {
      const [found] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.id, query.departmentId),
            eq(departments.organizationId, ctx.organizationId),
          ),
        );
      if (!found) throw notFound(DEPARTMENT_NOT_FOUND);
    }
    if (query.teamId) {
      const [found] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, query.teamId), eq(teams.organizationId, ctx.organizationId)));
      if (!found) throw notFound(TEAM_NOT_FOUND);
    }
    const org = eq(profiles.organizationId, ctx.organizationId);
    const [people, allocations, assignments, away, { calendar }] = await Promise.all([
      tx
        .select({
          id: profiles.id,
          fullName: profiles.fullName,
          department: sql<string | null>`coalesce(${departments.name}, ${profiles.department})`,
          team: sql<string | null>`coalesce(${teams.name}, ${profiles.team})`,
        })
        .from(profiles)
        .leftJoin(departments, eq(departments.id, profiles.departmentId))
        .leftJoin(teams, eq(teams.id, profiles.teamId))
        .where(
          and(
            org,
            eq(profiles.isActive, true),
            query.departmentId ? eq(profiles.departmentId, query.departmentId) : undefined,
            query.teamId ? eq(profiles.teamId, query.teamId) : undefined,
          ),
        )
        .orderBy(asc(profiles.fullName)),
      tx
        .select({
          resourceId: resourceCapacity.resourceId,
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
        ),
      tx
        .select({
          resourceId: activityAssignments.resourceId,
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
        ),
      tx
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
        ),
      loadWorkingCalendar(tx, ctx),
    ]);
    const sources = new Map<string, LoadSource[]>();
    const add = (id: string, source: LoadSource) =>
      sources.set(id, [...(sources.get(id) ?? []), source]);
    for (const a of allocations)
      add(a.resourceId, { kind: 'allocation', activityName: null, ...a });
    for (const a of assignments) add(a.resourceId, { kind: 'assignment', ...a });
    const offs = new Map<string, { startDate: string; endDate: string }[]>();
    for (const t of away) {
      const list = offs.get(t.resourceId);
      if (list) list.push(t);
      else offs.set(t.resourceId, [t]);
    }
    return {
      weeks,
      people: people.map((p) => ({
        ...p,
        cells: weekLoads(calendar, weeks, sources.get(p.id) ?? [], offs.get(p.id) ?? []),
      })),
    };
  });
}
