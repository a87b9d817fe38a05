import { type AttentionSignals, attentionFlags } from './copilot';
import { toCents } from './money';
import { daysBetween } from './week';

// The dashboards' figures (SPEC.md section 9, 'Dashboards and analytics'): pure, so that the
// server computes them and tests pin them by hand.

/** How many newest projects the dashboards list. */
export const RECENT_PROJECTS_LIMIT = 5;
/** More potential risks than this turn the AI insight into a risk warning. */
export const RISK_WARNING_ABOVE = 5;
/** Utilization (percent) under this, with few risks, gives the optimization hint. */
export const UTILIZATION_HINT_BELOW = 70;
/** Expected quarter revenue is this share of total revenue. */
export const EXPECTED_QUARTER_SHARE_PERCENT = 25;
/** A project whose consumed cost passes this percent of its budget is underperforming. */
export const UNDERPERFORMING_ABOVE_PERCENT = 90;
/** Consumed cost counts a working day of this many hours. */
export const CONSUMED_HOURS_PER_DAY = 8;

/** No flags: the insight of a portfolio the copilot has nothing to say about. */
const NO_SIGNALS: AttentionSignals = {
  overCapacity: [],
  overBudget: [],
  lateActivities: 0,
  materializedRisks: 0,
};

/** Minutes as hours rounded to one decimal ('Hours Today'). */
export function hoursFromMinutes(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

export type InsightKind = 'risk_warning' | 'optimization' | 'positive';
export type Insight = { kind: InsightKind; message: string };

/**
 * The AI Insights rule: more than 5 potential risks gives the risk warning; else utilization
 * under 70 % the optimization hint; else the positive message. Each message then adds the
 * copilot's flags (people over 100 %, forecast overruns, late activities, materialized risks).
 */
export function dashboardInsight(
  potentialRisks: number,
  utilizationPercent: number,
  signals: AttentionSignals = NO_SIGNALS,
): Insight {
  const flags = attentionFlags(signals).map((flag) => flag.message);
  const withFlags = (message: string) => [message, ...flags].join(' ');
  if (potentialRisks > RISK_WARNING_ABOVE) {
    return {
      kind: 'risk_warning',
      message: withFlags(
        `${potentialRisks} potential risks are open across your projects. Review the risk registers and agree on mitigations before they materialize.`,
      ),
    };
  }
  if (utilizationPercent < UTILIZATION_HINT_BELOW) {
    return {
      kind: 'optimization',
      message: withFlags(
        `Billable utilization is ${utilizationPercent}% over the last 30 days, below the ${UTILIZATION_HINT_BELOW}% mark. Look for unbilled work or capacity to move onto client projects.`,
      ),
    };
  }
  const risks = `${potentialRisks} potential ${potentialRisks === 1 ? 'risk' : 'risks'} open`;
  return {
    kind: 'positive',
    message:
      flags.length === 0
        ? `Your portfolio looks healthy: ${utilizationPercent}% billable utilization over the last 30 days and ${risks}.`
        : withFlags(
            `Billable utilization is ${utilizationPercent}% over the last 30 days with ${risks}. Still, watch this:`,
          ),
  };
}

export type Assignment = { hourlyCost: string | number; capacityPercentage: number | null };
export type PlannedActivity = {
  startDate: string;
  endDate: string;
  isMilestone: boolean;
  assignments: readonly Assignment[];
};

/** Whether an activity runs on `today` (started, not yet ended; both days included). */
export function isRunning(activity: PlannedActivity, today: string): boolean {
  return activity.startDate <= today && today <= activity.endDate;
}

/**
 * Consumed cost of one running activity, in cents: for each assigned person hourly cost x 8 h
 * x days elapsed since the activity started x capacity (100 % when not given), each person's
 * share rounded to the cent. Activities not running on `today` have consumed nothing.
 */
export function consumedCostCents(activity: PlannedActivity, today: string): number {
  if (!isRunning(activity, today)) return 0;
  const elapsedDays = daysBetween(activity.startDate, today);
  return activity.assignments.reduce((sum, a) => {
    const capacity = a.capacityPercentage ?? 100;
    const cents = (toCents(a.hourlyCost) * CONSUMED_HOURS_PER_DAY * elapsedDays * capacity) / 100;
    return sum + Math.round(cents);
  }, 0);
}

/** A non-milestone activity whose end date has passed. */
export function isDelayed(
  activity: Pick<PlannedActivity, 'endDate' | 'isMilestone'>,
  today: string,
) {
  return !activity.isMilestone && activity.endDate < today;
}

export type PlannedProject = {
  revenue: string | number | null;
  /** Effort plus overhead budget, in cents. */
  budgetCents: number;
  /** Its activities running today, at least: no other has consumed anything. */
  activities: readonly PlannedActivity[];
};

export type ManagementFigures = {
  totalRevenueCents: number;
  expectedQuarterRevenueCents: number;
  consumedCostCents: number;
  performanceRevenueCents: number;
  onTrack: number;
  underperforming: number;
  delayedActivities: number;
  projects: number;
};

/** Consumed cost past 90 % of a budget above 0 (compared in whole cents, no floats). */
export function isUnderperforming(consumedCents: number, budgetCents: number): boolean {
  return budgetCents > 0 && consumedCents * 100 > budgetCents * UNDERPERFORMING_ABOVE_PERCENT;
}

/**
 * The Management analytics block: total revenue, expected quarter revenue (25 %), consumed
 * cost of running activities, performance revenue (revenue minus consumed cost), projects on
 * track or underperforming, and the delayed activities (isDelayed), counted by the caller: an
 * organization's delayed activities are most of its past ones, which the rest does not need.
 */
export function managementFigures(
  projects: readonly PlannedProject[],
  delayedActivities: number,
  today: string,
): ManagementFigures {
  let totalRevenueCents = 0;
  let consumed = 0;
  let underperforming = 0;
  for (const project of projects) {
    totalRevenueCents += project.revenue == null ? 0 : toCents(project.revenue);
    const projectConsumed = project.activities.reduce(
      (sum, activity) => sum + consumedCostCents(activity, today),
      0,
    );
    consumed += projectConsumed;
    if (isUnderperforming(projectConsumed, project.budgetCents)) underperforming += 1;
  }
  return {
    totalRevenueCents,
    expectedQuarterRevenueCents: Math.round(
      (totalRevenueCents * EXPECTED_QUARTER_SHARE_PERCENT) / 100,
    ),
    consumedCostCents: consumed,
    performanceRevenueCents: totalRevenueCents - consumed,
    onTrack: projects.length - underperforming,
    underperforming,
    delayedActivities,
    projects: projects.length,
  };
}
