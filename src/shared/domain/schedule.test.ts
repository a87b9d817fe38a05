import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoSchedule,
  computeSchedule,
  findCycle,
  LINK_TYPES,
  type ScheduleActivity,
  type ScheduleLink,
} from './schedule';
import { addDays } from './week';
import { workingCalendar } from './working-calendar';

const weekdays = workingCalendar();

const task = (id: string, startDate: string, endDate: string): ScheduleActivity => ({
  id,
  name: id,
  startDate,
  endDate,
  isMilestone: false,
});
const link = (
  predecessorId: string,
  successorId: string,
  type: ScheduleLink['type'],
  lag = 0,
): ScheduleLink => ({
  id: `${predecessorId}-${successorId}`,
  predecessorId,
  successorId,
  type,
  lag,
});

// A: 5 days from Monday 2 November 2026. B follows A (FS); C starts 2 days after A (SS +2);
// D finishes a day after B (FF +1); E finishes a day before C starts (SF -1, a lead); the
// milestone F follows D (FS). Every figure below is counted by hand on a Monday-Friday week.
const network = {
  activities: [
    task('A', '2026-11-02', '2026-11-06'),
    task('B', '2026-11-09', '2026-11-11'),
    task('C', '2026-11-04', '2026-11-05'),
    task('D', '2026-11-09', '2026-11-12'),
    task('E', '2026-10-29', '2026-11-02'),
    { id: 'F', name: 'F', startDate: '2026-11-12', endDate: '2026-11-12', isMilestone: true },
  ],
  links: [
    link('A', 'B', 'FS'),
    link('A', 'C', 'SS', 2),
    link('B', 'D', 'FF', 1),
    link('C', 'E', 'SF', -1),
    link('D', 'F', 'FS'),
  ],
};

describe('computeSchedule', () => {
  const schedule = computeSchedule(weekdays, network.activities, network.links);
  const of = (id: string) => schedule.activities.get(id)!;

  it('places each link type and the lead by its rule', () => {
    expect(of('B')).toMatchObject({ earlyStart: '2026-11-09', earlyFinish: '2026-11-11' });
    expect(of('C')).toMatchObject({ earlyStart: '2026-11-04', earlyFinish: '2026-11-05' });
    expect(of('D')).toMatchObject({ earlyStart: '2026-11-09', earlyFinish: '2026-11-12' });
    expect(of('E')).toMatchObject({ earlyStart: '2026-10-29', earlyFinish: '2026-11-02' });
    // A milestone after a task falls on the task's last day.
    expect(of('F')).toMatchObject({ earlyStart: '2026-11-12', earlyFinish: '2026-11-12' });
    expect(of('F').duration).toBe(0);
    expect(schedule.finish).toBe('2026-11-12');
  });

  it('finds the critical path and the floats', () => {
    expect(schedule.criticalPath).toEqual(['A', 'B', 'D', 'F']);
    expect(of('C')).toMatchObject({ totalFloat: 5, freeFloat: 0, lateStart: '2026-11-11' });
    expect(of('E')).toMatchObject({ totalFloat: 8, freeFloat: 8, lateFinish: '2026-11-12' });
    expect(of('A')).toMatchObject({ totalFloat: 0, freeFloat: 0, critical: true });
  });

  it('reports the links the current dates break', () => {
    expect([...schedule.activities.values()].flatMap((a) => a.violations)).toEqual([]);
    const early = network.activities.map((a) =>
      a.id === 'B' ? task('B', '2026-11-06', '2026-11-10') : a,
    );
    expect(computeSchedule(weekdays, early, network.links).activities.get('B')!.violations).toEqual(
      [
        {
          linkId: 'A-B',
          predecessorId: 'A',
          type: 'FS',
          lag: 0,
          requiredStart: '2026-11-09',
          days: 1,
        },
      ],
    );
  });

  it('skips holidays: a successor waits for the next working day', () => {
    const withHoliday = workingCalendar([1, 2, 3, 4, 5], ['2026-11-09']);
    const activities = network.activities.map((a) =>
      a.id === 'B' ? task('B', '2026-11-10', '2026-11-12') : a,
    );
    const schedule = computeSchedule(withHoliday, activities, network.links);
    expect(schedule.activities.get('B')).toMatchObject({
      earlyStart: '2026-11-10',
      earlyFinish: '2026-11-12',
    });
  });

  it('starts a task after a milestone on the next working day', () => {
    const activities = [
      { id: 'M', name: 'M', startDate: '2026-11-06', endDate: '2026-11-06', isMilestone: true },
      task('T', '2026-11-02', '2026-11-03'),
    ];
    const planned = computeSchedule(weekdays, activities, [link('M', 'T', 'FS')]);
    expect(planned.activities.get('T')).toMatchObject({
      earlyStart: '2026-11-09',
      earlyFinish: '2026-11-10',
    });
  });
});

