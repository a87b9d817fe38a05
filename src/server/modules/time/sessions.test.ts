import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  END_BEFORE_START,
  SESSION_NOT_FOUND,
  SESSION_OVERLAPS,
} from '../../../shared/schemas/time';
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

const entry = (startTime: string, endTime: string, extra: object = {}) => ({
  projectId: org.project.id,
  startTime,
  endTime,
  ...extra,
});

describe('manual sessions', () => {
  it('adds an entry on a local day, billable by default, and lists the latest 20 newest first', async () => {
    const me = await org.person('user', 'Europe/Stockholm');
    const added = await call(me.cookie, 'POST', '/time/sessions', {
      projectId: org.project.id,
      activityId: org.activity.id,
      date: '2026-03-10',
      start: '09:00',
      end: '10:30',
      notes: 'Design review',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      // Stockholm is an hour ahead of UTC in March.
      startTime: '2026-03-10T08:00:00.000Z',
      endTime: '2026-03-10T09:30:00.000Z',
      durationMinutes: 90,
      projectName: 'Radar Upgrade',
      activityName: 'Design',
      notes: 'Design review',
      isBillable: true,
      sessionType: 'manual',
      breaks: [],
    });
    for (let day = 11; day <= 31; day++)
      await call(me.cookie, 'POST', '/time/sessions', {
        ...entry(`2026-03-${day}T08:00:00Z`, `2026-03-${day}T09:00:00Z`),
      });
    const list = (await call(me.cookie, 'GET', '/time/sessions')).json();
    expect(list).toHaveLength(20);
    expect(list[0].startTime).toBe('2026-03-31T08:00:00.000Z');
    expect(list[19].startTime).toBe('2026-03-12T08:00:00.000Z');
    const internal = await call(me.cookie, 'POST', '/time/sessions', {
      ...entry('2026-04-01T08:00:00Z', '2026-04-01T09:00:00Z'),
      projectId: org.internal.id,
    });
    expect(internal.json().isBillable).toBe(false);
  });

  it('refuses an entry that overlaps another session, and one that ends before it starts', async () => {
    const me = await org.person();
    const first = await call(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'),
    );
    const overlap = await call(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-02T09:30:00Z', '2026-03-02T11:00:00Z'),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().detail).toBe(SESSION_OVERLAPS);
    const touching = await call(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z'),
    );
    expect(touching.statusCode).toBe(201);
    const moved = await call(me.cookie, 'PATCH', `/time/sessions/${first.json().id}`, {
      endTime: '2026-03-02T10:15:00Z',
    });
    expect(moved.json().detail).toBe(SESSION_OVERLAPS);

    const backwards = await call(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-03T10:00:00Z', '2026-03-03T09:00:00Z'),
    );
    expect(backwards.json().errors).toEqual([{ path: 'endTime', message: END_BEFORE_START }]);
    const localBackwards = await call(me.cookie, 'POST', '/time/sessions', {
      projectId: org.project.id,
      date: '2026-03-03',
      start: '10:00',
      end: '09:00',
    });
    expect(localBackwards.json().errors).toEqual([{ path: 'end', message: END_BEFORE_START }]);
    const shortened = await call(me.cookie, 'PATCH', `/time/sessions/${first.json().id}`, {
      startTime: '2026-03-02T10:30:00Z',
    });
    expect(shortened.json().detail).toBe(END_BEFORE_START);
  });

  it('refuses to start a timer inside an entry, and starts one where an entry ends', async () => {
    const me = await org.person();
    await call(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-04T08:00:00Z', '2026-03-04T09:00:00Z'),
    );
    clock.setTime('2026-03-04T08:30:00Z');
    const inside = await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    expect([inside.statusCode, inside.json().detail]).toEqual([409, SESSION_OVERLAPS]);
    expect((await at(me.cookie, 'GET', '/time/timer')).json()).toBeNull();
    clock.setTime('2026-03-04T09:00:00Z');
    const after = await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    expect(after.statusCode).toBe(201);
    await at(me.cookie, 'POST', '/time/timer/stop');
  });

  it('still counts a running timer overtaken by an entry made ahead of it', async () => {
    const me = await org.person();
    clock.setTime('2026-03-06T08:00:00Z');
    const timer = (
      await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id })
    ).json();
    clock.setTime('2026-03-06T08:10:00Z');
    const ahead = await at(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-06T09:00:00Z', '2026-03-06T09:30:00Z'),
    );
    expect(ahead.statusCode).toBe(201);
    // 10:30: the timer has covered 08:00 to now, past the entry; 10:00-10:10 overlaps only it.
    clock.setTime('2026-03-06T10:30:00Z');
    const behind = await at(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-06T10:00:00Z', '2026-03-06T10:10:00Z'),
    );
    expect([behind.statusCode, behind.json().detail]).toEqual([409, SESSION_OVERLAPS]);
    const listed = (
      await at(me.cookie, 'GET', '/time/sessions?from=2026-03-06&to=2026-03-06')
    ).json();
    expect(JSON.stringify(listed)).toContain(timer.id);
    const stopped = (await at(me.cookie, 'POST', '/time/timer/stop')).json();
    expect(stopped).toMatchObject({ endTime: '2026-03-06T09:00:00.000Z', durationMinutes: 60 });
  });

  it('refuses an entry in the time a running timer has covered, and stops it where a later one begins', async () => {
    const me = await org.person();
    clock.setTime('2026-03-05T08:00:00Z');
    await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    clock.setTime('2026-03-05T08:40:00Z');
    const during = await at(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-05T08:30:00Z', '2026-03-05T09:00:00Z'),
    );
    expect(during.json().detail).toBe(SESSION_OVERLAPS);
    const before = await at(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-05T07:00:00Z', '2026-03-05T08:00:00Z'),
    );
    expect(before.statusCode).toBe(201);
    const later = await at(
      me.cookie,
      'POST',
      '/time/sessions',
      entry('2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z'),
    );
    expect(later.statusCode).toBe(201);
    clock.setTime('2026-03-05T10:30:00Z');
    const stopped = (await at(me.cookie, 'POST', '/time/timer/stop')).json();
    expect(stopped).toMatchObject({ endTime: '2026-03-05T10:00:00.000Z', durationMinutes: 120 });
  });

  it('edits times, project, activity, notes and billable, recounting minutes and cutting breaks', async () => {
    const me = await org.person();
    clock.setTime('2026-03-06T08:00:00Z');
    const started = (
      await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id })
    ).json();
    clock.advance(60);
    await at(me.cookie, 'POST', '/time/timer/break', {});
    clock.advance(30);
    await at(me.cookie, 'POST', '/time/timer/resume');
    clock.advance(30);
    expect((await at(me.cookie, 'POST', '/time/timer/stop')).json().durationMinutes).toBe(90);
    // The break (09:00-09:30) now straddles the new end: 08:00-09:15 leaves 60 minutes worked.
    const edited = await call(me.cookie, 'PATCH', `/time/sessions/${started.id}`, {
      endTime: '2026-03-06T09:15:00Z',
      activityId: org.activity.id,
      notes: 'Shorter',
      isBillable: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      endTime: '2026-03-06T09:15:00.000Z',
      durationMinutes: 60,
      activityName: 'Design',
      notes: 'Shorter',
      isBillable: false,
      breaks: [expect.objectContaining({ endTime: '2026-03-06T09:15:00.000Z' })],
    });
    const moved = await call(me.cookie, 'PATCH', `/time/sessions/${started.id}`, {
      projectId: org.internal.id,
    });
    expect(moved.json()).toMatchObject({ projectName: 'Internal', activityId: null });
    expect((await call(me.cookie, 'DELETE', `/time/sessions/${started.id}`)).statusCode).toBe(204);
    const gone = await call(me.cookie, 'DELETE', `/time/sessions/${started.id}`);
    expect(gone.json()).toMatchObject({ status: 404, detail: SESSION_NOT_FOUND });
  });

  it("shows, changes and deletes only one's own sessions", async () => {
    const owner = await org.person('tracked_employee');
    const colleague = await org.person('tracked_employee');
    const mine = (
      await call(
        owner.cookie,
        'POST',
        '/time/sessions',
        entry('2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z'),
      )
    ).json();
    expect((await call(colleague.cookie, 'GET', '/time/sessions')).json()).toEqual([]);
    const patch = await call(colleague.cookie, 'PATCH', `/time/sessions/${mine.id}`, {
      notes: 'Hijacked',
    });
    expect(patch.statusCode).toBe(404);
    expect((await call(colleague.cookie, 'DELETE', `/time/sessions/${mine.id}`)).statusCode).toBe(
      404,
    );
    const outsider = await signedInAdmin(t.app);
    expect((await call(outsider.cookie, 'DELETE', `/time/sessions/${mine.id}`)).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.id, mine.id));
    expect(row!.sessionNotes).toBeNull();
  });
});

