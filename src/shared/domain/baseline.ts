// A plan compared with one of its baselines: how far each activity moved, in working days.

import type { WorkingCalendar } from './working-calendar';

export interface DatedActivity {
  activityId: string | null;
  name: string;
  startDate: string;
  endDate: string;
}

export interface BaselineVariance {
  /** The activity (null for one deleted since the baseline). */
  activityId: string | null;
  name: string;
  baselineStart: string | null;
  baselineEnd: string | null;
  currentStart: string | null;
  currentEnd: string | null;
  /** Working days the start moved: positive later, negative earlier; null when one side is missing. */
  startVariance: number | null;
  finishVariance: number | null;
  status: 'unchanged' | 'moved' | 'added' | 'removed';
}

/** Working days from `from` to `to`: positive when `to` is later. */
const shift = (calendar: WorkingCalendar, from: string, to: string) =>
  calendar.indexOf(to) - calendar.indexOf(from);

/**
 * Each activity of the plan against the baseline: its start and finish variance in working
 * days, in the plan's order, then the baseline's activities deleted since.
 */
export function compareWithBaseline(
  calendar: WorkingCalendar,
  baseline: readonly DatedActivity[],
  current: readonly DatedActivity[],
): BaselineVariance[] {
  const saved = new Map(baseline.filter((b) => b.activityId).map((b) => [b.activityId!, b]));
  const rows: BaselineVariance[] = current.map((activity) => {
    const before = activity.activityId ? saved.get(activity.activityId) : undefined;
    if (!before) {
      return {
        activityId: activity.activityId,
        name: activity.name,
        baselineStart: null,
        baselineEnd: null,
        currentStart: activity.startDate,
        currentEnd: activity.endDate,
        startVariance: null,
        finishVariance: null,
        status: 'added',
      };
    }
    const startVariance = shift(calendar, before.startDate, activity.startDate);
    const finishVariance = shift(calendar, before.endDate, activity.endDate);
    return {
      activityId: activity.activityId,
      name: activity.name,
      baselineStart: before.startDate,
      baselineEnd: before.endDate,
      currentStart: activity.startDate,
      currentEnd: activity.endDate,
      startVariance,
      finishVariance,
      status: startVariance === 0 && finishVariance === 0 ? 'unchanged' : 'moved',
    };
  });
  const present = new Set(current.map((a) => a.activityId));
  for (const before of baseline) {
    if (before.activityId && present.has(before.activityId)) continue;
    rows.push({
      activityId: null,
      name: before.name,
      baselineStart: before.startDate,
      baselineEnd: before.endDate,
      currentStart: null,
      currentEnd: null,
      startVariance: null,
      finishVariance: null,
      status: 'removed',
    });
  }
  return rows;
}
