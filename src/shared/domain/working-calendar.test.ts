import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './week';
import { workingCalendar } from './working-calendar';

describe('workingCalendar', () => {
  const weekdays = workingCalendar();

  it('counts Monday to Friday by default', () => {
    // 2026-11-23 is a Monday.
    expect(weekdays.workingDaysBetween('2026-11-23', '2026-11-29')).toBe(5);
    expect(weekdays.workingDaysBetween('2026-11-27', '2026-11-30')).toBe(2);
    expect(weekdays.workingDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(weekdays.workingDaysBetween('2026-11-30', '2026-11-23')).toBe(0);
    expect(weekdays.isWorkingDay('2026-11-28')).toBe(false);
  });

  it('leaves holidays out, and ignores holidays on a weekend', () => {
    const swedish = workingCalendar([1, 2, 3, 4, 5], ['2026-12-24', '2026-12-25', '2026-12-26']);
    expect(swedish.workingDaysBetween('2026-12-21', '2026-12-27')).toBe(3);
    expect(swedish.isWorkingDay('2026-12-24')).toBe(false);
    expect(swedish.addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(swedish.addWorkingDays('2026-12-28', -1)).toBe('2026-12-23');
  });

  it('follows other working weeks: Sunday to Thursday', () => {
    const gulf = workingCalendar([7, 1, 2, 3, 4]);
    expect(gulf.isWorkingDay('2026-11-27')).toBe(false); // Friday
    expect(gulf.isWorkingDay('2026-11-29')).toBe(true); // Sunday
    expect(gulf.addWorkingDays('2026-11-26', 1)).toBe('2026-11-29');
  });

  it('snaps a day off to the next working day when adding', () => {
    expect(weekdays.addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(weekdays.addWorkingDays('2026-11-28', 2)).toBe('2026-12-02');
  });

  it('falls back to Monday to Friday without any working weekday', () => {
    expect(workingCalendar([]).workingDaysBetween('2026-11-23', '2026-11-29')).toBe(5);
  });

  it('agrees with counting day by day, for any week and holidays', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.array(day, { maxLength: 20 }),
        day,
        fc.integer({ min: 0, max: 60 }),
        (week, holidays, start, length) => {
          const calendar = workingCalendar(week, holidays);
          const off = new Set(holidays);
          const end = addDays(start, length);
          let counted = 0;
          for (let d = start; d <= end; d = addDays(d, 1)) {
            const weekday = new Date(`${d}T00:00:00Z`).getUTCDay() || 7;
            const working = week.includes(weekday) && !off.has(d);
            expect(calendar.isWorkingDay(d)).toBe(working);
            if (working) {
              counted += 1;
              expect(calendar.dayAt(calendar.indexOf(d))).toBe(d);
            }
          }
          expect(calendar.workingDaysBetween(start, end)).toBe(counted);
        },
      ),
    );
  });
});
