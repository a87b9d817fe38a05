import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import {
  departments,
  holidays,
  organizations,
  profiles,
  teams,
} from '../../db/schema/organizations';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { HOLIDAY_DATE_TAKEN } from './calendar';
import { DEPARTMENT_NAME_TAKEN, TEAM_NAME_TAKEN } from './structure';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let manager: Awaited<ReturnType<typeof signedInMember>>;
let tracked: Awaited<ReturnType<typeof signedInMember>>;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  organizationId = admin.me.organization.id as string;
  manager = await signedInMember(t.app, admin.cookie, 'resource_manager');
  tracked = await signedInMember(t.app, admin.cookie, 'tracked_employee');
});
afterAll(() => t.close());

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

const created = async (url: string, payload: object) => {
  const response = await call(admin.cookie, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
};

const departmentCount = async () =>
  (
    await t.database.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.organizationId, organizationId))
  ).length;

describe('departments', () => {
  it('adds and lists departments with their number of people', async () => {
    const delivery = await created('/departments', { name: '  Delivery ' });
    expect(delivery).toMatchObject({ name: 'Delivery', peopleCount: 0 });
    await created('/departments', { name: 'Analytics' });
    await t.database.db
      .update(profiles)
      .set({ departmentId: delivery.id, department: 'Delivery' })
      .where(eq(profiles.id, manager.id));

    const list = await call(manager.cookie, 'GET', '/departments');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { name: string; peopleCount: number }[];
    expect(rows.map((d) => [d.name, d.peopleCount])).toEqual([
      ['Analytics', 0],
      ['Delivery', 1],
    ]);
  });

  it('refuses bad and taken names with the spec messages and changes nothing', async () => {
    await created('/departments', { name: 'Research' });
    const before = await departmentCount();
    const empty = await call(admin.cookie, 'POST', '/departments', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: [{ path: 'name', message: 'Department name is required' }],
    });
    const short = await call(admin.cookie, 'POST', '/departments', { name: 'R' });
    expect(short.json().detail).toBe('Must be at least 2 characters');
    const long = await call(admin.cookie, 'POST', '/departments', { name: 'x'.repeat(101) });
    expect(long.json().detail).toBe('Must be less than 100 characters');
    const taken = await call(admin.cookie, 'POST', '/departments', { name: 'research' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      detail: DEPARTMENT_NAME_TAKEN,
      errors: [{ path: 'name', message: 'A department with this name already exists' }],
    });
    expect(await departmentCount()).toBe(before);
  });

  it('deletes a department with its teams and takes its people out of both', async () => {
    const sales = await created('/departments', { name: 'Sales' });
    const north = await created('/teams', { name: 'North', departmentId: sales.id });
    const south = await created('/teams', { name: 'South', departmentId: sales.id });
    await t.database.db
      .update(profiles)
      .set({ departmentId: sales.id, department: 'Sales', teamId: north.id, team: 'North' })
      .where(eq(profiles.id, tracked.id));

    expect((await call(admin.cookie, 'DELETE', `/departments/${sales.id}`)).statusCode).toBe(204);

    const left = await t.database.db
      .select()
      .from(teams)
      .where(inArray(teams.id, [north.id, south.id]));
    expect(left).toEqual([]);
    const [person] = await t.database.db.select().from(profiles).where(eq(profiles.id, tracked.id));
    expect(person).toMatchObject({
      departmentId: null,
      department: null,
      teamId: null,
      team: null,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sales.id), eq(auditLog.action, 'DELETE')));
    expect(audit!.oldValues).toEqual({
      name: 'Sales',
      teams: ['North', 'South'],
      people: [tracked.id],
    });
    const missing = await call(admin.cookie, 'DELETE', `/departments/${sales.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Department not found');
  });
});

describe('teams', () => {
  it('adds teams to a department and lists them with department and people', async () => {
    const ops = await created('/departments', { name: 'Operations' });
    const team = await created('/teams', { name: 'Night Shift', departmentId: ops.id });
    expect(team).toMatchObject({ departmentId: ops.id, departmentName: 'Operations' });
    await t.database.db
      .update(profiles)
      .set({ teamId: team.id, team: 'Night Shift' })
      .where(eq(profiles.id, manager.id));
    const list = (await call(manager.cookie, 'GET', '/teams')).json() as {
      name: string;
      peopleCount: number;
    }[];
    expect(list.find((row) => row.name === 'Night Shift')).toMatchObject({ peopleCount: 1 });
  });

  it('keeps team names unique within a department only, and refuses bad input', async () => {
    const a = await created('/departments', { name: 'Support A' });
    const b = await created('/departments', { name: 'Support B' });
    await created('/teams', { name: 'Tier One', departmentId: a.id });
    await created('/teams', { name: 'Tier One', departmentId: b.id });
    const taken = await call(admin.cookie, 'POST', '/teams', {
      name: 'TIER ONE',
      departmentId: a.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      detail: TEAM_NAME_TAKEN,
      errors: [{ path: 'name', message: TEAM_NAME_TAKEN }],
    });
    const noDepartment = await call(admin.cookie, 'POST', '/teams', { name: 'Loose' });
    expect(noDepartment.statusCode).toBe(400);
    expect(noDepartment.json().errors).toEqual([
      { path: 'departmentId', message: 'Department is required' },
    ]);
    const unknown = await call(admin.cookie, 'POST', '/teams', {
      name: 'Loose',
      departmentId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Department not found');
    const loose = await t.database.db.select().from(teams).where(eq(teams.name, 'Loose'));
    expect(loose).toEqual([]);
  });

  it('deletes a team and clears it from its people', async () => {
    const eng = await created('/departments', { name: 'Engineering' });
    const team = await created('/teams', { name: 'Platform', departmentId: eng.id });
    await t.database.db
      .update(profiles)
      .set({ departmentId: eng.id, department: 'Engineering', teamId: team.id, team: 'Platform' })
      .where(eq(profiles.id, tracked.id));
    expect((await call(admin.cookie, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(204);
    const [person] = await t.database.db.select().from(profiles).where(eq(profiles.id, tracked.id));
    expect(person).toMatchObject({ departmentId: eng.id, department: 'Engineering' });
    expect(person).toMatchObject({ teamId: null, team: null });
  });
});

describe('working calendar and holidays', () => {
  it('reads and changes working weekdays and default targets', async () => {
    const initial = await call(tracked.cookie, 'GET', '/organization/calendar');
    expect(initial.json()).toEqual({
      workingWeekdays: [1, 2, 3, 4, 5],
      defaultTargetHoursPerWeek: 40,
      defaultTargetBillablePercentage: 80,
    });
    const changed = await call(admin.cookie, 'PATCH', '/organization/calendar', {
      workingWeekdays: [7, 1, 2, 3, 3],
      defaultTargetHoursPerWeek: 37.5,
      defaultTargetBillablePercentage: 75,
    });
    expect(changed.json()).toEqual({
      workingWeekdays: [1, 2, 3, 7],
      defaultTargetHoursPerWeek: 37.5,
      defaultTargetBillablePercentage: 75,
    });
  });

  it('refuses an empty week and targets out of range, changing nothing', async () => {
    const none = await call(admin.cookie, 'PATCH', '/organization/calendar', {
      workingWeekdays: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Select at least one working day');
    const eighth = await call(admin.cookie, 'PATCH', '/organization/calendar', {
      workingWeekdays: [8],
    });
    expect(eighth.json().detail).toBe('Invalid weekday');
    const hours = await call(admin.cookie, 'PATCH', '/organization/calendar', {
      defaultTargetHoursPerWeek: 169,
    });
    expect(hours.json().detail).toBe('Must be at most 168');
    const billable = await call(admin.cookie, 'PATCH', '/organization/calendar', {
      defaultTargetBillablePercentage: 101,
    });
    expect(billable.json().detail).toBe('Must be between 0 and 100');
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({
      workingWeekdays: [1, 2, 3, 7],
      defaultTargetHoursPerWeek: '37.50',
      defaultTargetBillablePercentage: 75,
    });
  });

  it('adds, lists by range and deletes holidays, one a date', async () => {
    const christmas = await created('/holidays', { date: '2026-12-25', name: 'Christmas Day' });
    await created('/holidays', { date: '2027-01-01', name: 'New Year’s Day' });
    const all = (await call(tracked.cookie, 'GET', '/holidays')).json() as { date: string }[];
    expect(all.map((h) => h.date)).toEqual(['2026-12-25', '2027-01-01']);
    const december = (
      await call(tracked.cookie, 'GET', '/holidays?from=2026-12-01&to=2026-12-31')
    ).json() as { name: string }[];
    expect(december.map((h) => h.name)).toEqual(['Christmas Day']);

    const twice = await call(admin.cookie, 'POST', '/holidays', {
      date: '2026-12-25',
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      detail: HOLIDAY_DATE_TAKEN,
      errors: [{ path: 'date', message: 'A holiday on this date already exists' }],
    });
    const badDate = await call(admin.cookie, 'POST', '/holidays', {
      date: '2026-02-30',
      name: 'Nope',
    });
    expect(badDate.json()).toMatchObject({
      detail: 'Invalid date format',
      errors: [{ path: 'date', message: 'Invalid date format' }],
    });
    const noName = await call(admin.cookie, 'POST', '/holidays', { date: '2026-06-19', name: '' });
    expect(noName.json().detail).toBe('Holiday name is required');
    const stored = await t.database.db
      .select()
      .from(holidays)
      .where(eq(holidays.organizationId, organizationId));
    expect(stored).toHaveLength(2);

    expect((await call(admin.cookie, 'DELETE', `/holidays/${christmas.id}`)).statusCode).toBe(204);
    const left = (await call(admin.cookie, 'GET', '/holidays')).json() as { name: string }[];
    expect(left.map((h) => h.name)).toEqual(['New Year’s Day']);
  });
});

describe('permissions', () => {
  it('lets people readers read structure, every member the calendar, admins alone write', async () => {
    expect((await call(tracked.cookie, 'GET', '/departments')).statusCode).toBe(403);
    expect((await call(tracked.cookie, 'GET', '/teams')).statusCode).toBe(403);
    expect((await call(tracked.cookie, 'GET', '/holidays')).statusCode).toBe(200);
    const dept = await created('/departments', { name: 'Guarded' });
    const team = await created('/teams', { name: 'Guarded Team', departmentId: dept.id });
    const holiday = await created('/holidays', { date: '2027-05-01', name: 'May Day' });
    const before = await departmentCount();
    for (const cookie of [manager.cookie, tracked.cookie]) {
      const attempts = await Promise.all([
        call(cookie, 'POST', '/departments', { name: 'Sneaky' }),
        call(cookie, 'DELETE', `/departments/${dept.id}`),
        call(cookie, 'POST', '/teams', { name: 'Sneaky', departmentId: dept.id }),
        call(cookie, 'DELETE', `/teams/${team.id}`),
        call(cookie, 'POST', '/holidays', { date: '2027-05-02', name: 'Sneaky' }),
        call(cookie, 'DELETE', `/holidays/${holiday.id}`),
        call(cookie, 'PATCH', '/organization/calendar', { workingWeekdays: [6] }),
      ]);
      expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    expect(await departmentCount()).toBe(before);
    expect(await t.database.db.select().from(teams).where(eq(teams.id, team.id))).toHaveLength(1);
    expect(
      await t.database.db.select().from(holidays).where(eq(holidays.id, holiday.id)),
    ).toHaveLength(1);
    const calendar = (await call(tracked.cookie, 'GET', '/organization/calendar')).json();
    expect(calendar.workingWeekdays).not.toEqual([6]);
  });
});

describe('audit', () => {
  it('records every change with its old and new values', async () => {
    const dept = await created('/departments', { name: 'Audited' });
    const team = await created('/teams', { name: 'Audited Team', departmentId: dept.id });
    const holiday = await created('/holidays', { date: '2027-07-04', name: 'Audited Day' });
    await call(admin.cookie, 'PATCH', '/organization/calendar', {
      defaultTargetBillablePercentage: 60,
    });
    await call(admin.cookie, 'DELETE', `/teams/${team.id}`);
    await call(admin.cookie, 'DELETE', `/holidays/${holiday.id}`);
    await call(admin.cookie, 'DELETE', `/departments/${dept.id}`);

    const rows = await t.database.db
      .select({
        type: auditLog.entityType,
        id: auditLog.entityId,
        action: auditLog.action,
        old: auditLog.oldValues,
        new: auditLog.newValues,
      })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [dept.id, team.id, holiday.id, organizationId]))
      .orderBy(auditLog.createdAt);
    const mine = rows.filter(
      (r) =>
        r.id !== organizationId ||
        JSON.stringify(r.new).includes('"defaultTargetBillablePercentage":60'),
    );
    expect(mine).toEqual([
      { type: 'department', id: dept.id, action: 'CREATE', old: null, new: { name: 'Audited' } },
      {
        type: 'team',
        id: team.id,
        action: 'CREATE',
        old: null,
        new: { name: 'Audited Team', departmentId: dept.id, department: 'Audited' },
      },
      {
        type: 'holiday',
        id: holiday.id,
        action: 'CREATE',
        old: null,
        new: { date: '2027-07-04', name: 'Audited Day' },
      },
      {
        type: 'organization',
        id: organizationId,
        action: 'UPDATE',
        old: { defaultTargetBillablePercentage: 75 },
        new: { defaultTargetBillablePercentage: 60 },
      },
      {
        type: 'team',
        id: team.id,
        action: 'DELETE',
        old: { name: 'Audited Team', departmentId: dept.id, department: 'Audited', people: [] },
        new: null,
      },
      {
        type: 'holiday',
        id: holiday.id,
        action: 'DELETE',
        old: { date: '2027-07-04', name: 'Audited Day' },
        new: null,
      },
      {
        type: 'department',
        id: dept.id,
        action: 'DELETE',
        old: { name: 'Audited', teams: [], people: [] },
        new: null,
      },
    ]);
  });
});
