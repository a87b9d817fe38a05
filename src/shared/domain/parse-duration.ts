/** The most a timesheet cell can hold: one day. */
export const MAX_DAY_MINUTES = 24 * 60;

const UNIT_MINUTES = String.raw`(?:m|min|mins|minutes?)`;
const UNIT_HOURS = String.raw`(?:h|hr|hrs|hours?)`;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const CLOCK = /^(\d{1,2}):([0-5]\d)$/;
const MINUTES = new RegExp(`^${NUMBER}\\s*${UNIT_MINUTES}$`);
const HOURS = new RegExp(`^${NUMBER}\\s*${UNIT_HOURS}(?:\\s*(\\d+)\\s*${UNIT_MINUTES}?)?$`);
const BARE = new RegExp(`^${NUMBER}$`);

const decimal = (text: string) => Number(text.replace(',', '.'));

/**
 * Minutes in a duration typed into a timesheet cell: '1:30', '90m', '1.5h', '1h 30m', '1,5'
 * and a bare number of hours ('2'); empty means 0. Rounded to the minute; null when it cannot
 * be read or is more than a day.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === '') return 0;
  let minutes: number | null = null;
  const clock = CLOCK.exec(value);
  const inMinutes = MINUTES.exec(value);
  const inHours = HOURS.exec(value);
  const bare = BARE.exec(value);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (inMinutes) minutes = decimal(inMinutes[1]!);
  else if (inHours) minutes = decimal(inHours[1]!) * 60 + Number(inHours[2] ?? 0);
  else if (bare) minutes = decimal(bare[1]!) * 60;
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes);
  return rounded <= MAX_DAY_MINUTES ? rounded : null;
}

/** Minutes as h:mm, the way a timesheet cell shows them (90 -> '1:30'). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
