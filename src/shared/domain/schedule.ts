// The scheduling engine: the critical path method over an organization's working calendar.
// Pure: activities and links in, dates and floats out.
//
// Work time is counted in working days (WorkingCalendar.indexOf). An activity starts on working
// day s and lasts d working days (a milestone 0), so it finishes before working day s + d. Every
// link type is then one inequality on the two starts, succ.s >= pred.s + gap:
//   FS  succ.s >= pred.s + pred.d + lag          (finish to start)
//   SS  succ.s >= pred.s + lag                   (start to start)
//   FF  succ.s >= pred.s + pred.d + lag - succ.d (finish to finish)
//   SF  succ.s >= pred.s + lag - succ.d          (start to finish)
// A milestone is an instant: the end of its day, which is the start of the next working day, so
// a milestone placed after a task (FS) falls on the task's last day and a task after a
// milestone starts the next working day, as in MS Project. A negative lag is a lead. The forward pass takes the largest bound over an activity's
// incoming links (an activity without any keeps its own start); the backward pass the smallest
// over its outgoing ones, from the project's finish.

import { addDays } from './week';
import type { WorkingCalendar } from './working-calendar';

export const LINK_TYPES = ['FS', 'SS', 'FF', 'SF'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  FS: 'Finish to start',
  SS: 'Start to start',
  FF: 'Finish to finish',
  SF: 'Start to finish',
};

export interface ScheduleActivity {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  isMilestone: boolean;
}

export interface ScheduleLink {
  id: string;
  predecessorId: string;
  successorId: string;
  type: LinkType;
  /** Working days; negative for a lead. */
  lag: number;
}

export interface LinkViolation {
  linkId: string;
  predecessorId: string;
  type: LinkType;
  lag: number;
  /** The earliest start the link allows. */
  requiredStart: string;
  /** How many working days too early the activity starts. */
  days: number;
}

export interface ScheduledActivity {
  id: string;
  /** Working days (0 for a milestone). */
  duration: number;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  /** Working days the activity can slip without moving the project's finish. */
  totalFloat: number;
  /** Working days it can slip without moving any successor's early start. */
  freeFloat: number;
  critical: boolean;
  /** The links its current dates break. */
  violations: LinkViolation[];
}

export interface Schedule {
  activities: Map<string, ScheduledActivity>;
  /** The critical activities in order of their early start. */
  criticalPath: string[];
  /** The last working day of the project on its early dates. */
  finish: string | null;
}

/** The working days an activity lasts: those from its start to its end; 0 for a milestone, else at least 1. */
export function durationOf(calendar: WorkingCalendar, activity: ScheduleActivity): number {
  if (activity.isMilestone) return 0;
  return Math.max(1, calendar.workingDaysBetween(activity.startDate, activity.endDate));
}

/** How far a link puts its successor's start from its predecessor's (see the top of the file). */
function gapOf(link: ScheduleLink, predecessor: number, successor: number): number {
  switch (link.type) {
    case 'FS':
      return predecessor + link.lag;
    case 'SS':
      return link.lag;
    case 'FF':
      return predecessor + link.lag - successor;
    case 'SF':
      return link.lag - successor;
  }
}

/**
 * A cycle among the links, as the activity ids on it in link order (the first not repeated), or
 * null when there is none. Links naming unknown activities are ignored.
 */
export function findCycle(
  activityIds: Iterable<string>,
  links: readonly Pick<ScheduleLink, 'predecessorId' | 'successorId'>[],
): string[] | null {
  const next = new Map<string, string[]>();
  for (const id of activityIds) next.set(id, []);
  for (const link of links) {
    if (next.has(link.successorId)) next.get(link.predecessorId)?.push(link.successorId);
  }
  // Iterative depth-first search: 0 unseen, 1 on the current path, 2 done.
  const state = new Map<string, 0 | 1 | 2>();
  for (const root of next.keys()) {
    if (state.get(root)) continue;
    const path: string[] = [];
    const stack: { id: string; edge: number }[] = [{ id: root, edge: 0 }];
    state.set(root, 1);
    path.push(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const edges = next.get(top.id)!;
      if (top.edge < edges.length) {
        const to = edges[top.edge]!;
        top.edge += 1;
        const seen = state.get(to) ?? 0;
        if (seen === 1) return path.slice(path.indexOf(to));
        if (seen === 0) {
          state.set(to, 1);
          path.push(to);
          stack.push({ id: to, edge: 0 });
        }
      } else {
        state.set(top.id, 2);
        path.pop();
        stack.pop();
      }
    }
  }
  return null;
}

/** A link between the activities at two places of the list, and the gap it puts between them. */
interface Edge {
  link: ScheduleLink;
  from: number;
  to: number;
  gap: number;
}

/** The places of the activities in an order where every predecessor comes before its successors. */
function topologicalOrder(count: number, outgoing: readonly Edge[][]): number[] {
  const incoming = new Array<number>(count).fill(0);
  for (const edges of outgoing) for (const edge of edges) incoming[edge.to]! += 1;
  const ready: number[] = [];
  for (let i = 0; i < count; i++) if (incoming[i] === 0) ready.push(i);
  const order: number[] = [];
  while (ready.length > 0) {
    const i = ready.pop()!;
    order.push(i);
    for (const edge of outgoing[i]!) if ((incoming[edge.to]! -= 1) === 0) ready.push(edge.to);
  }
  if (order.length !== count) throw new Error('The links form a cycle');
  return order;
}

