import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  dayOfNumber,
  isMonday,
  isoWeekday,
  weekDays,
  weekStartOf,
} from './week';

describe('weeks', () => {
  it('counts days as Date does, and back', () => {
    const days = fc
      .date({ min: new Date('0001-01-01'), max: new Date('9998-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        expect(dayNumber(day)).toBe(time / 86_400_000);
        expect(dayOfNumber(dayNumber(day))).toBe(day);
        expect(isoWeekday(day)).toBe(new Date(time).getUTCDay() || 7);
        expect(addDays(day, 400)).toBe(
          new Date(time + 400 * 86_400_000).toISOString().slice(0, 10),
        );
      }),
    );
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('starts every week on its Monday', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(isMonday('2026-03-02')).toBe(true);
    expect(isMonday('2026-03-03')).toBe(false);
  });

  it('lists the seven days of a week', () => {
    expect(weekDays('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});
