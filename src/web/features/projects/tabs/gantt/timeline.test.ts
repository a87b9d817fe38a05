import { describe, expect, it } from 'vitest';
import { barOf, linkPath, movedDates, ROW_HEIGHT, timeline } from './timeline';

const items = [
  { startDate: '2026-11-02', endDate: '2026-11-06' },
  { startDate: '2026-11-09', endDate: '2026-11-20' },
];

describe('timeline', () => {
  it('places days at the zoom’s width, with room either side', () => {
    const line = timeline(items, 'day', '2026-11-04');
    expect(line.dayWidth).toBe(28);
    expect(line.x('2026-10-26')).toBe(0); // 7 days before the first start
    expect(line.x('2026-11-02')).toBe(7 * 28);
    expect(line.dayAt(7 * 28 + 27)).toBe('2026-11-02');
    expect(line.dayAt(8 * 28)).toBe('2026-11-03');
    expect(line.days).toBe(7 + 19 + 14);
    expect(line.today).toBe((9 + 0.5) * 28);
    expect(timeline(items, 'day', '2030-01-01').today).toBeNull();
  });

  it('ticks every day (Mondays major), every Monday, or every month', () => {
    const day = timeline(items, 'day', '2026-11-04');
    const mondays = day.ticks(0, day.width).filter((t) => t.major);
    expect(mondays.map((t) => t.label)).toEqual([
      'Oct 26',
      'Nov 2',
      'Nov 9',
      'Nov 16',
      'Nov 23',
      'Nov 30',
    ]);
    const week = timeline(items, 'week', '2026-11-04');
    expect(week.ticks(0, week.width).every((t) => new Date(`${t.label} 2026`).getDay() === 1)).toBe(
      true,
    );
    const month = timeline(items, 'month', '2026-11-04');
    expect(month.ticks(0, month.width).map((t) => t.label)).toEqual([
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
    ]);
    // Only the ticks on screen (and a few before) are made.
    expect(day.ticks(0, 100).length).toBeLessThan(8);
  });

  it('draws a bar over its days and a milestone at the middle of its day', () => {
    const line = timeline(items, 'week', '2026-11-04');
    expect(barOf(line, { ...items[0]!, isMilestone: false })).toEqual({
      left: 14 * 9,
      width: 5 * 9,
    });
    expect(
      barOf(line, { startDate: '2026-11-02', endDate: '2026-11-02', isMilestone: true }),
    ).toEqual({
      left: 14 * 9 + 4.5,
      width: 0,
    });
  });
});

describe('linkPath', () => {
  const a = { left: 0, width: 100, row: 0 };
  const b = { left: 200, width: 50, row: 2 };
  const y = (row: number) => row * ROW_HEIGHT + ROW_HEIGHT / 2;

  it('runs finish to start along the row, down and into the successor’s start', () => {
    expect(linkPath({ type: 'FS', from: a, to: b })).toBe(`M100 ${y(0)}H192V${y(2)}H200`);
  });

  it('goes round when the successor starts before the predecessor ends (a lead)', () => {
    const early = { left: 60, width: 50, row: 1 };
    expect(linkPath({ type: 'FS', from: a, to: early })).toBe(
      `M100 ${y(0)}H108V${(y(0) + y(1)) / 2}H52V${y(1)}H60`,
    );
  });

  it('joins starts from the left and finishes from the right', () => {
    expect(linkPath({ type: 'SS', from: a, to: b })).toBe(`M0 ${y(0)}H-8V${y(2)}H200`);
    expect(linkPath({ type: 'FF', from: a, to: b })).toBe(`M100 ${y(0)}H258V${y(2)}H250`);
  });

  it('runs start to finish into the successor’s end from the right', () => {
    expect(linkPath({ type: 'SF', from: b, to: a })).toBe(`M200 ${y(2)}H108V${y(0)}H100`);
    expect(linkPath({ type: 'SF', from: a, to: b })).toBe(
      `M0 ${y(0)}H-8V${(y(0) + y(2)) / 2}H258V${y(2)}H250`,
    );
  });
});

describe('movedDates', () => {
  const activity = { startDate: '2026-11-02', endDate: '2026-11-06', isMilestone: false };

  it('moves both dates, or with resize only the end, never before the start', () => {
    expect(movedDates(activity, 3, false)).toEqual({
      startDate: '2026-11-05',
      endDate: '2026-11-09',
    });
    expect(movedDates(activity, -2, true)).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-04',
    });
    expect(movedDates(activity, -5, true)).toBeNull();
  });

  it('moves a milestone whole, even asked to resize', () => {
    const milestone = { startDate: '2026-11-02', endDate: '2026-11-02', isMilestone: true };
    expect(movedDates(milestone, 1, true)).toEqual({
      startDate: '2026-11-03',
      endDate: '2026-11-03',
    });
  });
});