describe('autoSchedule', () => {
  it('moves successors to the earliest dates their links allow, keeping their length', () => {
    const moved = network.activities.map((a) =>
      a.id === 'A' ? task('A', '2026-11-04', '2026-11-10') : a,
    );
    expect(autoSchedule(weekdays, moved, network.links)).toEqual([
      { id: 'B', startDate: '2026-11-11', endDate: '2026-11-13' },
      { id: 'C', startDate: '2026-11-06', endDate: '2026-11-09' },
      { id: 'D', startDate: '2026-11-11', endDate: '2026-11-16' },
      { id: 'E', startDate: '2026-11-02', endDate: '2026-11-04' },
      { id: 'F', startDate: '2026-11-16', endDate: '2026-11-16' },
    ]);
  });
});

describe('findCycle', () => {
  it('names the activities on a cycle, and none without one', () => {
    const ids = ['A', 'B', 'C', 'D'];
    expect(findCycle(ids, [link('A', 'B', 'FS'), link('B', 'C', 'FS')])).toBeNull();
    expect(
      findCycle(ids, [
        link('D', 'A', 'FS'),
        link('A', 'B', 'FS'),
        link('B', 'C', 'SS'),
        link('C', 'A', 'FF'),
      ]),
    ).toEqual(['A', 'B', 'C']);
    expect(findCycle(ids, [link('A', 'A', 'FS')])).toEqual(['A']);
  });
});

// Random networks: links only from earlier to later activities, so they never form a cycle.
const networks = fc
  .record({
    week: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    holidays: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 8 }),
    activities: fc.array(
      fc.record({
        start: fc.integer({ min: 0, max: 90 }),
        length: fc.integer({ min: 0, max: 12 }),
        isMilestone: fc.boolean(),
      }),
      { minLength: 1, maxLength: 20 },
    ),
    links: fc.array(
      fc.record({
        from: fc.nat(),
        to: fc.nat(),
        type: fc.constantFrom(...LINK_TYPES),
        lag: fc.integer({ min: -5, max: 8 }),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ week, holidays, activities, links }) => {
    const base = '2026-01-05';
    const list: ScheduleActivity[] = activities.map((a, i) => ({
      id: `a${i}`,
      name: `a${i}`,
      startDate: addDays(base, a.start),
      endDate: addDays(base, a.start + (a.isMilestone ? 0 : a.length)),
      isMilestone: a.isMilestone,
    }));
    const n = list.length;
    const seen = new Set<string>();
    const edges: ScheduleLink[] = [];
    for (const l of links) {
      const from = l.from % n;
      const to = l.to % n;
      if (from >= to || seen.has(`${from}-${to}`)) continue;
      seen.add(`${from}-${to}`);
      edges.push({
        id: `l${edges.length}`,
        predecessorId: `a${from}`,
        successorId: `a${to}`,
        type: l.type,
        lag: l.lag,
      });
    }
    return {
      calendar: workingCalendar(
        week,
        holidays.map((h) => addDays(base, h)),
      ),
      activities: list,
      links: edges,
    };
  });

describe('the engine on random networks', () => {
  it('leaves no link violated after auto-schedule, and a second run changes nothing', () => {
    fc.assert(
      fc.property(networks, ({ calendar, activities, links }) => {
        const changes = new Map(autoSchedule(calendar, activities, links).map((c) => [c.id, c]));
        const after = activities.map((a) => ({ ...a, ...changes.get(a.id) }));
        const schedule = computeSchedule(calendar, after, links);
        for (const activity of schedule.activities.values())
          expect(activity.violations).toEqual([]);
        expect(autoSchedule(calendar, after, links)).toEqual([]);
      }),
    );
  });

  it('gives critical activities zero total float, and no float below zero', () => {
    fc.assert(
      fc.property(networks, ({ calendar, activities, links }) => {
        const schedule = computeSchedule(calendar, activities, links);
        for (const activity of schedule.activities.values()) {
          expect(activity.totalFloat).toBeGreaterThanOrEqual(0);
          expect(activity.freeFloat).toBeGreaterThanOrEqual(0);
          expect(activity.freeFloat).toBeLessThanOrEqual(activity.totalFloat);
          expect(activity.critical).toBe(activity.totalFloat === 0);
        }
        expect(schedule.criticalPath.length).toBeGreaterThan(0);
        for (const id of schedule.criticalPath) {
          expect(schedule.activities.get(id)!.totalFloat).toBe(0);
        }
      }),
    );
  });
});
