import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_NOT_IN_PROJECT,
  ALREADY_ON_BREAK,
  NO_TIMER,
  NOT_ON_BREAK,
  PROJECT_REQUIRED,
  TIMER_RUNNING,
} from '../../../shared/schemas/time';
import { auditLog } from '../../db/schema/audit';
import { timeSessions } from '../../db/schema/time';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { clockedTimeApp } from './clock-test-app';
import { callerOf, timeOrganization } from './test-fixture';

let t: TestApp;
let clock: Awaited<ReturnType<typeof clockedTimeApp>>;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let call: ReturnType<typeof callerOf>;
let at: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  clock = await clockedTimeApp(t, new Date('2026-03-02T09:00:00Z'));
  org = await timeOrganization(t);
  call = callerOf(t.app);
  at = callerOf(clock.app);
});
afterAll(async () => {
  await clock.close();
  await t.close();
});

const sessionsOf = (userId: string) =>
  t.database.db.select().from(timeSessions).where(eq(timeSessions.userId, userId));

/** The values of the audit rows of the sessions the person created. */
const createdBy = async (userId: string) =>
  (
    await t.database.db
      .select({ newValues: auditLog.newValues })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, userId),
          eq(auditLog.entityType, 'time_session'),
          eq(auditLog.action, 'CREATE'),
        ),
      )
  ).map((row) => row.newValues);

