import { describe, expect, it } from 'vitest';
import { effortLineInputSchema, overheadLineInputSchema } from '../schemas/budget';
import {
  autoSchedule,
  computeSchedule,
  LINK_TYPES,
  type ScheduleActivity,
  type ScheduleLink,
} from './schedule';
import { BUILT_IN_TEMPLATES } from './template-library';
import {
  countOf,
  placePlan,
  planBudget,
  planProblems,
  TEMPLATE_CATEGORIES,
  type BuiltInTemplate,
} from './templates';
import { workingCalendar } from './working-calendar';

const weekdays = workingCalendar();
const MONDAY = '2026-01-05';

/** A template placed from a Monday, as the schedule engine sees a project made from it. */
function scheduleInput(template: BuiltInTemplate) {
  const activities: ScheduleActivity[] = placePlan(template.plan, MONDAY, weekdays).map((a) => ({
    id: a.key,
    name: a.name,
    startDate: a.startDate,
    endDate: a.endDate,
    isMilestone: a.isMilestone,
  }));
  const links: ScheduleLink[] = template.plan.links.map((l, i) => ({
    id: `link-${i + 1}`,
    predecessorId: l.from,
    successorId: l.to,
    type: l.type,
    lag: l.lag,
  }));
  return { activities, links };
}

const byId = (id: string) => BUILT_IN_TEMPLATES.find((t) => t.id === id)!;
const allLinks = BUILT_IN_TEMPLATES.flatMap((t) => t.plan.links);

describe('BUILT_IN_TEMPLATES', () => {
  it('has stable ids, unique and prefixed "builtin-"', () => {
    const ids = BUILT_IN_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^builtin-[a-z0-9-]+$/);
  });

  it('offers at least one template in every category', () => {
    for (const category of TEMPLATE_CATEGORIES)
      expect(
        BUILT_IN_TEMPLATES.some((t) => t.category === category),
        category,
      ).toBe(true);
  });

  it('has the activities and milestones each template promises', () => {
    expect(countOf(byId('builtin-software-development').plan)).toEqual({
      activities: 12,
      milestones: 4,
    });
    expect(countOf(byId('builtin-marketing').plan)).toEqual({ activities: 8, milestones: 3 });
    expect(countOf(byId('builtin-construction').plan)).toEqual({ activities: 15, milestones: 6 });
    expect(countOf(byId('builtin-research').plan)).toEqual({ activities: 10, milestones: 3 });
    expect(countOf(byId('builtin-consulting').plan)).toEqual({ activities: 9, milestones: 3 });
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.id, t] as const))('%s is a valid plan', (_, t) => {
    expect(planProblems(t.plan)).toEqual([]);
    expect(t.description.length).toBeGreaterThan(20);
    for (const activity of t.plan.activities) {
      expect(activity.name.length, activity.key).toBeGreaterThanOrEqual(2);
      expect(activity.description, activity.key).toBeTruthy();
    }
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s breaks no link when placed from a Monday',
    (_, t) => {
      const { activities, links } = scheduleInput(t);
      const schedule = computeSchedule(weekdays, activities, links);
      expect(schedule.activities.size).toBe(t.plan.activities.length);
      for (const [id, scheduled] of schedule.activities)
        expect(scheduled.violations, id).toEqual([]);
      // The offsets are the early starts: Auto-schedule has nothing to move.
      expect(autoSchedule(weekdays, activities, links)).toEqual([]);
    },
  );

  it('uses every link type, lags and at least one lead across the library', () => {
    for (const type of LINK_TYPES)
      expect(
        allLinks.some((l) => l.type === type),
        type,
      ).toBe(true);
    expect(allLinks.some((l) => l.lag > 0)).toBe(true);
    expect(allLinks.some((l) => l.lag < 0)).toBe(true);
    expect(allLinks.every((l) => Number.isInteger(l.lag))).toBe(true);
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s brings a budget within the limits of budget lines',
    (_, t) => {
      expect(planBudget(t.plan)).toBeGreaterThan(0);
      expect(t.plan.effort.length).toBeGreaterThan(0);
      expect(t.plan.overhead.length).toBeGreaterThan(0);
      const effort = effortLineInputSchema.omit({ resourceId: true });
      for (const line of t.plan.effort)
        expect(
          effort.safeParse({ estimatedHours: line.hours, hourlyRate: line.rate }).success,
        ).toBe(true);
      for (const line of t.plan.overhead)
        expect(overheadLineInputSchema.safeParse(line).success, line.category).toBe(true);
    },
  );

  it('adds up the web application budget by hand', () => {
    // 160×110 + 200×95 + 600×100 + 480×95 + 240×80 + 80×110 = 170,200; overhead 12,500.
    expect(planBudget(byId('builtin-software-development').plan)).toBe(182700);
  });
});

describe('placing a built-in template', () => {
  const template = byId('builtin-software-development');
  const dates = (start: string) =>
    new Map(placePlan(template.plan, start, weekdays).map((a) => [a.key, a]));

  it('starts on a Friday when placed from one, since Friday is a working day', () => {
    const placed = dates('2026-01-09');
    // Discovery: 5 working days from Friday 9 January ends Thursday 15 January.
    expect(placed.get('discovery')).toMatchObject({
      startDate: '2026-01-09',
      endDate: '2026-01-15',
    });
    // Scope signed off: working day 9, Thursday 22 January.
    expect(placed.get('scope-approved')).toMatchObject({
      startDate: '2026-01-22',
      endDate: '2026-01-22',
    });
  });

  it('moves a weekend start to the next Monday', () => {
    expect(dates('2026-01-10')).toEqual(dates('2026-01-12'));
    expect(dates('2026-01-11')).toEqual(dates('2026-01-12'));
    expect(dates('2026-01-10').get('discovery')).toMatchObject({
      startDate: '2026-01-12',
      endDate: '2026-01-16',
    });
  });

  it('never places an activity on a weekend', () => {
    for (const t of BUILT_IN_TEMPLATES)
      for (const a of placePlan(t.plan, '2026-01-09', weekdays)) {
        expect(weekdays.isWorkingDay(a.startDate), `${t.id} ${a.key}`).toBe(true);
        expect(weekdays.isWorkingDay(a.endDate), `${t.id} ${a.key}`).toBe(true);
      }
  });
});
