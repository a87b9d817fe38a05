/**
 * Every date and time the web shows goes through this module: Intl in the browser's language
 * (navigator.language) and, for instants, the person's time zone (GET /me's timeZone, the
 * browser's own when it is not given). One locale therefore reads 12- or 24-hour alike on
 * every screen ('8:53 PM' in en-US, '20:53' in sv-SE).
 */

export interface DateSettings {
  /** A BCP 47 language tag; the browser's language when left out. */
  locale?: string;
  /** An IANA time zone (the person's, from /me); the browser's when left out. */
  timeZone?: string;
}

type Kind =
  | 'date'
  | 'time'
  | 'dateTime'
  | 'day'
  | 'longDay'
  | 'monthDay'
  | 'weekday'
  | 'longWeekday'
  | 'dayKey';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
  longDay: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short' },
  longWeekday: { weekday: 'long' },
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

// Calendar days (yyyy-mm-dd) are the same day everywhere: read and shown in UTC.
const CALENDAR_KINDS = new Set<Kind>(['day', 'longDay', 'monthDay', 'weekday', 'longWeekday']);

const formats = new Map<string, Intl.DateTimeFormat>();

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}

function formatFor(kind: Kind, settings: DateSettings): Intl.DateTimeFormat {
  // en-CA writes yyyy-mm-dd: the key that tells whether two instants share a day.
  const locale = kind === 'dayKey' ? 'en-CA' : (settings.locale ?? browserLocale());
  const timeZone = CALENDAR_KINDS.has(kind) ? 'UTC' : settings.timeZone;
  const key = `${kind}|${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options = OPTIONS[kind];
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // A time zone this browser does not know: its own zone rather than a blank screen.
      format = new Intl.DateTimeFormat(locale, options);
    }
    formats.set(key, format);
  }
  return format;
}

function instantOf(instant: string | Date): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function calendarDay(day: string): Date | null {
  return instantOf(`${day}T00:00:00Z`);
}

/** An instant as a date: 'Mar 1, 2026', '1 mars 2026'. */
export function formatDate(instant: string | Date, settings: DateSettings = {}): string {
  const date = instantOf(instant);
  return date ? formatFor('date', settings).format(date) : '';
}

/** An instant's clock time: '8:53 PM', '20:53'. */
export function formatTime(instant: string | Date, settings: DateSettings = {}): string {
  const date = instantOf(instant);
  return date ? formatFor('time', settings).format(date) : '';
}

/** An instant's date and clock time, for a table cell: 'Mar 1, 2026, 8:53 PM'. */
export function formatDateTime(instant: string | Date, settings: DateSettings = {}): string {
  const date = instantOf(instant);
  return date ? formatFor('dateTime', settings).format(date) : '';
}

const dayKey = (date: Date, settings: DateSettings) => formatFor('dayKey', settings).format(date);

/**
 * A session's start to end ('8:53 PM – 9:10 PM'), or to 'now' while it runs. When the two
 * ends fall on different days of the time zone (a session over midnight, or one still running
 * from yesterday), both ends carry their date, as the session list shows them.
 */
export function formatTimeRange(
  start: string | Date,
  end: string | Date | null,
  settings: DateSettings = {},
  now: Date = new Date(),
): string {
  const from = instantOf(start);
  if (!from) return '';
  const to = end === null ? now : instantOf(end);
  const sameDay = to !== null && dayKey(from, settings) === dayKey(to, settings);
  const show = sameDay ? formatTime : formatDateTime;
  const last = end === null ? 'now' : to ? show(to, settings) : '';
  return `${show(from, settings)} – ${last}`;
}

/** A calendar day (yyyy-mm-dd) as a date, the same day everywhere: 'Mar 1, 2026'. */
export function formatDay(day: string, settings: DateSettings = {}): string {
  const date = calendarDay(day);
  return date ? formatFor('day', settings).format(date) : day;
}

/** A calendar day the long way, for the tracker's heading: 'Sunday, March 1, 2026'. */
export function formatLongDay(day: string, settings: DateSettings = {}): string {
  const date = calendarDay(day);
  return date ? formatFor('longDay', settings).format(date) : day;
}

/** A calendar day without its year: 'Mar 1'. */
export function formatMonthDay(day: string, settings: DateSettings = {}): string {
  const date = calendarDay(day);
  return date ? formatFor('monthDay', settings).format(date) : day;
}

/** The weekday of a calendar day: 'Sun', or 'Sunday' with `long`. */
export function formatWeekday(
  day: string,
  style: 'short' | 'long' = 'short',
  settings: DateSettings = {},
): string {
  const date = calendarDay(day);
  return date
    ? formatFor(style === 'long' ? 'longWeekday' : 'weekday', settings).format(date)
    : day;
}
