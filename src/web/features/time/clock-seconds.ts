import { workedMinutes } from '@/shared/domain/duration';
import type { Session } from '@/shared/schemas/time';

/**
 * Whole seconds worked in a session up to `now`, unpaid breaks excluded, by the server's own
 * rule (workedMinutes). Stretching the session's timeline 60 times around its start turns
 * that function's whole minutes into whole seconds without a second copy of the rule.
 */
export function workedSeconds(session: Pick<Session, 'startTime' | 'breaks'>, now: Date): number {
  const start = Date.parse(session.startTime);
  const stretch = (instant: number) => new Date(start + (instant - start) * 60);
  return workedMinutes(
    new Date(start),
    stretch(now.getTime()),
    session.breaks.map((b) => ({
      breakType: b.breakType,
      startTime: stretch(Date.parse(b.startTime)),
      endTime: b.endTime ? stretch(Date.parse(b.endTime)) : null,
    })),
  );
}

/** Seconds as the tracker's HH:MM:SS clock. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
