import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectActivities } from '../../db/schema/portfolio';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';

// GET /projects, paged, searched, filtered and sorted on the server, and /projects/choices
// (decision record 0006); creating and changing projects is routes.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

describe('the projects list', () => {
  /** A fresh organization with `names` as projects of two programs, made oldest first. */
  async function organizationWith(names: string[]) {
    const org = await signedInAdmin(t.app);
    const customer = (await call(org.cookie, 'POST', '/customers', { name: 'Volvo AB' })).json();
    const other = (await call(org.cookie, 'POST', '/customers', { name: 'Scania AB' })).json();
    const trucks = (
      await call(org.cookie, 'POST', '/programs', { name: 'Trucks', customerId: customer.id })
    ).json();
    const buses = (
      await call(org.cookie, 'POST', '/programs', { name: 'Buses', customerId: other.id })
    ).json();
    const ids: Record<string, string> = {};
    for (const [index, name] of names.entries()) {
      const response = await call(org.cookie, 'POST', '/projects', {
        name,
        projectCode: `C-${index}`,
        programId: index % 2 === 0 ? trucks.id : buses.id,
        startDate: `2026-0${(index % 9) + 1}-01`,
      });
      ids[name] = response.json().id;
    }
    return { cookie: org.cookie, organizationId: org.me.organization.id as string, ids };
  }
  const namesOf = (body: { rows: { name: string }[] }) => body.rows.map((p) => p.name);

  it('pages newest first with the total, and answers an empty page past the end', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `Project ${i + 1}`);
    const org = await organizationWith(names);
    const first = (await call(org.cookie, 'GET', '/projects?pageSize=3')).json();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(namesOf(first)).toEqual(['Project 7', 'Project 6', 'Project 5']);
    const third = (await call(org.cookie, 'GET', '/projects?pageSize=3&page=3')).json();
    expect(namesOf(third)).toEqual(['Project 1']);
    const past = (await call(org.cookie, 'GET', '/projects?pageSize=3&page=9')).json();
    expect(past).toMatchObject({ rows: [], total: 7, page: 9 });
    const defaults = (await call(org.cookie, 'GET', '/projects')).json();
    expect(defaults.pageSize).toBe(50);
    expect((await call(org.cookie, 'GET', '/projects?pageSize=101')).statusCode).toBe(400);
    expect((await call(org.cookie, 'GET', '/projects?sort=revenue')).statusCode).toBe(400);
  });

  it('answers each organization its own page from the same statements, whoever asked before', async () => {
    // Requests one after another take the pool's last released connection, and the statements
    // of a page are built once a connection (pg-prepared-statements.ts): the organization is a
    // value of each call, never part of what is kept.
    const ours = await organizationWith(['Alpha', 'Alpine']);
    const theirs = await organizationWith(['Altitude']);
    for (const url of ['/projects', '/projects?search=Al&sort=name', '/projects?status=draft']) {
      for (let round = 0; round < 2; round++) {
        const mine = (await call(ours.cookie, 'GET', url)).json();
        const other = (await call(theirs.cookie, 'GET', url)).json();
        expect(namesOf(mine).toSorted()).toEqual(['Alpha', 'Alpine']);
        expect(mine.total).toBe(2);
        expect(namesOf(other)).toEqual(['Altitude']);
        expect(other.total).toBe(1);
      }
    }
  });

  it('searches name, code, program and customer, filters by status and sorts', async () => {
    const org = await organizationWith(['Axle', 'brake pads', 'Cab', 'Door_50%']);
    const search = async (text: string) =>
      namesOf(
        (await call(org.cookie, 'GET', `/projects?search=${encodeURIComponent(text)}`)).json(),
      );
    expect(await search('BRAKE')).toEqual(['brake pads']);
    expect(await search('c-2')).toEqual(['Cab']);
    expect(await search('buses')).toEqual(['Door_50%', 'brake pads']);
    expect(await search('scania')).toEqual(['Door_50%', 'brake pads']);
    // The search's own % and _ match themselves, not any text.
    expect(await search('_50%')).toEqual(['Door_50%']);
    expect(await search('%')).toEqual(['Door_50%']);

    await call(org.cookie, 'PATCH', `/projects/${org.ids.Cab}`, {
      name: 'Cab',
      programId: (await call(org.cookie, 'GET', `/projects/${org.ids.Cab}`)).json().programId,
      status: 'active',
    });
    const active = (await call(org.cookie, 'GET', '/projects?status=active')).json();
    expect(namesOf(active)).toEqual(['Cab']);
    expect(active.total).toBe(1);
    const open = (await call(org.cookie, 'GET', '/projects?status=active,draft')).json();
    expect(open.total).toBe(4);
    expect((await call(org.cookie, 'GET', '/projects?status=closed')).statusCode).toBe(400);

    const sorted = async (query: string) =>
      namesOf((await call(org.cookie, 'GET', `/projects?${query}`)).json());
    expect(await sorted('sort=name&direction=asc')).toEqual([
      'Axle',
      'Cab',
      'Door_50%',
      'brake pads',
    ]);
    // Cab's change above gave it no start date: projects without one come last either way.
    expect(await sorted('sort=startDate&direction=desc')).toEqual([
      'Door_50%',
      'brake pads',
      'Axle',
      'Cab',
    ]);
    expect(await sorted('sort=startDate&direction=asc')).toEqual([
      'Axle',
      'brake pads',
      'Door_50%',
      'Cab',
    ]);
    const customersOf = async (query: string) =>
      (await call(org.cookie, 'GET', `/projects?${query}`))
        .json()
        .rows.map((p: { customerName: string }) => p.customerName);
    expect(await customersOf('sort=customerName&direction=asc')).toEqual([
      'Scania AB',
      'Scania AB',
      'Volvo AB',
      'Volvo AB',
    ]);
  });

  it('shows each row’s badge from its own activities', async () => {
    const org = await organizationWith(['Late', 'Milestone only', 'Future']);
    const activity = (projectId: string, endDate: string, isMilestone = false) => ({
      organizationId: org.organizationId,
      projectId,
      name: 'Work',
      startDate: endDate,
      endDate,
      isMilestone,
    });
    await t.database.db
      .insert(projectActivities)
      .values([
        activity(org.ids.Late!, '2020-01-31'),
        activity(org.ids.Late!, '2099-01-31'),
        activity(org.ids['Milestone only']!, '2020-01-31', true),
        activity(org.ids.Future!, '2099-01-31'),
      ]);
    const page = (await call(org.cookie, 'GET', '/projects')).json();
    const badges = Object.fromEntries(
      page.rows.map((p: { name: string; badge: string }) => [p.name, p.badge]),
    );
    expect(badges).toEqual({ Late: 'Delayed', 'Milestone only': 'draft', Future: 'draft' });
  });

  it('offers at most 100 choices by name, searched and filtered by status', async () => {
    const org = await organizationWith(['Zeta', 'alpha', 'Beta']);
    const choices = (await call(org.cookie, 'GET', '/projects/choices')).json();
    expect(choices).toEqual([
      {
        id: org.ids.Beta,
        name: 'Beta',
        projectCode: 'C-2',
        customerName: 'Volvo AB',
        status: 'draft',
      },
      expect.objectContaining({ name: 'Zeta' }),
      expect.objectContaining({ name: 'alpha' }),
    ]);
    const limited = (await call(org.cookie, 'GET', '/projects/choices?limit=1')).json();
    expect(limited.map((p: { name: string }) => p.name)).toEqual(['Beta']);
    const searched = (await call(org.cookie, 'GET', '/projects/choices?search=ALP')).json();
    expect(searched.map((p: { name: string }) => p.name)).toEqual(['alpha']);
    const active = (await call(org.cookie, 'GET', '/projects/choices?status=active')).json();
    expect(active).toEqual([]);
    expect((await call(org.cookie, 'GET', '/projects/choices?limit=101')).statusCode).toBe(400);
  });
});
