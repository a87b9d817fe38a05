import type { Activity } from '@/shared/schemas/activities';
// The Gantt chart's geometry: days to pixels at a zoom, the axis ticks, bars and link paths.
// Pure, so the chart's drawing is tested without a browser.

import type { LinkType } from '@/shared/domain/schedule';

const DAY_MS = 86_400_000;

export const ZOOMS = ['day', 'week', 'month'] as const;
export type Zoom = (typeof ZOOMS)[number];

/** Pixels a day takes at each zoom. */
export const DAY_WIDTH: Record<Zoom, number> = { day: 28, week: 9, month: 2.5 };
/** Days shown before the first and after the last activity. */
const PADDING_DAYS: Record<Zoom, number> = { day: 7, week: 14, month: 45 };

export const ROW_HEIGHT = 36;
export const BAR_HEIGHT = 16;

/** Days since 1970-01-01 of a yyyy-mm-dd day. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The yyyy-mm-dd day of a day number. */
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export interface Dated {
  startDate: string;
  endDate: string;
}

export interface Tick {
  x: number;
  label: string;
  /** A week or month boundary: drawn stronger than the days between. */
  major: boolean;
}

export interface Timeline {
  zoom: Zoom;
  /** Day number of the chart's first day. */
  first: number;
  days: number;
  dayWidth: number;
  width: number;
  /** The left edge of a day. */
  x: (day: string) => number;
  /** The day under a pixel. */
  dayAt: (x: number) => string;
  /** Where today's line goes (its middle), or null outside the chart. */
  today: number | null;
  /** The axis ticks between two pixels (only those drawn on screen). */
  ticks: (from: number, to: number) => Tick[];
}

const shortDay = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The axis of `items` at `zoom`: their span with some room either side. */
export function timeline(items: readonly Dated[], zoom: Zoom, today: string): Timeline {
  const pad = PADDING_DAYS[zoom];
  const starts = items.map((i) => dayNumber(i.startDate));
  const ends = items.map((i) => dayNumber(i.endDate));
  const todayN = dayNumber(today);
  const first = (starts.length ? Math.min(...starts) : todayN) - pad;
  const last = (ends.length ? Math.max(...ends) : todayN) + pad * 2;
  const days = last - first + 1;
  const dayWidth = DAY_WIDTH[zoom];
  const x = (day: string) => (dayNumber(day) - first) * dayWidth;
  return {
    zoom,
    first,
    days,
    dayWidth,
    width: days * dayWidth,
    x,
    dayAt: (px) => dayOf(first + Math.floor(px / dayWidth)),
    today: todayN >= first && todayN <= last ? (todayN - first + 0.5) * dayWidth : null,
    ticks: (from, to) => {
      const ticks: Tick[] = [];
      const start = Math.max(first, first + Math.floor(from / dayWidth) - 31);
      const end = Math.min(last, first + Math.ceil(to / dayWidth) + 1);
      for (let n = start; n <= end; n++) {
        const date = new Date(n * DAY_MS);
        const weekday = date.getUTCDay();
        const monthDay = date.getUTCDate();
        const px = (n - first) * dayWidth;
        // A Monday's label ('Nov 30') is wider than a day: Tuesday goes without one.
        if (zoom === 'day')
          ticks.push({
            x: px,
            label: weekday === 1 ? shortDay.format(date) : weekday === 2 ? '' : String(monthDay),
            major: weekday === 1,
          });
        else if (zoom === 'week' && weekday === 1)
          ticks.push({ x: px, label: shortDay.format(date), major: monthDay <= 7 });
        else if (zoom === 'month' && monthDay === 1)
          ticks.push({ x: px, label: monthYear.format(date), major: date.getUTCMonth() === 0 });
      }
      return ticks;
    },
  };
}

/** A bar's left edge and width; a milestone is a point in the middle of its day. */
export function barOf(line: Timeline, item: Dated & { isMilestone: boolean }) {
  const left = line.x(item.startDate);
  if (item.isMilestone) return { left: left + line.dayWidth / 2, width: 0 };
  return { left, width: (dayNumber(item.endDate) - dayNumber(item.startDate) + 1) * line.dayWidth };
}

export interface LinkEnds {
  type: LinkType;
  /** The predecessor's bar and row. */
  from: { left: number; width: number; row: number };
  to: { left: number; width: number; row: number };
}

/**
 * The elbow path of a link arrow: out of the predecessor's end (FS, FF) or start (SS, SF),
 * into the successor's start (FS, SS) from the left or its end (FF, SF) from the right.
 */
export function linkPath({ type, from, to }: LinkEnds): string {
  const GAP = 8;
  const mid = (row: number) => row * ROW_HEIGHT + ROW_HEIGHT / 2;
  const y1 = mid(from.row);
  const y2 = mid(to.row);
  const start = (bar: { left: number }) => bar.left;
  const end = (bar: { left: number; width: number }) => bar.left + bar.width;
  switch (type) {
    case 'SS': {
      const x1 = start(from);
      const x2 = start(to);
      return `M${x1} ${y1}H${Math.min(x1, x2) - GAP}V${y2}H${x2}`;
    }
    case 'FF': {
      const x1 = end(from);
      const x2 = end(to);
      return `M${x1} ${y1}H${Math.max(x1, x2) + GAP}V${y2}H${x2}`;
    }
    case 'FS': {
      const x1 = end(from);
      const x2 = start(to);
      if (x2 - GAP >= x1 + GAP) return `M${x1} ${y1}H${x2 - GAP}V${y2}H${x2}`;
      return `M${x1} ${y1}H${x1 + GAP}V${(y1 + y2) / 2}H${x2 - GAP}V${y2}H${x2}`;
    }
    case 'SF': {
      const x1 = start(from);
      const x2 = end(to);
      if (x2 + GAP <= x1 - GAP) return `M${x1} ${y1}H${x2 + GAP}V${y2}H${x2}`;
      return `M${x1} ${y1}H${x1 - GAP}V${(y1 + y2) / 2}H${x2 + GAP}V${y2}H${x2}`;
    }
  }
}

/** The local calendar day as yyyy-mm-dd. */
export function localDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const shift = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** Dates after moving (or, with `resize`, changing the end of) an activity by `days`. */
export function movedDates(
  activity: Pick<Activity, 'startDate' | 'endDate' | 'isMilestone'>,
  days: number,
  resize: boolean,
) {
  if (resize && !activity.isMilestone) {
    const endDate = shift(activity.endDate, days);
    return dayNumber(endDate) < dayNumber(activity.startDate)
      ? null
      : { startDate: activity.startDate, endDate };
  }
  return { startDate: shift(activity.startDate, days), endDate: shift(activity.endDate, days) };
}
