import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_HINT, WEEK_STARTS_MONDAY } from '../../../shared/schemas/timesheets';
import { timeSessions } from '../../db/schema/time';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from '../time/test-fixture';

let t: TestApp;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  org = await timeOrganization(t);
  call = callerOf(t.app);
});
afterAll(() => t.close());

const WEEK = '2026-03-02';
async function track(cookie: string, startTime: string, endTime: string, extra: object = {}) {
  const response = await call(cookie, 'POST', '/time/sessions', {
    projectId: org.project.id,
    startTime,
    endTime,
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`tracking failed: ${response.body}`);
  return response.json() as { id: string };
}
const cell = (cookie: string, day: string, duration: string, extra: object = {}) =>
  call(cookie, 'PUT', '/timesheets/week/cells', {
    weekStart: WEEK,
    projectId: org.project.id,
    day,
    duration,
    ...extra,
  });
const gridEntries = (userId: string) =>
  t.database.db
    .select()
    .from(timeSessions)
    .where(and(eq(timeSessions.userId, userId), eq(timeSessions.isTimesheetEntry, true)));

describe('weekly grid', () => {
  it('shows my week as project/activity rows with minutes per local day and totals', async () => {
    const me = await org.person('user', 'Europe/Stockholm');
    await track(me.cookie, '2026-03-02T08:00:00Z', '2026-03-02T09:30:00Z', {
      activityId: org.activity.id,
    });
    await track(me.cookie, '2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z');
    await track(me.cookie, '2026-03-04T08:00:00Z', '2026-03-04T08:30:00Z', {
      projectId: org.internal.id,
    });
    // Sunday 23:00 in Stockholm, and Monday 00:30 of the next week.
    await track(me.cookie, '2026-03-08T22:00:00Z', '2026-03-08T22:30:00Z');
    await track(me.cookie, '2026-03-08T23:30:00Z', '2026-03-09T00:00:00Z');
    const week = (await call(me.cookie, 'GET', `/timesheets/week?start=${WEEK}`)).json();
    expect(week).toMatchObject({
      weekStart: WEEK,
      days: [
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
      ],
      dayTotals: [90, 60, 30, 0, 0, 0, 30],
      totalMinutes: 210,
      billableMinutes: 180,
      status: 'open',
      isLocked: false,
      timesheet: null,
    });
    expect(week.rows).toEqual([
      expect.objectContaining({
        projectName: 'Internal',
        activityName: null,
        minutes: [0, 0, 30, 0, 0, 0, 0],
      }),
      expect.objectContaining({
        projectName: 'Radar Upgrade',
        activityName: null,
        minutes: [0, 60, 0, 0, 0, 0, 30],
        totalMinutes: 90,
      }),
      expect.objectContaining({
        projectName: 'Radar Upgrade',
        activityName: 'Design',
        minutes: [90, 0, 0, 0, 0, 0, 0],
      }),
    ]);
    const tuesday = await call(me.cookie, 'GET', '/timesheets/week?start=2026-03-03');
    expect(tuesday.json().errors).toEqual([{ path: 'start', message: WEEK_STARTS_MONDAY }]);
  });

  it('takes typed durations into a cell, replacing its grid entry and keeping tracked time', async () => {
    const me = await org.person();
    const typed = await cell(me.cookie, '2026-03-03', '1:30');
    expect(typed.statusCode).toBe(200);
    expect(typed.json().rows[0].minutes).toEqual([0, 90, 0, 0, 0, 0, 0]);
    expect((await cell(me.cookie, '2026-03-03', '2h')).json().rows[0].minutes[1]).toBe(120);
    const [entry] = await gridEntries(me.id);
    expect(entry).toMatchObject({
      startTime: new Date('2026-03-03T09:00:00Z'),
      durationMinutes: 120,
      sessionType: 'manual',
    });
    expect(await gridEntries(me.id)).toHaveLength(1);

    // An hour tracked by hand at 09:00 stays; the grid entry holds the rest, after it.
    await track(me.cookie, '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z');
    const less = await cell(me.cookie, '2026-03-04', '30m');
    expect(less.statusCode).toBe(409);
    expect(less.json().detail).toContain('1:00 tracked');
    expect((await cell(me.cookie, '2026-03-04', '2,5')).json().rows[0].minutes[2]).toBe(150);
    const wednesday = (await gridEntries(me.id)).find((e) => e.durationMinutes === 90);
    expect(wednesday!.startTime).toEqual(new Date('2026-03-04T10:00:00Z'));

    const cleared = (await cell(me.cookie, '2026-03-03', '')).json();
    expect(cleared.rows).toEqual([expect.objectContaining({ minutes: [0, 0, 150, 0, 0, 0, 0] })]);
    const wrong = await cell(me.cookie, '2026-03-05', 'abc');
    expect(wrong.json().errors).toEqual([{ path: 'duration', message: DURATION_HINT }]);
    const outside = await cell(me.cookie, '2026-03-09', '1h');
    expect(outside.json().errors).toEqual([{ path: 'day', message: 'Pick a day of this week' }]);
  });

  it('copies last week’s rows without their time, and takes an empty row off', async () => {
    const me = await org.person();
    await track(me.cookie, '2026-02-25T08:00:00Z', '2026-02-25T09:00:00Z', {
      activityId: org.activity.id,
    });
    await call(me.cookie, 'PUT', '/timesheets/week/cells', {
      weekStart: '2026-02-23',
      projectId: org.internal.id,
      day: '2026-02-24',
      duration: '1h',
    });
    const before = await t.database.db.$count(timeSessions, eq(timeSessions.userId, me.id));
    const copied = (
      await call(me.cookie, 'POST', '/timesheets/week/copy-last-week', { weekStart: WEEK })
    ).json();
    expect(copied.rows).toEqual([
      expect.objectContaining({ projectName: 'Internal', activityName: null, totalMinutes: 0 }),
      expect.objectContaining({
        projectName: 'Radar Upgrade',
        activityName: 'Design',
        totalMinutes: 0,
      }),
    ]);
    expect(await t.database.db.$count(timeSessions, eq(timeSessions.userId, me.id))).toBe(before);
    const again = (
      await call(me.cookie, 'POST', '/timesheets/week/copy-last-week', { weekStart: WEEK })
    ).json();
    expect(again.rows).toHaveLength(2);
    const removed = (
      await call(me.cookie, 'POST', '/timesheets/week/rows/remove', {
        weekStart: WEEK,
        projectId: org.internal.id,
      })
    ).json();
    expect(removed.rows.map((r: { projectName: string }) => r.projectName)).toEqual([
      'Radar Upgrade',
    ]);
  });
});
