// Calendar days as yyyy-mm-dd strings; weeks run Monday to Sunday (ISO 8601).

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
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
