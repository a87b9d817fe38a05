import { and, asc, eq } from 'drizzle-orm';
import { type LoadFigures, weekFigures } from '../../../shared/domain/capacity-load';
import { addDays } from '../../../shared/domain/week';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { together } from '../../db/together';
import { readLoadSpans } from '../resources/load-sources';
import { loadWorkingCalendar } from '../schedule/service';

export type PersonLoads = {
  id: string;
  name: string;
  /** Project ids they are allocated or assigned to in these weeks. */
  projectIds: Set<string>;
  cells: LoadFigures[];
};

/**
 * Every active person's load over `weeks` (Mondays), as the resources heat map counts it
 * (shared/domain/capacity-load.ts): allocations and assignments, less holidays and time off.
 */
export async function readPeopleLoads(
  tx: Transaction,
  ctx: TenantContext,
  weeks: readonly string[],
): Promise<PersonLoads[]> {
  const first = weeks[0]!;
  const last = addDays(weeks.at(-1)!, 6);
  const [people, { spans, timeOff }, { calendar }] = await together([
    tx
      .select({ id: profiles.id, name: profiles.fullName })
      .from(profiles)
      .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true)))
      .orderBy(asc(profiles.fullName)),
    readLoadSpans(tx, ctx, { from: first, to: last }),
    loadWorkingCalendar(tx, ctx),
  ]);
  return people.map((person) => ({
    id: person.id,
    name: person.name,
    projectIds: new Set((spans.get(person.id) ?? []).map((span) => span.projectId)),
    cells: weekFigures(calendar, weeks, spans.get(person.id) ?? [], timeOff.get(person.id) ?? []),
  }));
}

/** The highest load of some weeks, its week, and how many weeks are over 100 %. */
export function peakOf(cells: readonly LoadFigures[]) {
  let peak = cells[0]!;
  for (const cell of cells) if ((cell.load ?? 0) > (peak.load ?? 0)) peak = cell;
  return {
    peakLoad: peak.load ?? 0,
    peakWeek: peak.week,
    weeksOver: cells.filter((cell) => cell.overloaded).length,
  };
}
