const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant (ISO timestamp) as a date in the browser's language and time zone. */
export function formatDate(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A calendar day (yyyy-mm-dd) as a date, the same day everywhere. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
