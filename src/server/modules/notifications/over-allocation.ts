import { and, eq, sql } from 'drizzle-orm';
import {
  type LoadCell,
  type LoadSource,
  weekLoads,
  weeksFrom,
} from '../../../shared/domain/capacity-load';
import { addDays, weekStartOf } from '../../../shared/domain/week';
import type { Transaction } from '../../db/client';
import { userRoles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { readLoadSources } from '../resources/load-sources';
import { loadWorkingCalendar } from '../schedule/service';
import { notify } from './delivery';
import { findActivePeople, uniqueExcept } from './recipients';

/** The most weeks ahead a change is checked over; an allocation with no end counts this far. */
const HORIZON_WEEKS = 26;
const LOAD_LOCK_SEED = 7_311;

/** One person's share of a project that a change adds: an allocation or an assignment. */
type AddedLoad = Omit<LoadSource, 'projectName'> & { resourceId: string };

/** A change to people's load: what it adds, and the activity whose assignments it replaces. */
type LoadChange = {
  project: { id: string; name: string; resourceManagerId: string | null };
  added: readonly AddedLoad[];
  replacesActivityId?: string;
};

/**
 * Call before writing `change`. Each person it pushes over 100 % in a week from this one on
 * (shared/domain/capacity-load.ts, as the heat map counts) is reported once per crossing: to
 * the resource managers, the project's resource manager and whoever made the change. A week
 * already over 100 % before the change is no new crossing, so it is not reported again.
 */
export async function tellOverAllocations(
  tx: Transaction,
  ctx: TenantContext,
  change: LoadChange,
  today: string,
): Promise<void> {
  const people = [...new Set(change.added.map((a) => a.resourceId))].sort();
  if (people.length === 0) return;
  // The weeks the change runs in, from this one on, at most HORIZON_WEEKS ahead.
  const first = weekStartOf(today);
  const horizonEnd = addDays(first, 7 * HORIZON_WEEKS - 1);
  const earliest = change.added.map((a) => a.startDate).sort()[0]!;
  const latest = change.added
    .map((a) => a.endDate ?? horizonEnd)
    .sort()
    .at(-1)!;
  const start = earliest > first ? weekStartOf(earliest) : first;
  const end = latest < horizonEnd ? latest : horizonEnd;
  const weeks = weeksFrom(start, HORIZON_WEEKS).filter((week) => week <= end);
  if (weeks.length === 0) return;
  // Two changes to one person at once would each see the other's load as not there yet.
  for (const id of people)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, ${LOAD_LOCK_SEED}))`);

  const windowEnd = addDays(weeks.at(-1)!, 6);
  const { sources, timeOff } = await readLoadSources(tx, ctx, {
    from: weeks[0]!,
    to: windowEnd,
    people,
  });
  const { calendar } = await loadWorkingCalendar(tx, ctx);

  const crossings = new Map<string, LoadCell[]>();
  for (const person of people) {
    const own = sources.get(person) ?? [];
    const off = timeOff.get(person) ?? [];
    const before = weekLoads(calendar, weeks, own, off);
    const kept = own.filter((r) => !r.activityId || r.activityId !== change.replacesActivityId);
    const added = change.added
      .filter((a) => a.resourceId === person)
      .map((a) => ({ ...a, projectName: change.project.name }));
    const after = weekLoads(calendar, weeks, [...kept, ...added], off);
    const crossed = after.filter((cell, i) => cell.overloaded && !before[i]!.overloaded);
    if (crossed.length > 0) crossings.set(person, crossed);
  }
  if (crossings.size === 0) return;

  const resourceManagers = await tx
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .where(
      and(eq(userRoles.organizationId, ctx.organizationId), eq(userRoles.role, 'resource_manager')),
    );
  const recipients = await findActivePeople(
    tx,
    ctx.organizationId,
    uniqueExcept([
      ...resourceManagers.map((r) => r.id),
      change.project.resourceManagerId,
      ctx.actorId,
    ]),
  );
  const names = new Map(
    (await findActivePeople(tx, ctx.organizationId, [...crossings.keys()])).map((p) => [
      p.id,
      p.fullName,
    ]),
  );
  for (const [person, cells] of crossings) {
    const name = names.get(person) ?? 'Someone';
    const peak = Math.max(...cells.map((c) => c.load ?? 0));
    const when =
      cells.length === 1
        ? `the week of ${cells[0]!.week}`
        : `${cells.length} weeks from the week of ${cells[0]!.week}`;
    for (const recipient of recipients)
      await notify(tx, ctx.organizationId, recipient.id, {
        type: 'over_allocation',
        title: `Over-allocated: ${name}`,
        message: `${name} is booked at ${peak} % in ${when} after a change on ${change.project.name}.`,
        link: '/dashboard/resources?tab=heat-map',
      });
  }
}
