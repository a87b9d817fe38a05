import { fromCents, toCents } from './money';

/**
 * Cents of one effort line: hours x rate rounded to the cent, half away from zero, as the
 * database's generated total_cost column (round(estimated_hours * hourly_rate, 2)) does.
 * Hours and rate carry at most two decimals.
 */
export function effortCostCents(estimatedHours: number, hourlyRate: number): number {
  // Hundredths of an hour times cents: ten-thousandths of a dollar, exact as an integer.
  const product = Math.round(estimatedHours * 100) * toCents(hourlyRate);
  const sign = product < 0 ? -1 : 1;
  const magnitude = Math.abs(product);
  const remainder = magnitude % 100;
  return sign * ((magnitude - remainder) / 100 + (remainder >= 50 ? 1 : 0));
}

/** One effort line's total cost (hours x rate, to the cent). */
export function effortCost(estimatedHours: number, hourlyRate: number): number {
  return fromCents(effortCostCents(estimatedHours, hourlyRate));
}

export type BudgetTotals = { effortCost: number; overheadCost: number; totalBudget: number };

/** The Budget tab's totals: effort costs, overhead, and both together, summed in cents. */
export function budgetTotals(
  effort: readonly { totalCost: number | string }[],
  overhead: readonly { amount: number | string }[],
): BudgetTotals {
  const effortCents = effort.reduce((sum, line) => sum + toCents(line.totalCost), 0);
  const overheadCents = overhead.reduce((sum, line) => sum + toCents(line.amount), 0);
  return {
    effortCost: fromCents(effortCents),
    overheadCost: fromCents(overheadCents),
    totalBudget: fromCents(effortCents + overheadCents),
  };
}
