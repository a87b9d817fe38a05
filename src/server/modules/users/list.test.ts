import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

// GET /users, paged, searched, filtered and sorted on the server, and /users/choices; adding and
// changing people is routes.test.ts.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(() => t.close());

const addPerson = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', headers: { cookie }, payload });

describe('the people list', () => {
  it('lists the organization’s people with their roles', async () => {
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie: admin.cookie } })
    ).json().rows;
    expect(people.map((p: { email: string }) => p.email)).toContain(admin.input.email);
  });

  it('answers each organization its own people from the same statements, whoever asked before', async () => {
    // One request after another takes the pool's last released connection, where the page's
    // statements are built once (pg-prepared-statements.ts): the organization is a value.
    const other = await signedInAdmin(t.app);
    const emailsOf = async (cookie: string, url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } }))
        .json()
        .rows.map((p: { email: string }) => p.email);
    for (const url of ['/users', '/users?search=example&status=active&sort=email']) {
      for (let round = 0; round < 2; round++) {
        expect(await emailsOf(other.cookie, url)).toEqual([other.input.email]);
        const ours = await emailsOf(admin.cookie, url);
        expect(ours).toContain(admin.input.email);
        expect(ours).not.toContain(other.input.email);
      }
    }
  });

  it('pages, searches, sorts and filters the people; offers active ones to pick', async () => {
    const boss = await signedInAdmin(t.app);
    const get = async (url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { cookie: boss.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const stamp = Date.now().toString(36);
    const names = ['Ada Berg', 'Bo Ek', 'Cleo Dahl', 'Dag Alm'];
    const ids: string[] = [];
    for (const [index, fullName] of names.entries()) {
      const added = await addPerson(boss.cookie, {
        fullName,
        email: `p${index}.${stamp}@example.com`,
        team: index % 2 ? 'Odd' : 'Even',
        hourlyCost: 10 * (index + 1),
      });
      ids.push(added.json().id);
    }
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${ids[1]}/deactivate`,
      headers: { cookie: boss.cookie, origin: TEST_ORIGIN },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    // The admin and four people, by name, two to a page.
    const first = await get('/users?pageSize=2');
    expect([first.total, first.page, first.pageSize]).toEqual([5, 1, 2]);
    expect(first.rows.map((p: { fullName: string }) => p.fullName)).toEqual(['Ada Berg', 'Bo Ek']);
    const second = await get('/users?pageSize=2&page=2');
    expect(second.rows.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Cleo Dahl',
      'Dag Alm',
    ]);
    const third = await get('/users?pageSize=2&page=3');
    expect(third.rows.map((p: { id: string }) => p.id)).toEqual([boss.me.id]);
    expect(third.total).toBe(5);
    // Past the last page: no one, and still how many there are.
    expect(await get('/users?pageSize=2&page=4')).toMatchObject({ rows: [], total: 5, page: 4 });
    expect(await get('/users?search=nobody')).toMatchObject({ rows: [], total: 0 });
    expect((await get('/users?search=ODD')).total).toBe(2);
    const costly = await get('/users?sort=hourlyCost&direction=desc');
    expect(costly.rows.slice(0, 2).map((p: { id: string }) => p.id)).toEqual([ids[3], ids[2]]);
    const odd = await get('/users?search=ODD');
    expect(odd.rows.map((p: { id: string }) => p.id)).toEqual([ids[1], ids[3]]);
    expect((await get('/users?status=active')).total).toBe(4);
    const inactive = await get('/users?status=inactive');
    expect(inactive.rows.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
    const byStatus = await get('/users?sort=status&direction=desc');
    expect(byStatus.rows[0].id).toBe(ids[1]);

    expect(await get('/users/choices?search=DAHL')).toEqual([
      { id: ids[2], fullName: 'Cleo Dahl', email: `p2.${stamp}@example.com`, hourlyCost: 30 },
    ]);
    expect(await get('/users/choices?search=bo%20ek')).toEqual([]);
    expect(await get('/users/choices?search=bo%20ek&withInactive=true')).toEqual([
      expect.objectContaining({ id: ids[1] }),
    ]);
    const everyone = await get('/users/choices?withInactive=true&limit=2');
    expect(everyone.map((p: { id: string }) => p.id)).toEqual([ids[0], ids[1]]);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?status=gone',
      headers: { cookie: boss.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Please select a status',
    ]);
  });
});
