// Sessions are shown and typed in the person's own time zone (GET /me), like the server reads them.

function parts(instant: string, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
}

/** The yyyy-mm-dd day of an instant in `timeZone`. */
export function dayIn(instant: string, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The HH:MM clock time of an instant in `timeZone`. */
export function clockTimeIn(instant: string, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** Date and time of an instant for a table cell ('Jan 7, 2030, 09:30'). */
export function formatDateTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instant));
}

/** A day (yyyy-mm-dd) the long way, for the tracker's heading. */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Today in `timeZone`. */
export const todayIn = (timeZone: string) => dayIn(new Date().toISOString(), timeZone);

/** The weekday of a day (yyyy-mm-dd): 'Mon', or 'Monday' with `long`. */
export function formatWeekday(day: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(undefined, { weekday: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day (yyyy-mm-dd) without its year: 'Nov 23'. */
export function formatMonthDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
