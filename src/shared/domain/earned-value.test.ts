import { describe, expect, it } from 'vitest';
import {
  budgetShares,
  earnedValue,
  earnedValueFigures,
  type EvActivity,
  plannedShare,
  plannedValue,
  sCurve,
} from './earned-value';

// A 10-day design (Mon 2 Mar - Wed 11 Mar 2026), a 30-day build after it, a launch milestone.
const design: EvActivity = {
  startDate: '2026-03-02',
  endDate: '2026-03-11',
  isMilestone: false,
  percentComplete: 100,
};
const build: EvActivity = {
  startDate: '2026-03-12',
  endDate: '2026-04-10',
  isMilestone: false,
  percentComplete: 20,
};
const launch: EvActivity = {
  startDate: '2026-04-10',
  endDate: '2026-04-10',
  isMilestone: true,
  percentComplete: 0,
};
const plan = [design, build, launch];

describe('earned value', () => {
  it('spreads the budget by length in days; a milestone has no share', () => {
    expect(budgetShares(plan)).toEqual([0.25, 0.75, 0]);
    expect(budgetShares([launch])).toEqual([0]);
  });

  it('plans an activity linearly from its first day to its last, both counted', () => {
    expect(plannedShare(design, '2026-03-01')).toBe(0);
    expect(plannedShare(design, '2026-03-02')).toBe(0.1);
    expect(plannedShare(design, '2026-03-06')).toBe(0.5);
    expect(plannedShare(design, '2026-03-11')).toBe(1);
    expect(plannedShare(launch, '2026-04-09')).toBe(0);
    expect(plannedShare(launch, '2026-04-10')).toBe(1);
  });

  it('works out a hand-computed case: BAC $40,000 on 21 March with $15,000 spent', () => {
    // PV: design done (0.25) + build 10 of 30 days (0.75 x 1/3 = 0.25) = 0.5 x 40,000 = 20,000.
    expect(plannedValue(40_000, plan, '2026-03-21')).toBe(20_000);
    // EV: 0.25 x 100 % + 0.75 x 20 % = 0.40 x 40,000 = 16,000.
    expect(earnedValue(40_000, plan)).toBe(16_000);
    expect(earnedValueFigures(40_000, plan, 15_000, '2026-03-21')).toEqual({
      bac: 40_000,
      pv: 20_000,
      ev: 16_000,
      ac: 15_000,
      cpi: 1.07, // 16,000 / 15,000
      spi: 0.8, // 16,000 / 20,000
      eac: 37_500, // 40,000 / (16,000 / 15,000)
      vac: 2_500,
    });
  });

  it('has no indices before any cost or plan, and estimates the budget then', () => {
    const figures = earnedValueFigures(1_000, plan, 0, '2026-02-01');
    expect(figures).toMatchObject({ pv: 0, ac: 0, cpi: null, spi: null, eac: 1_000, vac: 0 });
    expect(earnedValueFigures(1_000, [], 50, '2026-03-01')).toMatchObject({ ev: 0, cpi: 0 });
  });

  it('draws the S-curve a week at a time, cost up to today and earned value on today', () => {
    const points = sCurve(
      40_000,
      plan,
      (day) => (day >= '2026-03-09' ? 15_000 : 5_000),
      '2026-03-21',
    );
    // Day one: a tenth of the design's quarter of the budget.
    expect(points[0]).toEqual({ day: '2026-03-02', pv: 1_000, ac: 5_000, ev: null });
    expect(points.map((p) => p.day)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-21',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-10',
    ]);
    const today = points.find((p) => p.day === '2026-03-21')!;
    expect(today).toEqual({ day: '2026-03-21', pv: 20_000, ac: 15_000, ev: 16_000 });
    expect(points.at(-1)).toEqual({ day: '2026-04-10', pv: 40_000, ac: 15_000, ev: null });
    expect(points.filter((p) => p.day > '2026-03-21').every((p) => p.ev === null)).toBe(true);
    expect(sCurve(1, [], () => 0, '2026-01-01')).toEqual([]);
  });
});
