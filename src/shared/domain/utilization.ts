/** Utilization is measured over this many days up to now (SPEC.md section 9). */
export const UTILIZATION_WINDOW_DAYS = 30;

export type UtilizationBadge = 'default' | 'secondary' | 'destructive';

/** Billable minutes as a whole percent of all minutes tracked; 0 when nothing was tracked. */
export function utilizationPercent(billableMinutes: number, totalMinutes: number): number {
  if (totalMinutes <= 0) return 0;
  return Math.round((Math.min(billableMinutes, totalMinutes) / totalMinutes) * 100);
}

/** The badge of SPEC.md section 9: 80 or more default, 60 to 79 secondary, below 60 destructive. */
export function utilizationBadge(percent: number): UtilizationBadge {
  if (percent >= 80) return 'default';
  if (percent >= 60) return 'secondary';
  return 'destructive';
}

/** Hours tracked in the window as a whole percent of the target (weekly × 30/7); null when 0. */
export function hoursAgainstTarget(totalMinutes: number, hoursPerWeek: number): number | null {
  const targetHours = (hoursPerWeek * UTILIZATION_WINDOW_DAYS) / 7;
  if (targetHours <= 0) return null;
  return Math.round((totalMinutes / 60 / targetHours) * 100);
}
