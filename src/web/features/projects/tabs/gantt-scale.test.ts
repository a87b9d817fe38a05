import { describe, expect, it } from 'vitest';
import { ganttScale, localDay } from './gantt-scale';

describe('ganttScale', () => {
  it('has no axis without activities', () => {
    expect(ganttScale([], '2030-01-01')).toBeNull();
  });

  it('spans from the earliest start to the latest end, both days included', () => {
    const scale = ganttScale(
      [
        { startDate: '2030-01-11', endDate: '2030-01-20' },
        { startDate: '2030-01-01', endDate: '2030-01-05' },
      ],
      '2030-01-01',
    )!;
    expect(scale.totalDays).toBe(20);
    expect(scale.place({ startDate: '2030-01-11', endDate: '2030-01-20' })).toEqual({
      left: 0.5,
      width: 0.5,
    });
    // A one-day milestone is one day wide.
    expect(scale.place({ startDate: '2030-01-01', endDate: '2030-01-01' }).width).toBe(0.05);
  });

  it('puts today in the middle of its day, and nowhere outside the span', () => {
    const items = [{ startDate: '2030-01-01', endDate: '2030-01-10' }];
    expect(ganttScale(items, '2030-01-01')!.today).toBe(0.05);
    expect(ganttScale(items, '2029-12-31')!.today).toBeNull();
    expect(ganttScale(items, '2030-01-11')!.today).toBeNull();
  });

  it('ticks the start of every month, the partial first month only when there is room', () => {
    // 2030-01-20 to 2030-03-31: 71 days; February starts on day 12, March on day 40.
    const scale = ganttScale([{ startDate: '2030-01-20', endDate: '2030-03-31' }], '2030-01-01')!;
    expect(scale.months.map((tick) => tick.offset)).toEqual([0, 12 / 71, 40 / 71]);
    expect(scale.months.every((tick) => tick.label !== null)).toBe(true);

    const late = ganttScale([{ startDate: '2030-01-29', endDate: '2030-03-31' }], '2030-01-01')!;
    expect(late.months.map((tick) => tick.offset)).toEqual([3 / 62, 31 / 62]);
  });

  it('labels at most twelve months of a long span', () => {
    const scale = ganttScale([{ startDate: '2030-01-01', endDate: '2032-12-31' }], '2030-01-01')!;
    expect(scale.months).toHaveLength(36);
    expect(scale.months.filter((tick) => tick.label).length).toBeLessThanOrEqual(12);
  });
});

describe('localDay', () => {
  it('is the local calendar day', () => {
    expect(localDay(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
