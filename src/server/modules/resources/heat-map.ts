import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { weekFigures, weekLoads, weeksFrom } from '../../../shared/domain/capacity-load';
import { addDays, weekStartOf } from '../../../shared/domain/week';
import type {
  HeatMap,
  HeatMapCellDetail,
  heatMapCellQuerySchema,
  heatMapQuerySchema,
} from '../../../shared/schemas/resources';
import type { Database } from '../../db/client';
import { departments, profiles, teams } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { notFound } from '../../http/errors';
import { DEPARTMENT_NOT_FOUND, TEAM_NOT_FOUND } from '../organizations/structure';
import { loadWorkingCalendar } from '../schedule/service';
import { readLoadSources, readLoadSpans } from './load-sources';
import { RESOURCE_NOT_FOUND } from './service';

/** The Sunday of the week that starts on `monday`. */
const sundayOf = (monday: string) => addDays(monday, 6);

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
  const last = sundayOf(weeks.at(-1)!);
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
    const [people, { spans, timeOff }, { calendar }] = await together([
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
      readLoadSpans(tx, ctx, { from: first, to: last }),
      loadWorkingCalendar(tx, ctx),
    ]);
    // A week's working days are the calendar's: sent once, not in each of 6,000 cells.
    const workingDays = weekFigures(calendar, weeks, [], []).map((week) => week.workingDays);
    return {
      weeks,
      workingDays,
      people: people.map((p) => ({
        id: p.id,
        fullName: p.fullName,
        department: p.department,
        team: p.team,
        // What makes up a cell's load comes with findHeatMapCell.
        cells: weekFigures(calendar, weeks, spans.get(p.id) ?? [], timeOff.get(p.id) ?? []).map(
          (cell) => ({
            load: cell.load,
            availableDays: cell.availableDays,
            overloaded: cell.overloaded,
          }),
        ),
      })),
    };
  });
}

/**
 * One person's week of the heat map with what makes up its load: opened from a cell, so the
 * heat map itself does not carry every cell's allocations and assignments (2.5 MB for 500
 * people over 12 weeks; 0.6 MB without).
 */
export function findHeatMapCell(
  db: Database,
  ctx: TenantContext,
  query: z.output<typeof heatMapCellQuerySchema>,
): Promise<HeatMapCellDetail> {
  const week = weekStartOf(query.week);
  return withTenant(db, ctx, async (tx) => {
    const [person] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, query.personId), eq(profiles.organizationId, ctx.organizationId)));
    if (!person) throw notFound(RESOURCE_NOT_FOUND);
    const { sources, timeOff } = await readLoadSources(tx, ctx, {
      from: week,
      to: sundayOf(week),
      people: [person.id],
    });
    const { calendar } = await loadWorkingCalendar(tx, ctx);
    const [cell] = weekLoads(
      calendar,
      [week],
      sources.get(person.id) ?? [],
      timeOff.get(person.id) ?? [],
    );
    return cell!;
  });
}
