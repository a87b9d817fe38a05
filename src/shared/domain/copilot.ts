// The built-in analyst of the AI Copilot: a project's facts (budget and earned value, people's
// loads, risks, schedule) in, plain prose out, one answer per question. Pure, so the server and
// tests get the same words; a language model, when one is configured, writes from the same facts.
//
// Prose is plain text: paragraphs apart by a blank line, list items starting with '- '.

import type { CopilotFacts, CopilotType } from '../schemas/copilot';
import { addDays, daysBetween } from './week';

/** What needs someone's attention, in a project or across a portfolio. */
export type AttentionSignals = {
  /** People over 100% of their capacity. */
  overCapacity: readonly string[];
  /** Projects whose estimate at completion is over their budget. */
  overBudget: readonly string[];
  /** Activities past their end date and not finished. */
  lateActivities: number;
  /** Risks that have materialized. */
  materializedRisks: number;
};

export type AttentionFlag = {
  kind: 'over_capacity' | 'budget_burn' | 'timeline' | 'risks';
  message: string;
};

/** Spend this far below or above plan (SPI) reads as behind or ahead. */
const SPI_TOLERANCE = 0.05;
const LISTED_NAMES = 3;
const LISTED_RISKS = 8;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'A', 'A and B', 'A, B and C', 'A, B, C and 2 others'. */
export function listOf(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_NAMES);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} ${plural(rest, 'other', 'others')}`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/**
 * The analyst's flags: people over 100% capacity, forecast budget overruns, late activities
 * and materialized risks, each a sentence. The dashboard's AI insight adds the same flags.
 */
export function attentionFlags(signals: AttentionSignals): AttentionFlag[] {
  const flags: AttentionFlag[] = [];
  const { overCapacity, overBudget, lateActivities: late, materializedRisks: risks } = signals;
  if (overCapacity.length > 0)
    flags.push({
      kind: 'over_capacity',
      message: `${listOf(overCapacity)} ${plural(overCapacity.length, 'is', 'are')} over 100% capacity.`,
    });
  if (overBudget.length === 1)
    flags.push({
      kind: 'budget_burn',
      message: `${overBudget[0]} is forecast to finish over budget.`,
    });
  else if (overBudget.length > 1)
    flags.push({
      kind: 'budget_burn',
      message: `${overBudget.length} projects are forecast to finish over budget: ${listOf(overBudget)}.`,
    });
  if (late > 0)
    flags.push({
      kind: 'timeline',
      message: `${late} ${plural(late, 'activity is', 'activities are')} past ${plural(late, 'its', 'their')} end date and not finished.`,
    });
  if (risks > 0)
    flags.push({
      kind: 'risks',
      message: `${risks} ${plural(risks, 'risk has', 'risks have')} materialized.`,
    });
  return flags;
}

/** A project's flags, from its facts. */
export function projectSignals(facts: CopilotFacts): AttentionSignals {
  return {
    overCapacity: facts.people.filter((p) => p.onProject && p.weeksOver > 0).map((p) => p.name),
    overBudget: facts.budget.vac < 0 ? [facts.project.name] : [],
    lateActivities: facts.schedule.late.length,
    materializedRisks: facts.risks.filter((r) => r.status === 'materialized').length,
  };
}

/** An amount in the project's currency, as in '$1,630.73' (the code alone when Intl lacks it). */
export function moneyText(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const projectLabel = ({ project }: CopilotFacts) =>
  project.code ? `${project.name} (${project.code})` : project.name;

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

function spiText(spi: number | null): string {
  if (spi === null) return 'nothing was planned to be done by today yet';
  if (spi < 1 - SPI_TOLERANCE) return `${spi.toFixed(2)}, behind plan`;
  if (spi > 1 + SPI_TOLERANCE) return `${spi.toFixed(2)}, ahead of plan`;
  return `${spi.toFixed(2)}, on plan`;
}

/** 'forecast at completion $X, $Y (Z%) over budget' and its kin. */
function forecastText(facts: CopilotFacts): string {
  const { budget, currency } = facts;
  const money = (amount: number) => moneyText(amount, currency);
  const eac = `forecast at completion ${money(budget.eac)}`;
  if (budget.cpi === null) return `${eac}, the budget itself: no cost has been booked yet`;
  if (budget.vac < 0)
    return `${eac}, ${money(-budget.vac)} (${percentOf(-budget.vac, budget.bac)}%) over budget`;
  if (budget.vac > 0) return `${eac}, ${money(budget.vac)} under budget`;
  return `${eac}, on budget`;
}

/** Burn rate: the last four weeks' cost a week, and how long the rest of the budget lasts. */
function burnText(facts: CopilotFacts): string {
  const { budget, currency, today, project } = facts;
  const money = (amount: number) => moneyText(amount, currency);
  const weekly = Math.round((budget.costLast4Weeks / 4) * 100) / 100;
  if (weekly <= 0) return 'Burn rate: nothing was spent in the last four weeks.';
  const rate = `Burn rate: ${money(weekly)} a week over the last four weeks.`;
  const left = Math.round((budget.bac - budget.ac) * 100) / 100;
  if (left <= 0)
    return `${rate} The budget is already spent: every further week adds about ${money(weekly)} to the overrun.`;
  const weeks = left / weekly;
  const runsOut = addDays(today, Math.round(weeks * 7));
  const end = project.endDate;
  const against = !end
    ? ''
    : runsOut < end
      ? `, ${daysBetween(runsOut, end)} days before the planned end on ${end}`
      : `, after the planned end on ${end}`;
  return `${rate} At that rate the remaining ${money(left)} lasts about ${Math.max(1, Math.round(weeks))} ${plural(Math.max(1, Math.round(weeks)), 'week', 'weeks')}, until around ${runsOut}${against}.`;
}

function budgetPrediction(facts: CopilotFacts): string {
  const { budget, currency } = facts;
  const money = (amount: number) => moneyText(amount, currency);
  const head = `Budget prediction for ${projectLabel(facts)} on ${facts.today}.`;
  const spent = `Spent so far: ${money(budget.ac)} over ${budget.hoursTracked} hours tracked`;
  if (budget.bac <= 0)
    return [
      head,
      `No budget is set, so there is nothing to forecast against. ${spent}.`,
      'Recommendation: add the effort and overhead lines on the Budget tab, then ask again.',
    ].join('\n\n');
  const figures = [
    `Budget at completion: ${money(budget.bac)} (${money(budget.effort)} effort, ${money(budget.overhead)} overhead).`,
    `${spent}, ${percentOf(budget.ac, budget.bac)}% of the budget.`,
    `Earned value: ${money(budget.ev)} of work done against ${money(budget.pv)} planned by today.`,
    budget.cpi === null
      ? 'Cost performance index (CPI): none yet, no cost has been booked.'
      : `Cost performance index (CPI): ${budget.cpi.toFixed(2)}, so each ${money(1)} spent earns ${money(budget.cpi)} of planned work.`,
    `Schedule performance index (SPI): ${spiText(budget.spi)}.`,
  ];
  const forecast = forecastText(facts);
  const recommendation =
    budget.vac < 0
      ? `Recommendation: the forecast overrun is ${money(-budget.vac)}. Review the remaining work with the team, re-plan or cut scope through a change request, or agree a budget change with the customer before more is spent.`
      : budget.spi !== null && budget.spi < 1 - SPI_TOLERANCE
        ? 'Recommendation: cost is under control but the work is behind plan; check that the remaining effort still fits the budget when the pace picks up.'
        : 'Recommendation: keep the current pace and ask again after the next progress update.';
  return [
    head,
    figures.join('\n'),
    `${forecast[0]!.toUpperCase()}${forecast.slice(1)}.\n${burnText(facts)}`,
    recommendation,
  ].join('\n\n');
}

function weeksIn(facts: CopilotFacts): number {
  return daysBetween(facts.weeks.from, facts.weeks.to) / 7 + 1;
}

function resourceOptimization(facts: CopilotFacts): string {
  const weeks = weeksIn(facts);
  const head = `Resource optimization for ${projectLabel(facts)}, the ${weeks} ${plural(weeks, 'week', 'weeks')} from ${facts.weeks.from}.`;
  const team = facts.people.filter((p) => p.onProject);
  const over = team.filter((p) => p.weeksOver > 0);
  const room = facts.people
    .filter((p) => p.peakLoad < 100)
    .sort((a, b) => a.peakLoad - b.peakLoad || a.name.localeCompare(b.name))
    .slice(0, LISTED_NAMES);
  const parts = [head];
  if (team.length === 0) parts.push('Nobody is allocated or assigned to this project yet.');
  else if (over.length === 0)
    parts.push(
      `Nobody on the project is over 100% capacity in these weeks (${team.length} ${plural(team.length, 'person', 'people')} checked).`,
    );
  else
    parts.push(
      [
        'Over 100% capacity:',
        ...over.map(
          (p) =>
            `- ${p.name}: up to ${p.peakLoad}% in the week of ${p.peakWeek}, over in ${p.weeksOver} of ${weeks} ${plural(weeks, 'week', 'weeks')}.`,
        ),
      ].join('\n'),
    );
  parts.push(
    room.length === 0
      ? 'Has room: nobody in the organization is under 100% in every one of these weeks.'
      : [
          'Has room:',
          ...room.map(
            (p) =>
              `- ${p.name}: at most ${p.peakLoad}% loaded, ${100 - p.peakLoad}% free${p.onProject ? ' (on the project)' : ''}.`,
          ),
        ].join('\n'),
  );
  const helper = room[0];
  if (over.length > 0)
    parts.push(
      helper
        ? `Recommendation: move work from ${listOf(over.map((p) => p.name))} to ${helper.name}, who has ${100 - helper.peakLoad}% free, or move their later activities to weeks where they have room.`
        : `Recommendation: nobody has room, so move the later activities of ${listOf(over.map((p) => p.name))} to weeks where they are under 100%, or bring in more people.`,
    );
  else if (team.length > 0)
    parts.push('Recommendation: no change needed; the team fits its capacity.');
  return parts.join('\n\n');
}

const LEVEL_TEXT = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;

function riskLine(risk: CopilotFacts['risks'][number]): string {
  const impact = risk.impact ? ` Impact: ${risk.impact}` : '';
  const mitigation = risk.mitigation
    ? ` Mitigation: ${risk.mitigation}`
    : ' No mitigation recorded.';
  return `- ${LEVEL_TEXT[risk.level]}: ${risk.description}${impact}${mitigation}`;
}

function listed<T>(items: readonly T[], line: (item: T) => string): string[] {
  const lines = items.slice(0, LISTED_RISKS).map(line);
  if (items.length > LISTED_RISKS) lines.push(`- and ${items.length - LISTED_RISKS} more.`);
  return lines;
}

function timelineLines(facts: CopilotFacts): string[] {
  const { schedule, today, project } = facts;
  const lines = schedule.late.map(
    (a) =>
      `- ${a.name} is ${daysBetween(a.endDate, today)} days past its end date (${a.endDate}) at ${a.percentComplete}% done.`,
  );
  if (schedule.critical.length > 0) {
    const late =
      schedule.finish && project.endDate && schedule.finish > project.endDate
        ? `, ${daysBetween(project.endDate, schedule.finish)} days after the project's end date (${project.endDate})`
        : '';
    lines.push(
      `- Critical path: ${schedule.critical.map((a) => a.name).join(', ')}; any slip there moves the finish${schedule.finish ? ` on ${schedule.finish}` : ''}${late}.`,
    );
  }
  if (schedule.violations > 0)
    lines.push(
      `- ${schedule.violations} ${plural(schedule.violations, 'link is', 'links are')} broken by the current dates: auto-schedule the plan.`,
    );
  return lines;
}