describe('timer', () => {
  it('starts, resumes after reload from the server start time and stops with whole minutes', async () => {
    const me = await org.person();
    clock.setTime('2026-03-02T09:00:00Z');
    const started = await at(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
      activityId: org.activity.id,
      notes: 'Radar review',
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      projectName: 'Radar Upgrade',
      activityName: 'Design',
      startTime: '2026-03-02T09:00:00.000Z',
      endTime: null,
      durationMinutes: null,
      notes: 'Radar review',
      isBillable: true,
      sessionType: 'automatic',
      isRunning: true,
      onBreak: false,
    });
    const current = (await call(me.cookie, 'GET', '/time/timer')).json();
    expect(current).toMatchObject({ id: started.json().id, startTime: '2026-03-02T09:00:00.000Z' });

    clock.advance(95, 59);
    const stopped = await at(me.cookie, 'POST', '/time/timer/stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      endTime: '2026-03-02T10:35:59.000Z',
      durationMinutes: 95,
      isRunning: false,
    });
    expect((await call(me.cookie, 'GET', '/time/timer')).json()).toBeNull();
    const audit = await t.database.db
      .select({
        action: auditLog.action,
        userId: auditLog.userId,
        organizationId: auditLog.organizationId,
        oldIsNull: sql<boolean>`${auditLog.oldValues} is null`,
        oldValues: auditLog.oldValues,
        newValues: auditLog.newValues,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'time_session'), eq(auditLog.entityId, started.json().id)))
      .orderBy(auditLog.action);
    expect(audit).toEqual([
      {
        action: 'CREATE',
        userId: me.id,
        organizationId: org.organizationId,
        oldIsNull: true,
        oldValues: null,
        newValues: expect.objectContaining({
          startTime: '2026-03-02T09:00:00.000Z',
          sessionNotes: 'Radar review',
          sessionType: 'automatic',
        }),
      },
      {
        action: 'UPDATE',
        userId: me.id,
        organizationId: org.organizationId,
        oldIsNull: false,
        oldValues: { endTime: null, durationMinutes: null },
        newValues: { endTime: '2026-03-02T10:35:59.000Z', durationMinutes: 95 },
      },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.id, started.json().id));
    expect(stored).toMatchObject({
      durationMinutes: 95,
      endTime: new Date('2026-03-02T10:35:59Z'),
    });
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(stored!.createdAt.getTime());
  });

  it('ends a timer stopped the instant it started a millisecond after its start', async () => {
    const me = await org.person();
    clock.setTime('2026-03-04T08:00:00Z');
    const started = await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    const stopped = await at(me.cookie, 'POST', '/time/timer/stop');
    expect(stopped.json()).toMatchObject({
      endTime: '2026-03-04T08:00:00.001Z',
      durationMinutes: 0,
      isRunning: false,
    });
    const [audit] = await t.database.db
      .select({ newValues: auditLog.newValues })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, started.json().id),
          eq(auditLog.action, 'UPDATE'),
          eq(auditLog.organizationId, org.organizationId),
        ),
      );
    expect(audit?.newValues).toEqual({ endTime: '2026-03-04T08:00:00.001Z', durationMinutes: 0 });
  });

  it('takes unpaid breaks off the minutes worked and keeps paid ones', async () => {
    const me = await org.person();
    clock.setTime('2026-03-03T08:00:00Z');
    await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    clock.advance(30);
    const onBreak = await at(me.cookie, 'POST', '/time/timer/break', {});
    expect(onBreak.json()).toMatchObject({
      onBreak: true,
      breaks: [{ breakType: 'unpaid', endTime: null }],
    });
    const twice = await at(me.cookie, 'POST', '/time/timer/break', { breakType: 'paid' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(ALREADY_ON_BREAK);
    clock.advance(15);
    expect((await at(me.cookie, 'POST', '/time/timer/resume')).json().onBreak).toBe(false);
    const again = await at(me.cookie, 'POST', '/time/timer/resume');
    expect(again.json()).toMatchObject({ status: 409, detail: NOT_ON_BREAK });
    clock.advance(10);
    await at(me.cookie, 'POST', '/time/timer/break', { breakType: 'paid' });
    clock.advance(5, 30);
    // 60.5 minutes elapsed, 15 of them on an unpaid break; the paid break is still open at stop.
    const stopped = (await at(me.cookie, 'POST', '/time/timer/stop')).json();
    expect(stopped.durationMinutes).toBe(45);
    expect(stopped.breaks).toEqual([
      expect.objectContaining({
        breakType: 'unpaid',
        startTime: '2026-03-03T08:30:00.000Z',
        endTime: '2026-03-03T08:45:00.000Z',
      }),
      expect.objectContaining({ breakType: 'paid', endTime: '2026-03-03T09:00:30.000Z' }),
    ]);

    // Read back, each session brings its own breaks, also the newest only under a limit.
    clock.advance(60);
    await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    clock.advance(5);
    await at(me.cookie, 'POST', '/time/timer/break', {});
    const running = (await at(me.cookie, 'GET', '/time/timer')).json();
    expect(running.breaks).toEqual([expect.objectContaining({ endTime: null })]);
    const newest = (await at(me.cookie, 'GET', '/time/sessions?limit=1')).json();
    expect(newest.map((s: { id: string }) => s.id)).toEqual([running.id]);
    expect(newest[0].breaks).toEqual(running.breaks);
    const both = (await at(me.cookie, 'GET', '/time/sessions?limit=2')).json();
    expect(both.map((s: { breaks: unknown[] }) => s.breaks.length)).toEqual([1, 2]);
    expect(both[1].breaks).toEqual(stopped.breaks);
  });

  it('refuses a second running timer, also when two starts race', async () => {
    const me = await org.person();
    const start = () => call(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().detail).toBe(TIMER_RUNNING);
    expect(await sessionsOf(me.id)).toHaveLength(1);
    const third = await start();
    expect(third.json()).toMatchObject({ status: 409, detail: TIMER_RUNNING });
    expect(await sessionsOf(me.id)).toHaveLength(1);
    // A refused start writes no audit row either.
    expect(await createdBy(me.id)).toHaveLength(1);
  });

  it('needs a project of the organization and an activity of that project', async () => {
    const me = await org.person('tracked_employee');
    const none = await call(me.cookie, 'POST', '/time/timer/start', {});
    expect(none.json()).toMatchObject({
      status: 400,
      detail: PROJECT_REQUIRED,
      errors: [{ path: 'projectId', message: PROJECT_REQUIRED }],
    });
    const other = await timeOrganization(t);
    const foreign = await call(me.cookie, 'POST', '/time/timer/start', {
      projectId: other.project.id,
    });
    expect(foreign.json().errors).toEqual([{ path: 'projectId', message: PROJECT_REQUIRED }]);
    const wrongActivity = await call(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.internal.id,
      activityId: org.activity.id,
    });
    expect(wrongActivity.json().errors).toEqual([
      { path: 'activityId', message: ACTIVITY_NOT_IN_PROJECT },
    ]);
    expect(await sessionsOf(me.id)).toHaveLength(0);
    expect(await createdBy(me.id)).toEqual([]);
  });

  it('lists the projects a tracked employee can track time on, and a project’s activities', async () => {
    const me = await org.person('tracked_employee');
    const list = (await call(me.cookie, 'GET', '/time/projects')).json();
    expect(list).toEqual([
      { id: org.internal.id, name: 'Internal', projectCode: null, billable: false },
      expect.objectContaining({ id: org.project.id, name: 'Radar Upgrade', billable: true }),
    ]);
    // At most `limit` by name, searched by name or code.
    const first = (await call(me.cookie, 'GET', '/time/projects?limit=1')).json();
    expect(first.map((p: { id: string }) => p.id)).toEqual([org.internal.id]);
    const found = (await call(me.cookie, 'GET', '/time/projects?search=RADAR')).json();
    expect(found.map((p: { id: string }) => p.id)).toEqual([org.project.id]);
    const activities = await call(me.cookie, 'GET', `/time/projects/${org.project.id}/activities`);
    expect(activities.json()).toEqual([{ id: org.activity.id, name: 'Design' }]);
    expect(
      (await call(me.cookie, 'GET', `/time/projects/${org.internal.id}/activities`)).json(),
    ).toEqual([]);
    // Another organization's project, or none, is not found.
    const stranger = await signedInAdmin(t.app);
    const theirs = await call(
      stranger.cookie,
      'GET',
      `/time/projects/${org.project.id}/activities`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Project not found');
    const bad = await call(me.cookie, 'GET', '/time/projects/nope/activities');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Project not found');
  });

  it('takes billable from the project unless the session says otherwise', async () => {
    const me = await org.person();
    clock.setTime('2026-03-04T08:00:00Z');
    const internal = await at(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.internal.id,
      isBillable: true,
    });
    expect(internal.json().isBillable).toBe(false);
    // The audit row keeps what was stored, not what was asked.
    expect(await createdBy(me.id)).toEqual([
      expect.objectContaining({ projectId: org.internal.id, isBillable: false }),
    ]);
    clock.advance(10);
    await at(me.cookie, 'POST', '/time/timer/stop');
    const opted = await at(me.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
      isBillable: false,
    });
    expect(opted.json().isBillable).toBe(false);
  });

  it('answers 409 to break, resume and stop without a running timer', async () => {
    const me = await org.person();
    for (const action of ['break', 'resume', 'stop']) {
      const response = await call(me.cookie, 'POST', `/time/timer/${action}`, {});
      expect(response.json()).toMatchObject({ status: 409, detail: NO_TIMER });
    }
  });

  it('keeps every organization to its own timers', async () => {
    const me = await org.person();
    await call(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    const outsider = await signedInAdmin(t.app);
    expect((await call(outsider.cookie, 'GET', '/time/timer')).json()).toBeNull();
    expect((await call(outsider.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(409);
    expect((await call(me.cookie, 'GET', '/time/timer')).json().isRunning).toBe(true);
  });
});
