import { describe, expect, it } from 'vitest';
import {
  placePlan,
  planBudget,
  planFromProject,
  planProblems,
  type TemplatePlan,
} from './templates';
import { workingCalendar } from './working-calendar';

// Monday to Friday; Wednesday 3 June 2026 is a holiday.
const calendar = workingCalendar([1, 2, 3, 4, 5], ['2026-06-03']);

const plan = (overrides: Partial<TemplatePlan> = {}): TemplatePlan => ({
  activities: [
    { key: 'a', name: 'Design', start: 0, days: 5, isMilestone: false },
    { key: 'b', name: 'Build', start: 5, days: 3, isMilestone: false },
    { key: 'm', name: 'Go-live', start: 8, days: 0, isMilestone: true },
  ],
  links: [
    { from: 'a', to: 'b', type: 'FS', lag: 0 },
    { from: 'b', to: 'm', type: 'FS', lag: 0 },
  ],
  effort: [{ hours: 10.5, rate: 80 }],
  overhead: [{ category: 'Travel', amount: 99.99 }],
  ...overrides,
});

describe('placePlan', () => {
  it('places working days from the start, stepping over weekends and holidays', () => {
    expect(
      placePlan(plan(), '2026-06-01', calendar).map((a) => [a.name, a.startDate, a.endDate]),
    ).toEqual([
      ['Design', '2026-06-01', '2026-06-08'],
      ['Build', '2026-06-09', '2026-06-11'],
      ['Go-live', '2026-06-12', '2026-06-12'],
    ]);
  });

  it('starts on the next working day when the start is a day off', () => {
    expect(placePlan(plan(), '2026-06-06', calendar)[0]).toMatchObject({
      startDate: '2026-06-08',
      endDate: '2026-06-12',
    });
  });
});

describe('planFromProject', () => {
  it('measures each activity in working days from the project start, and back again', () => {
    const placed = placePlan(plan(), '2026-06-01', calendar);
    const again = planFromProject(
      {
        startDate: '2026-06-01',
        activities: placed.map((a) => ({ ...a, id: `id-${a.key}`, description: null })),
        links: [{ predecessorId: 'id-a', successorId: 'id-b', type: 'SS', lag: -2 }],
        effort: [],
        overhead: [],
      },
      calendar,
    );
    expect(again.activities.map((a) => [a.key, a.name, a.start, a.days])).toEqual([
      ['a1', 'Design', 0, 5],
      ['a2', 'Build', 5, 3],
      ['a3', 'Go-live', 8, 0],
    ]);
    expect(again.links).toEqual([{ from: 'a1', to: 'a2', type: 'SS', lag: -2 }]);
  });

  it('counts from the earliest activity when the project has no start, never before it', () => {
    const again = planFromProject(
      {
        startDate: '2026-06-10',
        activities: [
          {
            id: 'x',
            name: 'Early',
            description: null,
            startDate: '2026-06-08',
            endDate: '2026-06-09',
            isMilestone: false,
          },
        ],
        links: [],
        effort: [],
        overhead: [],
      },
      calendar,
    );
    expect(again.activities[0]).toMatchObject({ start: 0, days: 2 });
  });
});

describe('planProblems', () => {
  it('finds nothing wrong with a sound plan, and adds its budget up in cents', () => {
    expect(planProblems(plan())).toEqual([]);
    expect(planBudget(plan())).toBe(939.99);
  });

  it('names each problem: keys, lengths, unknown activities, repeats and cycles', () => {
    const activities = plan().activities;
    expect(
      planProblems(
        plan({
          activities: [
            ...activities,
            { key: 'a', name: 'Twin', start: 0, days: 1, isMilestone: false },
            { key: 'z', name: 'Zero', start: 0, days: 0, isMilestone: false },
            { key: 'q', name: 'Long milestone', start: -1, days: 2, isMilestone: true },
          ],
          links: [
            { from: 'a', to: 'nope', type: 'FS', lag: 0 },
            { from: 'a', to: 'a', type: 'FS', lag: 0 },
          ],
        }),
      ),
    ).toEqual([
      'Activity 4 ("Twin") has the same key as another: a',
      'Activity 5 ("Zero") must last a whole number of working days, at least 1',
      'Activity 6 ("Long milestone") must start a whole number of working days after the project start',
      'Activity 6 ("Long milestone") is a milestone and lasts 0 days',
      'Link 1 names an activity the template does not have: nope',
      'Link 2 links an activity to itself',
    ]);
    expect(
      planProblems(plan({ links: [...plan().links, { from: 'm', to: 'a', type: 'SS', lag: 0 }] })),
    ).toEqual(['The links make a cycle: Design → Build → Go-live → Design']);
  });
});