function riskAnalysis(facts: CopilotFacts): string {
  const materialized = facts.risks.filter((r) => r.status === 'materialized');
  const potential = facts.risks.filter((r) => r.status === 'potential');
  const parts = [`Risk analysis for ${projectLabel(facts)} on ${facts.today}.`];
  if (materialized.length > 0)
    parts.push(
      [
        `Materialized (${materialized.length}), act on these now:`,
        ...listed(materialized, riskLine),
      ].join('\n'),
    );
  if (potential.length > 0)
    parts.push(
      [
        `Potential (${potential.length}), highest level first:`,
        ...listed(potential, riskLine),
      ].join('\n'),
    );
  if (facts.risks.length === 0) parts.push('No open risks are recorded in the register.');
  if (facts.mitigatedRisks > 0) parts.push(`Mitigated: ${facts.mitigatedRisks}.`);
  const timeline = timelineLines(facts);
  parts.push(
    timeline.length > 0
      ? ['Timeline:', ...timeline].join('\n')
      : 'Timeline: every activity is on time and no unfinished activity is on the critical path.',
  );
  const unmitigated = facts.risks.filter(
    (r) => !r.mitigation && (r.level === 'high' || r.level === 'critical'),
  );
  parts.push(
    materialized.length > 0
      ? `Recommendation: turn the materialized ${plural(materialized.length, 'risk', 'risks')} into issues with an owner and a date, and check their impact on budget and plan.${unmitigated.length > 0 ? ` Give the ${unmitigated.length} high or critical ${plural(unmitigated.length, 'risk', 'risks')} without a mitigation one.` : ''}`
      : unmitigated.length > 0
        ? `Recommendation: give the ${unmitigated.length} high or critical ${plural(unmitigated.length, 'risk', 'risks')} without a mitigation one.`
        : 'Recommendation: review the register at the next steering meeting.',
  );
  return parts.join('\n\n');
}

