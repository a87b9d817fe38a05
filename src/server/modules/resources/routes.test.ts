import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { projects } from '../../db/schema/portfolio';
import { resourceCapacity, timeOff, utilizationTargets } from '../../db/schema/resources';
import {
  addProject,
  apiCaller,
  type Call,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PROJECT_NOT_ALLOCATABLE } from './service';

let t: TestApp;
let call: Call;
let org: Organization;
let other: Organization;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  org = await organizationWithProject(t.app);
  other = await organizationWithProject(t.app, 'Other Project');
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const allocation = (overrides: object = {}) => ({
  resourceId: org.manager.id,
  projectId: org.project.id,
  capacityPercentage: 60,
  startDate: today,
  ...overrides,
});
const capacityRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(resourceCapacity))[0]!.n;
const errorsOf = (body: string) =>
  (JSON.parse(body).errors as { path: string; message: string }[]).map((e) => e.message);

describe('resources', () => {
  it('shows on the capacity tab what has not ended: allocations, assignments and time off', async () => {
    const ago = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const person = org.resourceManager.id;
    const ended = await call(org.resourceManager.cookie, 'POST', '/resources/capacity', {
      ...allocation({ resourceId: person, startDate: ago(30), endDate: ago(1) }),
      notes: 'Ended',
    });
    expect(ended.statusCode).toBe(201);
    const running = await call(org.resourceManager.cookie, 'POST', '/resources/capacity', {
      ...allocation({ resourceId: person, startDate: ago(30), endDate: today }),
      notes: 'Running',
    });
    expect(running.statusCode).toBe(201);
    for (const [name, startDate, endDate] of [
      ['Old design', ago(20), ago(10)],
      ['Build', ago(5), ago(-5)],
    ])
      expect(
        (
          await call(org.manager.cookie, 'POST', `/projects/${org.project.id}/activities`, {
            name,
            startDate,
            endDate,
            assignments: [{ resourceId: person, capacityPercentage: 40 }],
          })
        ).statusCode,
      ).toBe(201);
    for (const [startDate, endDate] of [
      [ago(9), ago(8)],
      [ago(-3), ago(-3)],
    ])
      expect(
        (
          await call(org.resourceManager.cookie, 'POST', '/resources/time-off', {
            resourceId: person,
            startDate,
            endDate,
          })
        ).statusCode,
      ).toBe(201);

    const capacity = (await call(org.admin.cookie, 'GET', '/resources/capacity')).json().rows;
    const row = capacity.find((p: { id: string }) => p.id === person);
    expect(row.allocations.map((a: { notes: string }) => a.notes)).toEqual(['Running']);
    expect(row.assignments.map((a: { activityName: string }) => a.activityName)).toEqual(['Build']);
    expect(row.timeOff.map((t: { startDate: string }) => t.startDate)).toEqual([ago(-3)]);
    // Today's sum counts the running allocation and assignment only.
    expect(row.capacityPercentage).toBe(100);
    for (const id of [ended.json().id, running.json().id])
      await call(org.admin.cookie, 'DELETE', `/resources/capacity/${id}`);
  });

  it('pages, searches and sorts the people of the overview, capacity and utilization tabs', async () => {
    type Person = { id: string; fullName: string; email?: string; capacityPercentage?: number };
    const pageOf = async (url: string) => {
      const response = await call(org.admin.cookie, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { rows: Person[]; total: number; page: number; pageSize: number };
    };
    // Eight active people: every page of three holds the next ones, none twice.
    for (const tab of ['overview', 'capacity', 'utilization']) {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => pageOf(`/resources/${tab}?pageSize=3&page=${page}`)),
      );
      expect(pages.map((p) => [p.total, p.rows.length])).toEqual([
        [8, 3],
        [8, 3],
        [8, 2],
      ]);
      // Past the last page: no one, and still how many there are.
      expect(await pageOf(`/resources/${tab}?pageSize=3&page=4`)).toMatchObject({
        rows: [],
        total: 8,
      });
      const ids = pages.flatMap((p) => p.rows.map((row) => row.id));
      expect(new Set(ids).size).toBe(8);
      expect(ids).toContain(org.manager.id);
      expect(ids).not.toContain(other.manager.id);
    }
    const one = (await pageOf('/resources/overview')).rows.find((p) => p.id === org.user.id)!;
    for (const tab of ['overview', 'capacity'])
      expect(
        (await pageOf(`/resources/${tab}?search=${encodeURIComponent(one.email!.toUpperCase())}`))
          .rows,
      ).toEqual([expect.objectContaining({ id: org.user.id })]);
    expect(
      (await pageOf(`/resources/utilization?search=${encodeURIComponent(one.fullName)}`)).rows,
    ).toEqual([expect.objectContaining({ id: org.user.id })]);

    const allocated = await call(org.resourceManager.cookie, 'POST', '/resources/capacity', {
      ...allocation({ resourceId: org.tracked.id, capacityPercentage: 90 }),
    });
    const mostFirst = (await pageOf('/resources/overview?sort=capacityPercentage&direction=desc'))
      .rows;
    expect(mostFirst[0]).toEqual(
      expect.objectContaining({ id: org.tracked.id, capacityPercentage: 90 }),
    );
    const names = (await pageOf('/resources/overview?sort=fullName&direction=desc')).rows.map(
      (p) => p.fullName,
    );
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    await call(org.admin.cookie, 'DELETE', `/resources/capacity/${allocated.json().id}`);

    const bad = await call(org.admin.cookie, 'GET', '/resources/capacity?pageSize=0');
    expect(bad.statusCode).toBe(400);
    const unknown = await call(org.admin.cookie, 'GET', '/resources/utilization?sort=email');
    expect(unknown.statusCode).toBe(400);
  });

  it('allocates capacity past 100 %, shows the sum on the overview and deletes it, audited', async () => {
    const first = await call(
      org.resourceManager.cookie,
      'POST',
      '/resources/capacity',
      allocation(),
    );
    expect(first.statusCode).toBe(201);
    const second = await call(
      org.resourceManager.cookie,
      'POST',
      '/resources/capacity',
      allocation({ capacityPercentage: 50, notes: 'Cover' }),
    );
    expect(second.statusCode).toBe(201);
    const overview = await call(org.user.cookie, 'GET', '/resources/overview');
    expect(overview.statusCode).toBe(403);
    const read = await call(org.management.cookie, 'GET', '/resources/overview');
    expect(read.statusCode).toBe(200);
    const manager = read.json().rows.find((p: { id: string }) => p.id === org.manager.id);
    expect(manager.capacityPercentage).toBe(110);
    expect(manager.badge).toBe('destructive');

    const capacity = (await call(org.admin.cookie, 'GET', '/resources/capacity')).json().rows;
    const row = capacity.find((p: { id: string }) => p.id === org.manager.id);
    expect(row.allocations.map((a: { notes: string | null }) => a.notes).sort()).toEqual([
      'Cover',
      null,
    ]);
    const id = second.json().id as string;
    expect((await call(org.admin.cookie, 'DELETE', `/resources/capacity/${id}`)).statusCode).toBe(
      204,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'resource_capacity')));
    expect(audits.map((a) => a.action).sort()).toEqual(['CREATE', 'DELETE']);
    expect(audits.find((a) => a.action === 'DELETE')!.oldValues).toMatchObject({
      capacityPercentage: 50,
      notes: 'Cover',
    });
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const before = await capacityRows();
    const cases: [object, string][] = [
      [{ capacityPercentage: 0 }, 'Must be at least 1'],
      [{ capacityPercentage: 101 }, 'Must be less than 101'],
      [{ capacityPercentage: 10.5 }, 'Must be a whole number'],
      [{ startDate: '' }, 'Invalid date format'],
      [{ startDate: '2026-05-10', endDate: '2026-05-01' }, 'End date must be after start date'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        org.admin.cookie,
        'POST',
        '/resources/capacity',
        allocation(overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response.body)).toContain(message);
    }
    expect(await capacityRows()).toBe(before);
  });

  it('refuses a project that is not active or draft, and another organization’s ids', async () => {
    const closed = await addProject(t.app, org, 'Closed Project');
    await t.database.db
      .update(projects)
      .set({ status: 'completed' })
      .where(eq(projects.id, closed.id));
    const before = await capacityRows();
    const refused = await call(
      org.admin.cookie,
      'POST',
      '/resources/capacity',
      allocation({ projectId: closed.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused.body)).toContain(PROJECT_NOT_ALLOCATABLE);
    for (const overrides of [{ projectId: other.project.id }, { resourceId: other.manager.id }]) {
      const response = await call(
        org.admin.cookie,
        'POST',
        '/resources/capacity',
        allocation(overrides),
      );
      expect(response.statusCode).toBe(400);
    }
    expect(await capacityRows()).toBe(before);
  });

  it('refuses writes to roles without resources.manage', async () => {
    const before = await capacityRows();
    for (const person of [org.user, org.management, org.manager, org.tracked]) {
      const response = await call(person.cookie, 'POST', '/resources/capacity', allocation());
      expect(response.statusCode).toBe(403);
      const target = await call(
        person.cookie,
        'PUT' as 'POST',
        `/resources/${org.user.id}/target`,
        {
          hoursPerWeek: 30,
          billablePercentage: 50,
        },
      );
      expect(target.statusCode).toBe(403);
    }
    expect(await capacityRows()).toBe(before);
  });

  it('sets a target, shows it against the organization default, and clears it', async () => {
    const url = `/resources/${org.user.id}/target`;
    const bad = await call(org.admin.cookie, 'PUT' as 'POST', url, {
      hoursPerWeek: 169,
      billablePercentage: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad.body)).toEqual(['Must be less than 169', 'Must be less than 101']);
    const set = await call(org.resourceManager.cookie, 'PUT' as 'POST', url, {
      hoursPerWeek: 32.5,
      billablePercentage: 70,
    });
    expect(set.statusCode).toBe(204);
    const rows = (await call(org.admin.cookie, 'GET', '/resources/utilization')).json().rows;
    const user = rows.find((p: { id: string }) => p.id === org.user.id);
    expect(user.target).toEqual({ hoursPerWeek: 32.5, billablePercentage: 70, isDefault: false });
    expect(user.hoursAgainstTarget).toBe(0);
    const admin = rows.find((p: { id: string }) => p.id === org.admin.me.id);
    expect(admin.target.isDefault).toBe(true);
    expect((await call(org.admin.cookie, 'DELETE', url)).statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(utilizationTargets)
      .where(eq(utilizationTargets.resourceId, org.user.id));
    expect(left).toEqual([]);
    const foreign = await call(
      org.admin.cookie,
      'PUT' as 'POST',
      `/resources/${other.user.id}/target`,
      {
        hoursPerWeek: 10,
        billablePercentage: 10,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('adds and deletes time off, refusing a wrong order and another organization’s person', async () => {
    const wrong = await call(org.admin.cookie, 'POST', '/resources/time-off', {
      resourceId: org.user.id,
      startDate: '2031-02-10',
      endDate: '2031-02-09',
    });
    expect(errorsOf(wrong.body)).toEqual(['End date must be after start date']);
    const foreign = await call(org.admin.cookie, 'POST', '/resources/time-off', {
      resourceId: other.user.id,
      startDate: '2031-02-10',
      endDate: '2031-02-12',
    });
    expect(foreign.statusCode).toBe(400);
    const added = await call(org.resourceManager.cookie, 'POST', '/resources/time-off', {
      resourceId: org.user.id,
      startDate: '2031-02-10',
      endDate: '2031-02-12',
      reason: 'Leave',
    });
    expect(added.statusCode).toBe(201);
    const listed = (
      await call(org.admin.cookie, 'GET', `/resources/time-off?resourceId=${org.user.id}`)
    ).json();
    expect(listed).toEqual({
      rows: [expect.objectContaining({ id: added.json().id, reason: 'Leave' })],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    const searched = await call(org.admin.cookie, 'GET', '/resources/time-off?search=LEAVE');
    expect(searched.json().rows.map((row: { id: string }) => row.id)).toEqual([added.json().id]);
    const fromOutside = await call(
      other.admin.cookie,
      'GET',
      `/resources/time-off?resourceId=${org.user.id}`,
    );
    expect(fromOutside.json()).toEqual(expect.objectContaining({ rows: [], total: 0 }));
    const capacity = (await call(org.admin.cookie, 'GET', '/resources/capacity')).json().rows;
    expect(capacity.find((p: { id: string }) => p.id === org.user.id).timeOff).toEqual([
      expect.objectContaining({ startDate: '2031-02-10', endDate: '2031-02-12', reason: 'Leave' }),
    ]);
    const id = added.json().id as string;
    expect((await call(other.admin.cookie, 'DELETE', `/resources/time-off/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(org.admin.cookie, 'DELETE', `/resources/time-off/${id}`)).statusCode).toBe(
      204,
    );
    expect(await t.database.db.select().from(timeOff).where(eq(timeOff.id, id))).toEqual([]);
  });
});
