import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilizationTargets } from '../../db/schema/resources';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { clockedTimeApp } from './clock-test-app';
import { TIME_EXPORT_HEADER } from './export';
import { callerOf, timeOrganization } from './test-fixture';

let t: TestApp;
let clock: Awaited<ReturnType<typeof clockedTimeApp>>;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let call: ReturnType<typeof callerOf>;
let at: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  clock = await clockedTimeApp(t, new Date('2026-03-31T12:00:00Z'));
  org = await timeOrganization(t);
  call = callerOf(t.app);
  at = callerOf(clock.app);
});
afterAll(async () => {
  await clock.close();
  await t.close();
});

async function track(
  cookie: string,
  projectId: string,
  startTime: string,
  endTime: string,
  notes?: string,
) {
  const response = await call(cookie, 'POST', '/time/sessions', {
    projectId,
    startTime,
    endTime,
    ...(notes ? { notes } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`tracking failed: ${response.body}`);
  return response.json();
}

describe('utilization', () => {
  it('is billable over total minutes of the last 30 days, against the target', async () => {
    const me = await org.person('tracked_employee');
    await track(me.cookie, org.project.id, '2026-03-20T08:00:00Z', '2026-03-20T09:30:00Z');
    await track(me.cookie, org.internal.id, '2026-03-20T10:00:00Z', '2026-03-20T10:30:00Z');
    // Outside the window: 31 days before the clock.
    await track(me.cookie, org.project.id, '2026-02-28T08:00:00Z', '2026-02-28T12:00:00Z');
    const mine = await at(me.cookie, 'GET', '/time/utilization');
    expect(mine.json()).toEqual({
      userId: me.id,
      fullName: 'tracked_employee person',
      from: '2026-03-01T12:00:00.000Z',
      to: '2026-03-31T12:00:00.000Z',
      totalMinutes: 120,
      billableMinutes: 90,
      utilization: 75,
      badge: 'secondary',
      target: { hoursPerWeek: 40, billablePercentage: 80, isDefault: true },
    });
    await t.database.db.insert(utilizationTargets).values({
      organizationId: org.organizationId,
      resourceId: me.id,
      targetHoursPerWeek: '32.5',
      targetBillablePercentage: 70,
    });
    const asManager = await at(org.admin.cookie, 'GET', `/time/utilization?userId=${me.id}`);
    expect(asManager.json().target).toEqual({
      hoursPerWeek: 32.5,
      billablePercentage: 70,
      isDefault: false,
    });
    const team = (await at(org.admin.cookie, 'GET', '/time/utilization/people')).json().rows;
    expect(team).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: me.id, utilization: 75 }),
        expect.objectContaining({ fullName: 'Grace Hopper', totalMinutes: 0, utilization: 0 }),
      ]),
    );
    const busiest = await at(
      org.admin.cookie,
      'GET',
      '/time/utilization/people?sort=utilization&direction=desc&pageSize=1',
    );
    expect(busiest.json()).toEqual({
      rows: [expect.objectContaining({ userId: me.id, utilization: 75 })],
      total: team.length,
      page: 1,
      pageSize: 1,
    });
  });

  it("gives someone without a target the organization's default, as the Resources tab does", async () => {
    const me = await org.person('tracked_employee');
    const changed = await call(org.admin.cookie, 'PATCH', '/organization/calendar', {
      defaultTargetHoursPerWeek: 35,
      defaultTargetBillablePercentage: 75,
    });
    expect(changed.statusCode).toBe(200);
    const orgDefault = { hoursPerWeek: 35, billablePercentage: 75, isDefault: true };
    const mine = (await at(me.cookie, 'GET', '/time/utilization')).json();
    expect(mine.target).toEqual(orgDefault);
    const ofMe = (rows: { userId?: string; id?: string }[]) =>
      rows.find((row) => (row.userId ?? row.id) === me.id);
    const team = await at(org.admin.cookie, 'GET', '/time/utilization/people?pageSize=100');
    expect(ofMe(team.json().rows)).toMatchObject({ target: orgDefault });
    const tab = await call(org.admin.cookie, 'GET', '/resources/utilization?pageSize=100');
    expect(ofMe(tab.json().rows)).toMatchObject({ target: orgDefault });
  });

  it("shows someone else's only to people.read roles, within the organization", async () => {
    const me = await org.person('tracked_employee');
    const colleague = await org.person('user');
    const resourceManager = await org.person('resource_manager');
    expect(
      (await call(colleague.cookie, 'GET', `/time/utilization?userId=${me.id}`)).statusCode,
    ).toBe(403);
    expect((await call(colleague.cookie, 'GET', '/time/utilization/people')).statusCode).toBe(403);
    expect(
      (await call(resourceManager.cookie, 'GET', `/time/utilization?userId=${me.id}`)).statusCode,
    ).toBe(200);
    const outsider = await signedInAdmin(t.app);
    const foreign = await call(outsider.cookie, 'GET', `/time/utilization?userId=${me.id}`);
    expect(foreign.json()).toMatchObject({ status: 404, detail: 'Person not found' });
  });
});

