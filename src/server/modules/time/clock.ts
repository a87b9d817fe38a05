/** Where the time services read the time, so tests can set it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * `now`, or a millisecond after `start` when the clock has not moved past it (a stop right
 * after a start): a stored end always lies after its start.
 */
export function endAfter(start: Date, now: Date): Date {
  return now.getTime() > start.getTime() ? now : new Date(start.getTime() + 1);
}
