import { describe, expect, it } from 'vitest';
import {
  consumedCostCents,
  dashboardInsight,
  hoursFromMinutes,
  isDelayed,
  isUnderperforming,
  managementFigures,
  type PlannedActivity,
} from './dashboard';
import { daysBetween } from './week';

const TODAY = '2026-11-23';

describe('Hours Today', () => {
  it('rounds minutes to hours with one decimal', () => {
    expect(hoursFromMinutes(0)).toBe(0);
    expect(hoursFromMinutes(90)).toBe(1.5);
    expect(hoursFromMinutes(100)).toBe(1.7); // 1.666…
    expect(hoursFromMinutes(62)).toBe(1); // 1.033…
    expect(hoursFromMinutes(63)).toBe(1.1); // 1.05 rounds up
    expect(hoursFromMinutes(487)).toBe(8.1); // 8.116…
  });
});

describe('the AI insight rule', () => {
  it('warns of risks when more than five are potential, whatever the utilization', () => {
    expect(dashboardInsight(6, 95).kind).toBe('risk_warning');
    expect(dashboardInsight(6, 95).message).toContain('6 potential risks');
  });
  it('hints at utilization under 70 % when there are five risks or fewer', () => {
    expect(dashboardInsight(5, 69).kind).toBe('optimization');
    expect(dashboardInsight(0, 0).message).toContain('0%');
  });
  it('is positive at 70 % and above with five risks or fewer', () => {
    expect(dashboardInsight(5, 70).kind).toBe('positive');
    expect(dashboardInsight(1, 88).message).toContain('1 potential risk open');
  });
});

describe('consumed cost', () => {
  const running: PlannedActivity = {
    startDate: '2026-11-13', // 10 days before today
    endDate: '2026-12-01',
    isMilestone: false,
    assignments: [
      { hourlyCost: '95.00', capacityPercentage: 50 }, // 95 x 8 x 10 x 0.5 = 3,800.00
      { hourlyCost: 33.33, capacityPercentage: null }, // 33.33 x 8 x 10 x 1 = 2,666.40
      { hourlyCost: '10.01', capacityPercentage: 33 }, // 10.01 x 8 x 10 x 0.33 = 264.264 -> 264.26
    ],
  };

  it('counts days from the activity start', () => {
    expect(daysBetween('2026-11-13', TODAY)).toBe(10);
    expect(daysBetween('2026-10-25', '2026-11-01')).toBe(7); // across the end of summer time
    expect(daysBetween(TODAY, '2026-11-13')).toBe(-10);
  });

  it('is hourly cost x 8 h x elapsed days x capacity for each person, to the cent', () => {
    expect(consumedCostCents(running, TODAY)).toBe(380_000 + 266_640 + 26_426);
  });

  it('is nothing for activities not running today, and nothing on their first day', () => {
    expect(consumedCostCents({ ...running, endDate: '2026-11-22' }, TODAY)).toBe(0);
    expect(consumedCostCents({ ...running, startDate: '2026-11-24' }, TODAY)).toBe(0);
    expect(consumedCostCents({ ...running, startDate: TODAY }, TODAY)).toBe(0);
    // The last day still counts.
    expect(consumedCostCents({ ...running, endDate: TODAY }, TODAY)).toBe(673_066);
  });
});

describe('delays and underperformance', () => {
  it('counts non-milestone activities whose end date has passed', () => {
    expect(isDelayed({ endDate: '2026-11-22', isMilestone: false }, TODAY)).toBe(true);
    expect(isDelayed({ endDate: TODAY, isMilestone: false }, TODAY)).toBe(false);
    expect(isDelayed({ endDate: '2026-11-01', isMilestone: true }, TODAY)).toBe(false);
  });
  it('calls a project underperforming past 90 % of a budget above 0', () => {
    expect(isUnderperforming(90_001, 100_000)).toBe(true);
    expect(isUnderperforming(90_000, 100_000)).toBe(false);
    expect(isUnderperforming(5_000, 0)).toBe(false);
  });
});

describe('management figures', () => {
  it('adds up revenue, 25 % of it, consumed cost, performance revenue, health and delays', () => {
    const figures = managementFigures(
      [
        {
          revenue: '480000.00',
          budgetCents: 1_000_000, // $10,000.00 budget
          activities: [
            {
              startDate: '2026-11-03', // 20 days: 100 x 8 x 20 = $16,000.00 > 90 %
              endDate: '2026-12-31',
              isMilestone: false,
              assignments: [{ hourlyCost: '100.00', capacityPercentage: 100 }],
            },
            {
              startDate: '2026-10-01',
              endDate: '2026-11-20',
              isMilestone: false,
              assignments: [{ hourlyCost: '100.00', capacityPercentage: 100 }],
            },
          ],
        },
        {
          revenue: '210000.50',
          budgetCents: 5_000_000,
          activities: [
            {
              startDate: '2026-11-18', // 5 days: 80 x 8 x 5 x 0.25 = $800.00
              endDate: '2026-11-30',
              isMilestone: false,
              assignments: [{ hourlyCost: '80', capacityPercentage: 25 }],
            },
            { startDate: '2026-11-01', endDate: '2026-11-01', isMilestone: true, assignments: [] },
          ],
        },
        { revenue: null, budgetCents: 0, activities: [] },
      ],
      1,
      TODAY,
    );
    expect(figures).toEqual({
      totalRevenueCents: 69_000_050,
      expectedQuarterRevenueCents: 17_250_013, // 172,500.125 rounds to 172,500.13
      consumedCostCents: 1_680_000,
      performanceRevenueCents: 69_000_050 - 1_680_000,
      onTrack: 2,
      underperforming: 1,
      delayedActivities: 1,
      projects: 3,
    });
  });
});