describe('time export', () => {
  it('exports a date range as CSV, filtered by person, project and billable', async () => {
    const me = await org.person('user', 'Europe/Stockholm');
    await track(
      me.cookie,
      org.project.id,
      '2026-03-16T08:00:00Z',
      '2026-03-16T09:30:00Z',
      '=SUM(A1)',
    );
    await track(me.cookie, org.internal.id, '2026-03-17T08:00:00Z', '2026-03-17T08:45:00Z');
    // 00:30 on 21 March in Stockholm: outside a range ending on the 20th.
    await track(me.cookie, org.project.id, '2026-03-20T23:30:00Z', '2026-03-21T00:00:00Z');
    const response = await call(me.cookie, 'GET', '/time/export.csv?from=2026-03-16&to=2026-03-20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('time-2026-03-16-to-2026-03-20.csv');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe(TIME_EXPORT_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      `2026-03-16,09:00,10:30,90,1.50,user person,${me.email},Radar Upgrade,,,Yes,Manual,'=SUM(A1)`,
      `2026-03-17,09:00,09:45,45,0.75,user person,${me.email},Internal,,,No,Manual,`,
    ]);
    const billable = await call(
      me.cookie,
      'GET',
      `/time/export.csv?from=2026-03-16&to=2026-03-21&billable=true&projectId=${org.project.id}`,
    );
    expect(billable.body.split('\n')).toHaveLength(3);
    const unbillable = await call(
      me.cookie,
      'GET',
      '/time/export.csv?from=2026-03-16&to=2026-03-21&billable=false',
    );
    expect(unbillable.body.split('\n').slice(1)).toEqual([expect.stringContaining('Internal')]);
  });

  it("exports someone else's time only for people.read roles", async () => {
    const me = await org.person('tracked_employee');
    const colleague = await org.person('tracked_employee');
    await track(me.cookie, org.project.id, '2026-03-23T08:00:00Z', '2026-03-23T09:00:00Z');
    await track(colleague.cookie, org.project.id, '2026-03-23T08:00:00Z', '2026-03-23T10:00:00Z');
    const range = 'from=2026-03-23&to=2026-03-23';
    const refused = await call(
      colleague.cookie,
      'GET',
      `/time/export.csv?${range}&userId=${me.id}`,
    );
    expect(refused.statusCode).toBe(403);
    const own = await call(colleague.cookie, 'GET', `/time/export.csv?${range}`);
    expect(own.body.split('\n').slice(1)).toEqual([expect.stringContaining(colleague.email)]);
    const everyone = await call(org.admin.cookie, 'GET', `/time/export.csv?${range}`);
    expect(everyone.body.split('\n')).toHaveLength(3);
    const one = await call(org.admin.cookie, 'GET', `/time/export.csv?${range}&userId=${me.id}`);
    expect(one.body.split('\n').slice(1)).toEqual([expect.stringContaining(me.email)]);
    const backwards = await call(
      me.cookie,
      'GET',
      '/time/export.csv?from=2026-03-23&to=2026-03-22',
    );
    expect(backwards.json().errors).toEqual([
      { path: 'to', message: 'End date must be after start date' },
    ]);
  });
});
