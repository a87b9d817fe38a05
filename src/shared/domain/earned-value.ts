// Earned value management for a project: what the plan says should be done by a day (planned
// value), what is done (earned value) and what it cost (actual cost), in money.
//
// The budget at completion (BAC) is spread over the activities by their length in days (a
// milestone has no length, so no share); an activity's planned share grows linearly from its
// first day to its last. Earned value is each activity's share times its percent complete.

import { addDays, dayNumber } from './week';

export type EvActivity = {
  startDate: string;
  endDate: string;
  isMilestone: boolean;
  /** 0-100 */
  percentComplete: number;
};

export type EvFigures = {
  bac: number;
  pv: number;
  ev: number;
  ac: number;
  /** EV / AC; null before any cost. */
  cpi: number | null;
  /** EV / PV; null before anything was planned. */
  spi: number | null;
  /** Estimate at completion: BAC / CPI (BAC while there is no CPI). */
  eac: number;
  /** Variance at completion: BAC - EAC (negative: over budget). */
  vac: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** Days from the first to the last, both counted; none for a milestone. */
export function lengthInDays(activity: Pick<EvActivity, 'startDate' | 'endDate' | 'isMilestone'>) {
  if (activity.isMilestone) return 0;
  return dayNumber(activity.endDate) - dayNumber(activity.startDate) + 1;
}

/** Each activity's share of the budget (they add up to 1, or are all 0 without any length). */
export function budgetShares(activities: readonly EvActivity[]): number[] {
  const lengths = activities.map(lengthInDays);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return lengths.map((length) => (total === 0 ? 0 : length / total));
}

/** How much of an activity the plan has done by the end of `day`: 0 to 1. */
export function plannedShare(activity: EvActivity, day: string): number {
  const length = lengthInDays(activity);
  if (length === 0) return day >= activity.startDate ? 1 : 0;
  const done = dayNumber(day) - dayNumber(activity.startDate) + 1;
  return Math.min(1, Math.max(0, done / length));
}

/** Planned value by the end of `day`. */
export function plannedValue(
  bac: number,
  activities: readonly EvActivity[],
  day: string,
  shares = budgetShares(activities),
): number {
  return cents(bac * activities.reduce((sum, a, i) => sum + shares[i]! * plannedShare(a, day), 0));
}

/** Earned value: the budget of the work done. */
export function earnedValue(
  bac: number,
  activities: readonly EvActivity[],
  shares = budgetShares(activities),
): number {
  return cents(
    bac * activities.reduce((sum, a, i) => sum + (shares[i]! * a.percentComplete) / 100, 0),
  );
}

/**
 * What the figures need of a project's activities on a day, in days: with an activity's share
 * length / Σ length, PV = BAC × Σ min(length, days begun) / Σ length and EV = BAC × Σ length ×
 * percent / 100 / Σ length. Analytics sums these in SQL over the portfolio (analytics/
 * service.ts, its test compares the two) instead of reading every activity.
 */
export type EvDayTotals = {
  /** Σ length in days (milestones have none). */
  length: number;
  /** Σ of each activity's days begun by the end of the day, at most its length. */
  plannedDays: number;
  /** Σ length × percent complete. */
  earnedDayPercent: number;
};

export function evDayTotals(activities: readonly EvActivity[], day: string): EvDayTotals {
  const totals = { length: 0, plannedDays: 0, earnedDayPercent: 0 };
  const today = dayNumber(day);
  for (const activity of activities) {
    const length = lengthInDays(activity);
    totals.length += length;
    totals.plannedDays += Math.min(length, Math.max(0, today - dayNumber(activity.startDate) + 1));
    totals.earnedDayPercent += length * activity.percentComplete;
  }
  return totals;
}

/** The figures of a project on `day`, given its budget, activities and actual cost so far. */
export function earnedValueFigures(
  bac: number,
  activities: readonly EvActivity[],
  actualCost: number,
  day: string,
): EvFigures {
  return earnedValueFromTotals(bac, evDayTotals(activities, day), actualCost);
}

/** The figures from the activities' day totals (evDayTotals, or the same sums in SQL). */
export function earnedValueFromTotals(
  bac: number,
  totals: EvDayTotals,
  actualCost: number,
): EvFigures {
  const pv = totals.length === 0 ? 0 : cents((bac * totals.plannedDays) / totals.length);
  const ev = totals.length === 0 ? 0 : cents((bac * totals.earnedDayPercent) / 100 / totals.length);
  const ac = cents(actualCost);
  const cpi = ac > 0 ? ev / ac : null;
  const spi = pv > 0 ? ev / pv : null;
  const eac = cpi ? cents(bac / cpi) : bac;
  return {
    bac,
    pv,
    ev,
    ac,
    cpi: cpi === null ? null : Math.round(cpi * 100) / 100,
    spi: spi === null ? null : Math.round(spi * 100) / 100,
    eac,
    vac: cents(bac - eac),
  };
}

export type SCurvePoint = { day: string; pv: number; ac: number | null; ev: number | null };

/**
 * The S-curve, a point a week from the plan's first day to its last (or today, if later):
 * planned value all along, actual cost up to today (from `costUpTo`), and earned value today.
 */
export function sCurve(
  bac: number,
  activities: readonly EvActivity[],
  costUpTo: (day: string) => number,
  today: string,
): SCurvePoint[] {
  if (activities.length === 0) return [];
  const first = activities.reduce(
    (min, a) => (a.startDate < min ? a.startDate : min),
    '9999-12-31',
  );
  const planEnd = activities.reduce((max, a) => (a.endDate > max ? a.endDate : max), first);
  const last = today > planEnd ? today : planEnd;
  const points: SCurvePoint[] = [];
  for (let day = first; day < last; day = addDays(day, 7))
    points.push({
      day,
      pv: plannedValue(bac, activities, day),
      ac: day <= today ? cents(costUpTo(day)) : null,
      ev: null,
    });
  points.push({
    day: last,
    pv: plannedValue(bac, activities, last),
    ac: cents(costUpTo(last > today ? today : last)),
    ev: last === today ? earnedValue(bac, activities) : null,
  });
  // Earned value is known for today only (progress has no history): its point sits on today.
  if (last !== today && today >= first) {
    const at = points.findIndex((p) => p.day > today);
    points.splice(at, 0, {
      day: today,
      pv: plannedValue(bac, activities, today),
      ac: cents(costUpTo(today)),
      ev: earnedValue(bac, activities),
    });
  }
  return points;
}
