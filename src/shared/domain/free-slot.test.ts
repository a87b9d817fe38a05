import { describe, expect, it } from 'vitest';
import { findFreeSlot } from './free-slot';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const day = { start: at('00:00'), end: new Date('2026-03-03T00:00:00Z') };
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('findFreeSlot', () => {
  it('uses the preferred start on a free day', () => {
    expect(
      findFreeSlot({ within: day, preferredStart: at('09:00'), busy: [], minutes: 90 }),
    ).toEqual(at('09:00'));
  });

  it('moves past busy time, touching its end', () => {
    const busy = [span('08:30', '10:00'), span('10:30', '12:00')];
    expect(findFreeSlot({ within: day, preferredStart: at('09:00'), busy, minutes: 30 })).toEqual(
      at('10:00'),
    );
    expect(findFreeSlot({ within: day, preferredStart: at('09:00'), busy, minutes: 60 })).toEqual(
      at('12:00'),
    );
  });

  it('falls back to earlier in the day when the rest is full', () => {
    const busy = [span('06:00', '23:59')];
    expect(findFreeSlot({ within: day, preferredStart: at('09:00'), busy, minutes: 120 })).toEqual(
      at('00:00'),
    );
  });

  it('treats time running past the day, like a running timer, as busy', () => {
    const busy = [{ start: at('02:00'), end: new Date('2026-03-09T00:00:00Z') }];
    expect(findFreeSlot({ within: day, preferredStart: at('09:00'), busy, minutes: 90 })).toEqual(
      at('00:00'),
    );
    expect(
      findFreeSlot({ within: day, preferredStart: at('09:00'), busy, minutes: 121 }),
    ).toBeNull();
  });

  it('fills a whole day only when it is empty', () => {
    expect(
      findFreeSlot({ within: day, preferredStart: at('09:00'), busy: [], minutes: 1440 }),
    ).toEqual(at('00:00'));
  });
});
