import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEK_LOCKED } from '../../../shared/schemas/time';
import {
  ALREADY_REVIEWED,
  ALREADY_SUBMITTED,
  OWN_TIMESHEET,
} from '../../../shared/schemas/timesheets';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/organizations';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from '../time/test-fixture';
import { clockedTimesheetApp } from './clock-test-app';

let t: TestApp;
let clock: Awaited<ReturnType<typeof clockedTimesheetApp>>;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let call: ReturnType<typeof callerOf>;
let at: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  clock = await clockedTimesheetApp(t, new Date('2026-03-13T12:00:00Z'));
  org = await timeOrganization(t);
  call = callerOf(t.app);
  at = callerOf(clock.app);
});
afterAll(async () => {
  await clock.close();
  await t.close();
});

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
describe('submitting and approving a week', () => {
  it('tells the reviewers, lets a resource manager approve, then locks the week', async () => {
    const me = await org.person('user');
    const manager = await org.person('project_manager');
    const resourceManager = await org.person('resource_manager');
    const colleague = await org.person('user');
    await t.database.db
      .update(profiles)
      .set({ managerEmail: manager.email.toUpperCase() })
      .where(eq(profiles.id, me.id));
    const session = await track(me.cookie, '2026-03-10T08:00:00Z', '2026-03-10T12:00:00Z');
    const submitted = await call(me.cookie, 'POST', '/timesheets/week/submit', {
      weekStart: '2026-03-09',
    });
    expect(submitted.json()).toMatchObject({ status: 'submitted', isLocked: false });
    const sheetId = submitted.json().timesheet.id;
    const told = await t.database.db
      .select({ userId: notifications.userId, type: notifications.type, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.type, 'timesheet'));
    expect(told.map((n) => n.userId)).toEqual(
      expect.arrayContaining([manager.id, resourceManager.id]),
    );
    expect(told.map((n) => n.userId)).not.toContain(me.id);
    expect(told.map((n) => n.userId)).not.toContain(colleague.id);
    expect(told[0]!.link).toBe(`/dashboard/timesheets?timesheet=${sheetId}`);
    const twice = await call(me.cookie, 'POST', '/timesheets/week/submit', {
      weekStart: '2026-03-09',
    });
    expect(twice.json()).toMatchObject({ status: 409, detail: ALREADY_SUBMITTED });

    for (const reviewer of [manager, resourceManager]) {
      const pending = (await call(reviewer.cookie, 'GET', '/timesheets/pending')).json().rows;
      expect(pending).toEqual([
        expect.objectContaining({ id: sheetId, weekStart: '2026-03-09', totalMinutes: 240 }),
      ]);
    }
    const searched = await call(manager.cookie, 'GET', '/timesheets/pending?search=NOBODY');
    expect(searched.json().rows).toEqual([]);
    const byPerson = await call(
      manager.cookie,
      'GET',
      '/timesheets/pending?sort=person&pageSize=1',
    );
    expect(byPerson.json()).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect((await call(colleague.cookie, 'GET', '/timesheets/pending')).json()).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
    expect((await call(colleague.cookie, 'GET', `/timesheets/${sheetId}`)).statusCode).toBe(404);
    expect((await call(manager.cookie, 'GET', `/timesheets/${sheetId}`)).json().totalMinutes).toBe(
      240,
    );
    const own = await call(me.cookie, 'POST', `/timesheets/${sheetId}/review`, {
      decision: 'approved',
    });
    expect(own.json()).toMatchObject({ status: 403, detail: OWN_TIMESHEET });

    const approved = await call(resourceManager.cookie, 'POST', `/timesheets/${sheetId}/review`, {
      decision: 'approved',
      note: 'Thanks',
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      isLocked: true,
      timesheet: { reviewedBy: { id: resourceManager.id }, reviewNote: 'Thanks' },
    });
    const [decision] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.type, 'timesheet')));
    expect(decision).toMatchObject({
      title: 'Timesheet approved',
      message: 'Your timesheet for the week of 2026-03-09 was approved. Note: Thanks',
    });
    const late = await call(manager.cookie, 'POST', `/timesheets/${sheetId}/review`, {
      decision: 'rejected',
    });
    expect(late.json()).toMatchObject({ status: 409, detail: ALREADY_REVIEWED });

    const locked = [
      await call(me.cookie, 'POST', '/time/sessions', {
        projectId: org.project.id,
        startTime: '2026-03-11T08:00:00Z',
        endTime: '2026-03-11T09:00:00Z',
      }),
      await call(me.cookie, 'PATCH', `/time/sessions/${session.id}`, { notes: 'Changed' }),
      await call(me.cookie, 'DELETE', `/time/sessions/${session.id}`),
      await call(me.cookie, 'PUT', '/timesheets/week/cells', {
        weekStart: '2026-03-09',
        projectId: org.project.id,
        day: '2026-03-12',
        duration: '1h',
      }),
      await call(me.cookie, 'POST', '/timesheets/week/copy-last-week', { weekStart: '2026-03-09' }),
      await call(me.cookie, 'POST', '/timesheets/week/submit', { weekStart: '2026-03-09' }),
      await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id }),
    ];
    expect(locked.map((r) => [r.statusCode, r.json().detail])).toEqual(
      Array(locked.length).fill([409, WEEK_LOCKED]),
    );
    expect((await call(me.cookie, 'GET', '/time/timer')).json()).toBeNull();

    // The week before ends at Monday 00:00: touching is fine, reaching in is not.
    const sunday = await track(me.cookie, '2026-03-08T22:00:00Z', '2026-03-09T00:00:00Z');
    const stretched = await call(me.cookie, 'PATCH', `/time/sessions/${sunday.id}`, {
      endTime: '2026-03-09T00:30:00Z',
    });
    expect(stretched.json().detail).toBe(WEEK_LOCKED);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'timesheet_week'), eq(auditLog.entityId, sheetId)));
    expect(audit.map((a) => a.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('lets a rejected week be changed and submitted again', async () => {
    const me = await org.person('tracked_employee');
    const manager = await org.person('user');
    await t.database.db
      .update(profiles)
      .set({ managerEmail: manager.email })
      .where(eq(profiles.id, me.id));
    const sheetId = (
      await call(me.cookie, 'POST', '/timesheets/week/submit', { weekStart: WEEK })
    ).json().timesheet.id;
    const rejected = await call(manager.cookie, 'POST', `/timesheets/${sheetId}/review`, {
      decision: 'rejected',
      note: 'Monday is missing',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', isLocked: false });
    expect((await cell(me.cookie, WEEK, '8')).statusCode).toBe(200);
    const again = await call(me.cookie, 'POST', '/timesheets/week/submit', { weekStart: WEEK });
    expect(again.json()).toMatchObject({
      status: 'submitted',
      totalMinutes: 480,
      timesheet: { id: sheetId, reviewedBy: null, reviewNote: null },
    });
  });

  it('keeps reviews inside the organization and off one’s own week', async () => {
    const admin = org.admin;
    const sheet = (
      await call(admin.cookie, 'POST', '/timesheets/week/submit', { weekStart: '2026-02-16' })
    ).json().timesheet;
    const pending = (await call(admin.cookie, 'GET', '/timesheets/pending')).json().rows;
    expect(pending.map((p: { id: string }) => p.id)).not.toContain(sheet.id);
    const own = await call(admin.cookie, 'POST', `/timesheets/${sheet.id}/review`, {
      decision: 'approved',
    });
    expect(own.json().detail).toBe(OWN_TIMESHEET);
    const outsider = await signedInAdmin(t.app);
    expect((await call(outsider.cookie, 'GET', `/timesheets/${sheet.id}`)).statusCode).toBe(404);
    const foreign = await call(outsider.cookie, 'POST', `/timesheets/${sheet.id}/review`, {
      decision: 'approved',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
