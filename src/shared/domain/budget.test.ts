import { describe, expect, it } from 'vitest';
import { budgetTotals, effortCost, effortCostCents } from './budget';

describe('effortCost', () => {
  // Each case checked against PostgreSQL: select round(h::numeric(10,2) * r::numeric(14,2), 2).
  it('rounds half a cent up, as the database column does', () => {
    expect(effortCost(12.5, 33.33)).toBe(416.63); // 416.625
    expect(effortCost(7.5, 19.99)).toBe(149.93); // 149.925
    expect(effortCost(0.3, 0.15)).toBe(0.05); // 0.045
    expect(effortCost(0.1, 0.05)).toBe(0.01); // 0.005
  });
  it('keeps exact products and the largest line exact', () => {
    expect(effortCost(40, 85)).toBe(3400);
    expect(effortCost(0.1, 0)).toBe(0);
    expect(effortCost(100_000, 10_000)).toBe(1_000_000_000);
    expect(effortCostCents(99_999.9, 9_999.99)).toBe(99_999_800_000); // 999998000.001
  });
});

describe('budgetTotals', () => {
  it('adds many lines to the cent where float addition drifts', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    expect(budgetTotals([{ totalCost: 0.1 }, { totalCost: 0.2 }], [])).toEqual({
      effortCost: 0.3,
      overheadCost: 0,
      totalBudget: 0.3,
    });
    const effort = Array.from({ length: 10 }, () => ({ totalCost: '416.63' }));
    const overhead = [{ amount: '1200.10' }, { amount: 0.07 }, { amount: '999999999.00' }];
    expect(budgetTotals(effort, overhead)).toEqual({
      effortCost: 4166.3,
      overheadCost: 1_000_001_199.17,
      totalBudget: 1_000_005_365.47,
    });
  });
  it('is zero for an empty budget', () => {
    expect(budgetTotals([], [])).toEqual({ effortCost: 0, overheadCost: 0, totalBudget: 0 });
  });
});
