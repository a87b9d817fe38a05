import type { BREAK_TYPES } from '../enums';

export type BreakSpan = {
  startTime: Date;
  /** Empty while the break is still open: it runs to the end of the session. */
  endTime: Date | null;
  breakType: (typeof BREAK_TYPES)[number];
};

const MINUTE_MS = 60_000;

/**
 * Whole minutes worked from `start` to `end`, rounded down (SPEC.md section 9), without the
 * unpaid breaks; paid breaks count as work. Breaks are clipped to the session and a stretch
 * covered by two breaks is taken off once.
 */
export function workedMinutes(start: Date, end: Date, breaks: readonly BreakSpan[] = []): number {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  const unpaid = breaks
    .filter((b) => b.breakType === 'unpaid')
    .map((b) => ({
      start: Math.max(from, b.startTime.getTime()),
      end: Math.min(to, (b.endTime ?? end).getTime()),
    }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  let paused = 0;
  let cursor = from;
  for (const b of unpaid) {
    const begin = Math.max(cursor, b.start);
    if (b.end > begin) paused += b.end - begin;
    cursor = Math.max(cursor, b.end);
  }
  return Math.floor((to - from - paused) / MINUTE_MS);
}
