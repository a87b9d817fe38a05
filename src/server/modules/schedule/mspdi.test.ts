import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workingCalendar } from '../../../shared/domain/working-calendar';
import { MSPDI_NO_TASKS, MSPDI_NOT_A_PLAN, readMspdi, writeMspdi } from './mspdi';

// Shaped as MS Project 2019 saves it: the project's summary task (UID 0), a summary task with
// two tasks under it, a blank row, a finish at midnight, an elapsed lag, a cross-project link.
const BRIDGE = readFileSync(path.join(import.meta.dirname, 'fixtures/bridge-plan.xml'), 'utf8');
const calendar = workingCalendar([1, 2, 3, 4, 5], ['2026-03-13']);

describe('readMspdi', () => {
  it('reads tasks, milestones and links with their types and lags in days', () => {
    const plan = readMspdi(BRIDGE);
    expect(plan.name).toBe('Footbridge.xml');
    expect(plan.tasks).toEqual([
      {
        uid: 2,
        name: 'Survey the site',
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        isMilestone: false,
        percentComplete: 100,
        notes: 'Both banks & the river bed',
      },
      {
        uid: 3,
        name: 'Draw the plans',
        startDate: '2026-03-03',
        endDate: '2026-03-06',
        isMilestone: false,
        percentComplete: 40,
        notes: null,
      },
      // A finish at midnight ends the day before.
      {
        uid: 5,
        name: 'Build the deck',
        startDate: '2026-03-09',
        endDate: '2026-03-18',
        isMilestone: false,
        percentComplete: 0,
        notes: null,
      },
      {
        uid: 6,
        name: 'Paint',
        startDate: '2026-03-16',
        endDate: '2026-03-20',
        isMilestone: false,
        percentComplete: 0,
        notes: null,
      },
      {
        uid: 7,
        name: 'Opening',
        startDate: '2026-03-20',
        endDate: '2026-03-20',
        isMilestone: true,
        percentComplete: 0,
        notes: null,
      },
    ]);
    expect(plan.links).toEqual([
      { predecessorUid: 2, successorUid: 3, type: 'SS', lag: 1 },
      { predecessorUid: 3, successorUid: 5, type: 'FS', lag: -1 },
      // 14400 tenths of a minute, elapsed: one 24-hour day.
      { predecessorUid: 5, successorUid: 6, type: 'FF', lag: 1 },
      { predecessorUid: 6, successorUid: 7, type: 'SF', lag: 2 },
    ]);
    // The project and Design summaries and the blank row; the link to Design and the one to
    // another project.
    expect(plan.skipped).toEqual({ tasks: 3, links: 2 });
  });

  it('refuses what is not a plan', () => {
    expect(() => readMspdi('name,email\nAda,ada@example.com')).toThrow(MSPDI_NOT_A_PLAN);
    expect(() =>
      readMspdi('<Project xmlns="http://schemas.microsoft.com/project"><Tasks/></Project>'),
    ).toThrow(MSPDI_NO_TASKS);
    expect(() => readMspdi('<Project><Tasks><Task><UID>1')).toThrow(MSPDI_NOT_A_PLAN);
  });
});

describe('writeMspdi', () => {
  it('round-trips a plan without loss', () => {
    const plan = readMspdi(BRIDGE);
    const written = writeMspdi(plan, calendar, [1, 2, 3, 4, 5], ['2026-03-13']);
    expect(written).toContain('<Project xmlns="http://schemas.microsoft.com/project">');
    const again = readMspdi(written);
    expect(again.tasks).toEqual(plan.tasks);
    expect(again.links).toEqual(plan.links);
    expect(again.skipped).toEqual({ tasks: 0, links: 0 });
    expect(writeMspdi(again, calendar, [1, 2, 3, 4, 5], ['2026-03-13'])).toBe(written);
  });

  it('writes durations in working hours on the calendar and links in tenths of a minute', () => {
    const written = writeMspdi(readMspdi(BRIDGE), calendar, [1, 2, 3, 4, 5], ['2026-03-13']);
    // Build the deck: 9-18 March is 7 working days with the 13th a holiday.
    expect(written).toMatch(/<Name>Build the deck<\/Name>[\s\S]*?<Duration>PT56H0M0S<\/Duration>/);
    expect(written).toMatch(/<LinkLag>-4800<\/LinkLag>/);
    expect(written).toMatch(/<DayType>1<\/DayType>\s*<DayWorking>0<\/DayWorking>/);
    expect(written).toContain('<FromDate>2026-03-13T00:00:00</FromDate>');
  });
});
