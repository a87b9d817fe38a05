import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LoadSource, weekFigures, weekLoads, weeksFrom } from './capacity-load';
import { weekStartOf } from './week';
import { workingCalendar } from './working-calendar';

const calendar = workingCalendar([1, 2, 3, 4, 5], ['2026-12-25']);
const allocation = (percentage: number, startDate: string, endDate: string | null): LoadSource => ({
  kind: 'allocation',
  projectName: 'Radar',
  activityName: null,
  percentage,
  startDate,
  endDate,
});
const assignment = (percentage: number, startDate: string, endDate: string): LoadSource => ({
  kind: 'assignment',
  projectName: 'Radar',
  activityName: 'Design',
  percentage,
  startDate,
  endDate,
});

// Arbitrary days of November and December 2026, and allocations between two of them.
const day = fc
  .integer({ min: 0, max: 60 })
  .map((n) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
const source = fc
  .record({ percentage: fc.integer({ min: 1, max: 100 }), a: day, b: day })
  .map(({ percentage, a, b }) => allocation(percentage, a < b ? a : b, a < b ? b : a));

describe('weeks', () => {
  it('starts on the Monday of the week', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weeksFrom('2026-11-26', 3)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
  });
});

describe('weekLoads', () => {
  it('weights each item by the available days it covers', () => {
    const [cell] = weekLoads(
      calendar,
      ['2026-11-23'],
      [allocation(60, '2026-11-01', null), assignment(50, '2026-11-25', '2026-11-26')],
      [],
    );
    // 60 % all week, 50 % on 2 of 5 days: 60 + 20.
    expect(cell).toMatchObject({ load: 80, workingDays: 5, availableDays: 5, overloaded: false });
    expect(cell!.items.map((i) => [i.kind, i.days])).toEqual([
      ['allocation', 5],
      ['assignment', 2],
    ]);
  });

  it('flags over 100 %, and holidays and time off shrink the week, not the share', () => {
    const sources = [
      allocation(60, '2026-12-01', '2026-12-31'),
      assignment(50, '2026-12-21', '2026-12-31'),
    ];
    const [christmas] = weekLoads(calendar, ['2026-12-21'], sources, []);
    // The 25th is a holiday: 4 working days, both items cover them all.
    expect(christmas).toMatchObject({
      load: 110,
      workingDays: 4,
      availableDays: 4,
      overloaded: true,
    });
    const [away] = weekLoads(calendar, ['2026-12-21'], sources, [
      { startDate: '2026-12-21', endDate: '2026-12-22' },
    ]);
    expect(away).toMatchObject({ load: 110, availableDays: 2 });
    const [off] = weekLoads(calendar, ['2026-12-21'], sources, [
      { startDate: '2026-12-19', endDate: '2027-01-03' },
    ]);
    expect(off).toMatchObject({ load: null, availableDays: 0, overloaded: false, items: [] });
  });

  it('ignores what ends before or starts after the week', () => {
    const [cell] = weekLoads(
      calendar,
      ['2026-11-23'],
      [allocation(40, '2026-11-01', '2026-11-20'), assignment(70, '2026-11-30', '2026-12-04')],
      [],
    );
    expect(cell).toMatchObject({ load: 0, items: [] });
  });

  it('never gives a negative load, and one more item never lowers it (property)', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 6 }), source, (sources, extra) => {
        const weeks = weeksFrom('2026-11-01', 9);
        const before = weekLoads(calendar, weeks, sources, []);
        const after = weekLoads(calendar, weeks, [...sources, extra], []);
        return before.every(
          (cell, i) => (cell.load ?? 0) >= 0 && (after[i]!.load ?? 0) >= (cell.load ?? 0),
        );
      }),
    );
  });

  it('gives the heat map the same figures without the items (property)', () => {
    const away = fc
      .record({ a: day, b: day })
      .map(({ a, b }) => ({ startDate: a < b ? a : b, endDate: a < b ? b : a }));
    fc.assert(
      fc.property(
        fc.array(source, { maxLength: 6 }),
        fc.array(away, { maxLength: 2 }),
        (sources, timeOff) => {
          const weeks = weeksFrom('2026-11-01', 9);
          const withItems = weekLoads(calendar, weeks, sources, timeOff);
          const figures = weekFigures(calendar, weeks, sources, timeOff);
          expect(figures).toEqual(withItems.map(({ items: _items, ...cell }) => cell));
          expect(figures.every((cell) => !('items' in cell))).toBe(true);
        },
      ),
    );
  });
});
