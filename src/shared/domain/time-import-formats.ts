// How Toggl Track, Clockify and Harvest write dates, clock times and durations in their CSV
// exports (see the sources in time-import.ts). Every reader answers null for what it cannot read.

const SECONDS_PER_DAY = 86_400;

/** The order of day and month in dates like 03/04/2026: month first (US) or day first. */
export type DateOrder = 'month-first' | 'day-first';

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// 03/04/2026, 3-4-2026, 03.04.2026: Clockify and Toggl follow the person's date format setting.
const PART_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The order the file's dates use, told by any date whose first or second part is past 12;
 * when none is (or they disagree) month first, the US default of Clockify and Harvest. Dots
 * are always day first (03.04.2026 is the 3rd of April).
 */
export function dateOrderOf(values: readonly string[]): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const parts = PART_DATE.exec(value.trim());
    if (!parts || parts[2] === '.') continue;
    if (Number(parts[1]) > 12) dayFirst = true;
    if (Number(parts[3]) > 12) monthFirst = true;
  }
  return dayFirst && !monthFirst ? 'day-first' : 'month-first';
}

/** A calendar day as yyyy-mm-dd from 2026-03-04, 03/04/2026, 04-03-2026 or 04.03.2026. */
export function readDate(value: string, order: DateOrder): string | null {
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = PART_DATE.exec(text);
  if (!parts) return null;
  const first = Number(parts[1]);
  const second = Number(parts[3]);
  const dayFirst = parts[2] === '.' || order === 'day-first';
  return dayFirst
    ? calendarDay(Number(parts[4]), second, first)
    : calendarDay(Number(parts[4]), first, second);
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i;

/** Seconds after midnight of 13:05, 13:05:09, 1:05 PM or 01:05:09 pm. */
export function readClockTime(value: string): number | null {
  const parts = CLOCK.exec(value.trim());
  if (!parts) return null;
  let hours = Number(parts[1]);
  const minutes = Number(parts[2]);
  const seconds = Number(parts[3] ?? 0);
  const meridiem = parts[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

const HOURS_MINUTES = /^(\d+):(\d{2})(?::(\d{2}))?$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * Seconds of a duration written as 01:30:00 or 1:30 (hours and minutes) or as decimal hours,
 * 1.5 or 1,5 (a comma where the spreadsheet's locale puts one).
 */
export function readDuration(value: string): number | null {
  const text = value.trim();
  const clock = HOURS_MINUTES.exec(text);
  if (clock) {
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3] ?? 0);
    if (minutes > 59 || seconds > 59) return null;
    return Number(clock[1]) * 3600 + minutes * 60 + seconds;
  }
  if (!DECIMAL.test(text)) return null;
  return Math.round(Number(text.replace(',', '.')) * 3600);
}

/** Yes/No flags (Toggl and Clockify 'Billable', Harvest 'Billable?'); null when empty or unknown. */
export function readYesNo(value: string | undefined): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(text)) return true;
  if (['no', 'false', '0', 'n'].includes(text)) return false;
  return null;
}

/**
 * A wall-clock moment with no time zone, as yyyy-mm-ddThh:mm:ss: `seconds` after the start of
 * `day`, running over into the next days.
 */
export function localDateTime(day: string, seconds: number): string {
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const rest = seconds - days * SECONDS_PER_DAY;
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + days * SECONDS_PER_DAY * 1000);
  const clock = new Date(rest * 1000).toISOString().slice(11, 19);
  return `${date.toISOString().slice(0, 10)}T${clock}`;
}

/** Seconds from one wall-clock moment of localDateTime to another. */
export function secondsBetween(from: string, to: string): number {
  return (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 1000;
}
