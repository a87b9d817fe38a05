// Calendar days as yyyy-mm-dd strings; weeks run Monday to Sunday (ISO 8601).

/** The number written by `length` digits of `text` from `start`. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/**
 * Days from 1970-01-01 to `day`, a valid yyyy-mm-dd day, and back: counted by hand (the
 * proleptic Gregorian calendar's day count, as Date does). The heat map, Analytics and the
 * schedule convert tens of thousands of days a request; Date.parse and toISOString took most of
 * their time.
 */
export function dayNumber(day: string): number {
  const month = digitsAt(day, 5, 2);
  // Years start in March here, so a leap day is the last day of its year.
  const year = digitsAt(day, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear =
    Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + digitsAt(day, 8, 2) - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** The yyyy-mm-dd day `n` days after 1970-01-01 (dayNumber's inverse), for years 1 to 9999. */
export function dayOfNumber(n: number): string {
  const days = n + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(date)}`;
}

/** Whole days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `count` days after `day` (before when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count);
}

/** 1 for Monday to 7 for Sunday. */
export function isoWeekday(day: string): number {
  // 1970-01-01 was a Thursday.
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
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
