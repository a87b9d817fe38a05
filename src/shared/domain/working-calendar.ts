// An organization's working days: its working weekdays (ISO 1 = Monday .. 7 = Sunday) less its
// holidays. Days are yyyy-mm-dd strings. Counting is arithmetic (whole weeks, then the days
// left, then the holidays by binary search), so it costs the same for a week or ten years.

import { dayNumber as dayNumberSince1970, dayOfNumber } from './week';

// A Monday: day numbers count from here (1970-01-05), and weeks line up with ISO weeks.
const EPOCH = 4;

const dayNumber = (day: string) => dayNumberSince1970(day) - EPOCH;
const dayOf = (n: number) => dayOfNumber(EPOCH + n);

export const DEFAULT_WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export interface WorkingCalendar {
  /** Whether the day is a working weekday and no holiday. */
  isWorkingDay(day: string): boolean;
  /** The working days from `start` to `end`, both counted; 0 when `end` is before `start`. */
  workingDaysBetween(start: string, end: string): number;
  /** How many working days come before `day` (since an epoch): the day's place in work time. */
  indexOf(day: string): number;
  /** The working day with `index` working days before it (the inverse of indexOf). */
  dayAt(index: number): string;
  /** The working day `count` working days after `day` (before, when negative); `day` snaps to the next working day first. */
  addWorkingDays(day: string, count: number): string;
}

/**
 * The calendar of these working weekdays (default Monday to Friday) and holidays (holidays on a
 * non-working weekday change nothing). With no working weekday at all it falls back to the
 * default, since no plan could be placed.
 */
export function workingCalendar(
  weekdays: readonly number[] = DEFAULT_WORKING_WEEKDAYS,
  holidays: Iterable<string> = [],
): WorkingCalendar {
  const days = new Set(weekdays.filter((d) => d >= 1 && d <= 7));
  const working = days.size > 0 ? days : new Set(DEFAULT_WORKING_WEEKDAYS);
  const isWorkingWeekday = (n: number) => working.has((((n % 7) + 7) % 7) + 1);
  const perWeek = working.size;
  // Working weekdays among the first r days of a week (r = 0..7).
  const prefix = [0];
  for (let r = 0; r < 7; r += 1) prefix.push(prefix[r]! + (working.has(r + 1) ? 1 : 0));
  const holidayNumbers = [...new Set(holidays)]
    .map(dayNumber)
    .filter(isWorkingWeekday)
    .sort((a, b) => a - b);
  const holidaySet = new Set(holidayNumbers);

  /** Holidays with a day number below n. */
  const holidaysBefore = (n: number) => {
    let low = 0;
    let high = holidayNumbers.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (holidayNumbers[mid]! < n) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  /** Working days with a day number below n. */
  const countBefore = (n: number) => {
    const weeks = Math.floor(n / 7);
    return weeks * perWeek + prefix[n - weeks * 7]! - holidaysBefore(n);
  };
  const isWorkingNumber = (n: number) => isWorkingWeekday(n) && !holidaySet.has(n);

  const dayAt = (index: number) => {
    // The smallest n with countBefore(n + 1) > index; countBefore grows by at most 1 a day.
    let low = Math.floor(index / perWeek) * 7 - 7 * (holidayNumbers.length + 2);
    let high = Math.ceil((index + 1) / perWeek) * 7 + 7 * (holidayNumbers.length + 2);
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (countBefore(mid + 1) > index) high = mid;
      else low = mid + 1;
    }
    return dayOf(low);
  };

  return {
    isWorkingDay: (day) => isWorkingNumber(dayNumber(day)),
    workingDaysBetween: (start, end) =>
      Math.max(0, countBefore(dayNumber(end) + 1) - countBefore(dayNumber(start))),
    indexOf: (day) => countBefore(dayNumber(day)),
    dayAt,
    addWorkingDays: (day, count) => dayAt(countBefore(dayNumber(day)) + count),
  };
}
