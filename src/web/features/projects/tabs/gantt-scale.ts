const DAY_MS = 86_400_000;
/** At most this many month labels along the axis; longer spans label every n-th month. */
const MAX_MONTH_LABELS = 12;
/** The partial first month is labelled only when the next month starts this far along. */
const LEADING_LABEL_ROOM = 0.12;

const monthLabel = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Days since 1970-01-01 of a yyyy-mm-dd day. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface GanttItem {
  startDate: string;
  endDate: string;
}

export interface MonthTick {
  /** Where the month starts along the span, 0 to 1. */
  offset: number;
  /** 'Mar 2030', or null for a tick drawn without a label. */
  label: string | null;
}

export interface GanttScale {
  /** Days the chart spans, both ends included. */
  totalDays: number;
  months: MonthTick[];
  /** Where today falls along the span (0 to 1), or null outside it. */
  today: number | null;
  /** A bar's left edge and width as fractions of the span (end day included). */
  place: (item: GanttItem) => { left: number; width: number };
}

/** The local calendar day as yyyy-mm-dd. */
export function localDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The time axis of a Gantt chart over `items`: from the earliest start to the latest end,
 * with a tick at the start of every month and today's position. Null for no items.
 */
export function ganttScale(items: readonly GanttItem[], today: string): GanttScale | null {
  if (items.length === 0) return null;
  const first = Math.min(...items.map((item) => dayNumber(item.startDate)));
  const last = Math.max(...items.map((item) => dayNumber(item.endDate)));
  const totalDays = last - first + 1;
  const at = (day: number) => (day - first) / totalDays;

  const starts: number[] = [];
  const cursor = new Date(first * DAY_MS);
  // The first month boundary on or after the first day.
  if (cursor.getUTCDate() !== 1) cursor.setUTCMonth(cursor.getUTCMonth() + 1, 1);
  while (cursor.getTime() / DAY_MS <= last) {
    starts.push(cursor.getTime() / DAY_MS);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  const step = Math.ceil((starts.length + 1) / MAX_MONTH_LABELS);
  const months: MonthTick[] = starts.map((day, index) => ({
    offset: at(day),
    label: (index + 1) % step === 0 ? monthLabel.format(new Date(day * DAY_MS)) : null,
  }));
  if (starts.length === 0 || (starts[0]! > first && at(starts[0]!) >= LEADING_LABEL_ROOM)) {
    months.unshift({ offset: 0, label: monthLabel.format(new Date(first * DAY_MS)) });
  }

  const todayNumber = dayNumber(today);
  return {
    totalDays,
    months,
    today: todayNumber >= first && todayNumber <= last ? at(todayNumber + 0.5) : null,
    place: (item) => ({
      left: at(dayNumber(item.startDate)),
      width: (dayNumber(item.endDate) - dayNumber(item.startDate) + 1) / totalDays,
    }),
  };
}