function statusReport(facts: CopilotFacts): string {
  const { budget, schedule, currency, project } = facts;
  const money = (amount: number) => moneyText(amount, currency);
  const flags = attentionFlags(projectSignals(facts));
  const team = facts.people.filter((p) => p.onProject);
  const over = team.filter((p) => p.weeksOver > 0).map((p) => p.name);
  const count = (status: string) => facts.risks.filter((r) => r.status === status).length;
  const lines = [
    `Schedule: ${schedule.finished} of ${schedule.activities} ${plural(schedule.activities, 'activity', 'activities')} finished; SPI ${spiText(budget.spi)}.${schedule.finish ? ` The plan finishes on ${schedule.finish}` : ''}${schedule.finish && project.endDate ? `; the project ends on ${project.endDate}.` : schedule.finish ? '.' : ''}`,
    budget.bac > 0
      ? `Budget: ${money(budget.ac)} spent of ${money(budget.bac)} (${percentOf(budget.ac, budget.bac)}%); ${forecastText(facts)}.`
      : `Budget: none set; ${money(budget.ac)} spent.`,
    over.length > 0
      ? `People: ${listOf(over)} ${plural(over.length, 'is', 'are')} over 100% capacity.`
      : team.length > 0
        ? 'People: nobody on the project is over 100% capacity.'
        : 'People: nobody is allocated or assigned yet.',
    `Risks: ${count('materialized')} materialized, ${count('potential')} potential, ${facts.mitigatedRisks} mitigated.`,
  ];
  const parts = [
    `Status report: ${projectLabel(facts)}, ${facts.today}\nOverall: ${flags.length > 0 ? 'needs attention' : 'on track'}.`,
    lines.join('\n'),
  ];
  if (flags.length > 0) {
    parts.push(['Needs attention:', ...flags.map((f) => `- ${f.message}`)].join('\n'));
    const next: Record<AttentionFlag['kind'], string> = {
      over_capacity: '- Rebalance the over-allocated people (see Resource Optimization).',
      budget_burn: '- Agree how to close the forecast overrun: scope, plan or budget.',
      timeline: '- Re-plan the late activities and update their progress.',
      risks: '- Give each materialized risk an owner and a date.',
    };
    parts.push(['Next steps:', ...flags.map((f) => next[f.kind])].join('\n'));
  }
  return parts.join('\n\n');
}

const WRITERS: Record<CopilotType, (facts: CopilotFacts) => string> = {
  budget_prediction: budgetPrediction,
  resource_optimization: resourceOptimization,
  risk_analysis: riskAnalysis,
  status_report: statusReport,
};

/** The built-in analyst's answer to one of the copilot's four questions. */
export function writeCopilotAnswer(type: CopilotType, facts: CopilotFacts): string {
  return WRITERS[type](facts);
}
