// Calendar days as yyyy-mm-dd strings; weeks run Monday to Sunday (ISO 8601).

const DAY_MS = 86_400_000;

/** The number written by `length` digits of `text` from `start`. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/**
 * Days from 1970-01-01 to `day`, a valid yyyy-mm-dd day. Read by hand: the heat map, Analytics
 * and the schedule read tens of thousands of days a request, and Date.parse took four times as
 * long.
 */
export const dayNumber = (day: string): number =>
  Date.UTC(digitsAt(day, 0, 4), digitsAt(day, 5, 2) - 1, digitsAt(day, 8, 2)) / DAY_MS;

/** The yyyy-mm-dd day `n` days after 1970-01-01 (dayNumber's inverse). */
export const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

const toTime = (day: string) => dayNumber(day) * DAY_MS;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `count` days after `day` (before when negative). */
export function addDays(day: string, count: number): string {
  return toDay(toTime(day) + count * DAY_MS);
}

/** 1 for Monday to 7 for Sunday. */
export function isoWeekday(day: string): number {
  return new Date(toTime(day)).getUTCDay() || 7;
}

export const isMonday = (day: string) => isoWeekday(day) === 1;

/** The Monday of the week holding `day`. */
export function weekStartOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The seven days of the week starting on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}
