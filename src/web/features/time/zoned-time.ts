// Sessions are typed in the person's own time zone (GET /me), like the server reads them. What
// the screens show goes through '@/web/lib/format-date' in the browser's language.

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

/** The HH:MM clock time of an instant in `timeZone`: a time input's value, never shown as text. */
export function clockTimeIn(instant: string, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}

/** Today in `timeZone`. */
export const todayIn = (timeZone: string) => dayIn(new Date().toISOString(), timeZone);
