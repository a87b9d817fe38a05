import { findCycle, type LinkType } from './schedule';
import type { WorkingCalendar } from './working-calendar';

/** The Templates page's categories (SPEC.md section 2), in its filter's order. */
export const TEMPLATE_CATEGORIES = [
  'Software Development',
  'Marketing',
  'Construction',
  'Research',
  'Consulting',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * One activity of a template, placed in working days from the project's start: it starts
 * `start` working days after the project's first working day and lasts `days` working days
 * (a milestone lasts 0: it is one day, its start and end the same).
 */
export type TemplateActivity = {
  /** Names the activity within the template, for its links ("design", "a3"). */
  key: string;
  name: string;
  description?: string | null;
  start: number;
  days: number;
  isMilestone: boolean;
};

export type TemplateLink = { from: string; to: string; type: LinkType; lag: number };

/** An effort line without a person: whoever uses the template staffs it. */
export type TemplateEffortLine = { hours: number; rate: number };
export type TemplateOverheadLine = {
  category: string;
  amount: number;
  description?: string | null;
};

/** What a template keeps: the plan and the budget, no people, no time, no money received. */
export type TemplatePlan = {
  activities: TemplateActivity[];
  links: TemplateLink[];
  effort: TemplateEffortLine[];
  overhead: TemplateOverheadLine[];
};

/** The most activities a template holds: a plan, not a programme. */
export const TEMPLATE_ACTIVITY_LIMIT = 500;

export const countOf = (plan: Pick<TemplatePlan, 'activities'>) => ({
  activities: plan.activities.filter((a) => !a.isMilestone).length,
  milestones: plan.activities.filter((a) => a.isMilestone).length,
});

/**
 * What is wrong with a plan, in words a person can act on, or [] when nothing is: keys unique,
 * offsets and lengths whole and not negative, milestones 0 days long and other activities at
 * least 1, links between activities it has, no link twice, no cycle.
 */
export function planProblems(plan: TemplatePlan): string[] {
  const problems: string[] = [];
  const names = new Map<string, string>();
  if (plan.activities.length === 0) problems.push('A template needs at least one activity');
  if (plan.activities.length > TEMPLATE_ACTIVITY_LIMIT)
    problems.push(`A template holds at most ${TEMPLATE_ACTIVITY_LIMIT} activities`);
  plan.activities.forEach((activity, i) => {
    const label = `Activity ${i + 1} ("${activity.name}")`;
    if (names.has(activity.key))
      problems.push(`${label} has the same key as another: ${activity.key}`);
    names.set(activity.key, activity.name);
    if (!Number.isInteger(activity.start) || activity.start < 0)
      problems.push(`${label} must start a whole number of working days after the project start`);
    if (
      activity.isMilestone
        ? activity.days !== 0
        : !Number.isInteger(activity.days) || activity.days < 1
    )
      problems.push(
        activity.isMilestone
          ? `${label} is a milestone and lasts 0 days`
          : `${label} must last a whole number of working days, at least 1`,
      );
  });
  const seen = new Set<string>();
  plan.links.forEach((link, i) => {
    for (const end of [link.from, link.to])
      if (!names.has(end))
        problems.push(`Link ${i + 1} names an activity the template does not have: ${end}`);
    if (link.from === link.to) problems.push(`Link ${i + 1} links an activity to itself`);
    const pair = `${link.from}→${link.to}`;
    if (seen.has(pair))
      problems.push(`Link ${i + 1} links ${link.from} and ${link.to} a second time`);
    seen.add(pair);
  });
  if (problems.length === 0) {
    const cycle = findCycle(
      names.keys(),
      plan.links.map((l) => ({ predecessorId: l.from, successorId: l.to })),
    );
    if (cycle)
      problems.push(
        `The links make a cycle: ${[...cycle, cycle[0]!].map((k) => names.get(k)).join(' → ')}`,
      );
  }
  return problems;
}

type DatedActivity = {
  id: string;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  isMilestone: boolean;
};
type DatedLink = { predecessorId: string; successorId: string; type: LinkType; lag: number };

/**
 * A project's plan as a template: each activity's start and length in working days from
 * `projectStart` (the project's start date, or its earliest activity when it has none).
 * Activities before the project start are moved to it.
 */
export function planFromProject(
  project: {
    startDate: string | null;
    activities: readonly DatedActivity[];
    links: readonly DatedLink[];
    effort: readonly TemplateEffortLine[];
    overhead: readonly TemplateOverheadLine[];
  },
  calendar: WorkingCalendar,
): TemplatePlan {
  const sorted = [...project.activities].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name),
  );
  const first = project.startDate ?? sorted[0]?.startDate ?? '2000-01-03';
  const origin = calendar.indexOf(first);
  const keys = new Map(sorted.map((a, i) => [a.id, `a${i + 1}`]));
  return {
    activities: sorted.map((a) => {
      const start = Math.max(0, calendar.indexOf(a.startDate) - origin);
      return {
        key: keys.get(a.id)!,
        name: a.name,
        description: a.description,
        start,
        days: a.isMilestone ? 0 : Math.max(1, calendar.workingDaysBetween(a.startDate, a.endDate)),
        isMilestone: a.isMilestone,
      };
    }),
    links: project.links
      .filter((l) => keys.has(l.predecessorId) && keys.has(l.successorId))
      .map((l) => ({
        from: keys.get(l.predecessorId)!,
        to: keys.get(l.successorId)!,
        type: l.type,
        lag: l.lag,
      })),
    effort: project.effort.map((line) => ({ hours: line.hours, rate: line.rate })),
    overhead: project.overhead.map((line) => ({
      category: line.category,
      amount: line.amount,
      description: line.description ?? null,
    })),
  };
}

/** A template's activity placed on the calendar from a start date. */
export type PlacedActivity = TemplateActivity & { startDate: string; endDate: string };

/**
 * The plan's activities on the calendar from `startDate` (moved to the next working day when it
 * is none): each starts its offset in working days later and ends after its length.
 */
export function placePlan(
  plan: Pick<TemplatePlan, 'activities'>,
  startDate: string,
  calendar: WorkingCalendar,
): PlacedActivity[] {
  const origin = calendar.indexOf(calendar.addWorkingDays(startDate, 0));
  return plan.activities.map((activity) => {
    const start = calendar.dayAt(origin + activity.start);
    const end = activity.isMilestone
      ? start
      : calendar.dayAt(origin + activity.start + activity.days - 1);
    return { ...activity, startDate: start, endDate: end };
  });
}

/** The last day a placed plan reaches. */
export const planEnd = (placed: readonly PlacedActivity[]) =>
  placed.reduce((last, a) => (a.endDate > last ? a.endDate : last), placed[0]?.startDate ?? '');

/** The budget a template brings: effort hours × rates plus overhead. */
export function planBudget(plan: Pick<TemplatePlan, 'effort' | 'overhead'>): number {
  const cents =
    plan.effort.reduce((sum, l) => sum + Math.round(l.hours * l.rate * 100), 0) +
    plan.overhead.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  return cents / 100;
}

/** A built-in template: the same for every organization, kept in the code. */
export type BuiltInTemplate = {
  /** A stable id that is no uuid: "builtin-software-development". */
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  plan: TemplatePlan;
};

/** The name a template's file is downloaded under: "web-application-launch.stint-template.json". */
export function templateFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'template'}.stint-template.json`;
}