/**
 * The schedule of a project's activities under its links: early and late dates, floats, the
 * critical path, and the links the current dates break. Links must be acyclic (findCycle) and
 * name activities of the list (others are ignored). Activities are worked on by their place in
 * the list, not by id: a plan of 2,000 activities and 3,000 links spent most of its time in Map
 * lookups by id.
 */
export function computeSchedule(
  calendar: WorkingCalendar,
  activities: readonly ScheduleActivity[],
  links: readonly ScheduleLink[],
): Schedule {
  const count = activities.length;
  const placeOf = new Map(activities.map((a, i) => [a.id, i]));
  const duration = activities.map((a) => durationOf(calendar, a));
  // Work time of a start, and back: a milestone's is the end of its day (see the top).
  const current = activities.map((a) =>
    a.isMilestone ? calendar.indexOf(addDays(a.startDate, 1)) : calendar.indexOf(a.startDate),
  );
  const startDay = (i: number, start: number) =>
    calendar.dayAt(activities[i]!.isMilestone ? start - 1 : start);
  const finishDay = (i: number, start: number) =>
    calendar.dayAt(activities[i]!.isMilestone ? start - 1 : start + duration[i]! - 1);
  const incoming: Edge[][] = activities.map(() => []);
  const outgoing: Edge[][] = activities.map(() => []);
  for (const link of links) {
    const from = placeOf.get(link.predecessorId);
    const to = placeOf.get(link.successorId);
    if (from === undefined || to === undefined) continue;
    const edge = { link, from, to, gap: gapOf(link, duration[from]!, duration[to]!) };
    incoming[to]!.push(edge);
    outgoing[from]!.push(edge);
  }

  const order = topologicalOrder(count, outgoing);
  const early = new Array<number>(count);
  for (const i of order) {
    let start = incoming[i]!.length > 0 ? -Infinity : current[i]!;
    for (const edge of incoming[i]!) start = Math.max(start, early[edge.from]! + edge.gap);
    early[i] = start;
  }
  let finish = -Infinity;
  for (let i = 0; i < count; i++) finish = Math.max(finish, early[i]! + duration[i]!);

  const late = new Array<number>(count);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    let bound = finish - duration[i]!;
    for (const edge of outgoing[i]!) bound = Math.min(bound, late[edge.to]! - edge.gap);
    late[i] = bound;
  }

  const result = new Map<string, ScheduledActivity>();
  for (let i = 0; i < count; i++) {
    const es = early[i]!;
    const ls = late[i]!;
    const days = duration[i]!;
    // A successor's early start bounds it, and so does the project's finish: under FF and SF
    // links an activity can end after its successors.
    let freeFloat = finish - es - days;
    for (const edge of outgoing[i]!)
      freeFloat = Math.min(freeFloat, early[edge.to]! - es - edge.gap);
    const violations: LinkViolation[] = [];
    for (const { link, from, gap } of incoming[i]!) {
      const required = current[from]! + gap;
      const short = required - current[i]!;
      if (short > 0) {
        violations.push({
          linkId: link.id,
          predecessorId: link.predecessorId,
          type: link.type,
          lag: link.lag,
          requiredStart: startDay(i, required),
          days: short,
        });
      }
    }
    const id = activities[i]!.id;
    result.set(id, {
      id,
      duration: days,
      earlyStart: startDay(i, es),
      earlyFinish: finishDay(i, es),
      lateStart: startDay(i, ls),
      lateFinish: finishDay(i, ls),
      totalFloat: ls - es,
      freeFloat,
      critical: ls === es,
      violations,
    });
  }
  const criticalPath = order
    .filter((i) => late[i] === early[i])
    .sort((a, b) => early[a]! - early[b]!)
    .map((i) => activities[i]!.id);
  return {
    activities: result,
    criticalPath,
    finish: count > 0 ? calendar.dayAt(finish - 1) : null,
  };
}

export interface DateChange {
  id: string;
  startDate: string;
  endDate: string;
}

/**
 * Auto-schedule: every activity with predecessors moves to the earliest start its links allow,
 * keeping its length in working days; the others keep their dates. Returns the activities whose
 * dates change.
 */
export function autoSchedule(
  calendar: WorkingCalendar,
  activities: readonly ScheduleActivity[],
  links: readonly ScheduleLink[],
): DateChange[] {
  const schedule = computeSchedule(calendar, activities, links);
  const linked = new Set(
    links.filter((l) => schedule.activities.has(l.predecessorId)).map((l) => l.successorId),
  );
  const changes: DateChange[] = [];
  for (const activity of activities) {
    if (!linked.has(activity.id)) continue;
    const planned = schedule.activities.get(activity.id)!;
    if (planned.earlyStart !== activity.startDate || planned.earlyFinish !== activity.endDate) {
      changes.push({
        id: activity.id,
        startDate: planned.earlyStart,
        endDate: planned.earlyFinish,
      });
    }
  }
  return changes;
}
