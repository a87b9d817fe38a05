export type Span = { start: Date; end: Date };

type SlotRequest = {
  /** The stretch the slot must lie in, such as one local day. */
  within: Span;
  /** Where to look first; the rest of `within` is tried after. */
  preferredStart: Date;
  /** Time already taken; may reach outside `within`. */
  busy: readonly Span[];
  minutes: number;
};

/**
 * The earliest start, at or after the preferred one if there is room there, where `minutes`
 * fit inside `within` without overlapping anything busy (touching is fine); null when no gap
 * is long enough. Timesheet grid entries carry no clock times of their own, so they are put here.
 */
export function findFreeSlot({ within, preferredStart, busy, minutes }: SlotRequest): Date | null {
  const length = minutes * 60_000;
  const end = within.end.getTime();
  const taken = busy
    .map((span) => ({ start: span.start.getTime(), end: span.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const earliestFrom = (lower: number): number | null => {
    let cursor = lower;
    for (const span of taken) {
      if (span.end <= cursor) continue;
      if (span.start >= cursor + length) break;
      cursor = span.end;
    }
    return cursor + length <= end ? cursor : null;
  };
  const from = within.start.getTime();
  const preferred = Math.min(Math.max(preferredStart.getTime(), from), end);
  const found = earliestFrom(preferred) ?? earliestFrom(from);
  return found === null ? null : new Date(found);
}