describe('days in the person’s time zone', () => {
  it('lists a timer running across midnight on both local days', async () => {
    const me = await org.person('user', 'Europe/Stockholm');
    // 21:00-22:00 in Stockholm (an hour ahead of UTC in March): Monday evening only.
    const evening = (
      await call(
        me.cookie,
        'POST',
        '/time/sessions',
        entry('2026-03-09T20:00:00Z', '2026-03-09T21:00:00Z'),
      )
    ).json();
    clock.setTime('2026-03-09T22:30:00Z'); // 23:30 in Stockholm
    const timer = (
      await at(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id })
    ).json();
    const monday = (await at(me.cookie, 'GET', '/time/sessions/today')).json();
    expect(monday).toMatchObject({ date: '2026-03-09', timeZone: 'Europe/Stockholm' });
    expect(monday.sessions.map((s: { id: string }) => s.id)).toEqual([timer.id, evening.id]);

    clock.setTime('2026-03-10T07:00:00Z'); // 08:00 the next morning, still running
    const tuesday = (await at(me.cookie, 'GET', '/time/sessions/today')).json();
    expect(tuesday.date).toBe('2026-03-10');
    expect(tuesday.sessions.map((s: { id: string }) => s.id)).toEqual([timer.id]);
    expect((await at(me.cookie, 'POST', '/time/timer/stop')).json().durationMinutes).toBe(510);

    const onDay = async (day: string) =>
      (await call(me.cookie, 'GET', `/time/sessions?from=${day}&to=${day}`))
        .json()
        .map((s: { id: string }) => s.id);
    expect(await onDay('2026-03-09')).toEqual([timer.id, evening.id]);
    expect(await onDay('2026-03-10')).toEqual([timer.id]);
    expect(await onDay('2026-03-11')).toEqual([]);
  });

  it('reads days in the person’s time zone, not in UTC', async () => {
    const me = await org.person('user', 'Europe/Stockholm');
    // 00:30-01:00 on Thursday in Stockholm, still Wednesday in UTC.
    const early = (
      await call(
        me.cookie,
        'POST',
        '/time/sessions',
        entry('2026-03-11T23:30:00Z', '2026-03-12T00:00:00Z'),
      )
    ).json();
    const onDay = async (day: string) =>
      (await call(me.cookie, 'GET', `/time/sessions?from=${day}&to=${day}`)).json();
    expect(await onDay('2026-03-11')).toEqual([]);
    expect((await onDay('2026-03-12'))[0].id).toBe(early.id);
    clock.setTime('2026-03-11T23:45:00Z');
    const today = (await at(me.cookie, 'GET', '/time/sessions/today')).json();
    expect(today.date).toBe('2026-03-12');
    expect(today.sessions).toHaveLength(1);
  });
});
