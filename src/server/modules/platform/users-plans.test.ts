// First: it wraps pg's Client before the test app's pool opens a connection.
import { type LoggedQuery, logQueries } from '../../testing/query-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainedAsSent, type PlanNode, rowsRead } from '../../testing/query-plans';
import { createTestApp, signedInPlatformAdmin, type TestApp } from '../../testing/test-app';

// The console lists every organization's admins: 100,000 of them on the bench's platform. A
// search that most of them match (the first letters typed) asked for the people's names and
// emails and for the organizations' names apart and joined the two, reading every person twice
// (1 to 1.5 s there); a page far down computed every skipped admin's roles and organization
// (25,000 of them on page 1,000). Here, organizations of an admin and a member each.
const ORGANIZATIONS = 20_000;
const PEOPLE = ORGANIZATIONS * 2;
const PAGE_SIZE = 25;

/** A version 4 uuid made of `text`, so that the tables below can name each other's rows. */
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = (await signedInPlatformAdmin(t, 'pia@stint.test')).cookie;
  // The analyze below is the only one: autovacuum's own, after these inserts, sampled 30,000
  // of the 40,000 people again and now and then undid it under a full suite's load.
  await t.database.pool.query(
    `alter table organizations set (autovacuum_enabled = off);
     alter table profiles set (autovacuum_enabled = off);
     alter table user_roles set (autovacuum_enabled = off)`,
  );
  await t.database.pool.query(
    `insert into organizations (id, name, subdomain, created_at)
     select ${uuidOf(`'org ' || g`)}, 'Plan Org ' || g, 'plan-org-' || g,
       now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [ORGANIZATIONS],
  );
  const people = `from generate_series(1, $1::int) g, generate_series(1, 2) k`;
  const id = uuidOf(`'person ' || g || ' ' || k`);
  await t.database.pool.query(
    `insert into auth_users (id, name, email)
     select ${id}, 'Plan Person ' || g || '-' || k, 'p' || k || '@plan-org-' || g || '.example'
     ${people}`,
    [ORGANIZATIONS],
  );
  await t.database.pool.query(
    `insert into profiles (id, organization_id, full_name, email, created_at)
     select ${id}, ${uuidOf(`'org ' || g`)}, 'Plan Person ' || g || '-' || k,
       'p' || k || '@plan-org-' || g || '.example', now() - (g * 2 + k) * interval '1 second'
     ${people}`,
    [ORGANIZATIONS],
  );
  await t.database.pool.query(
    `insert into user_roles (user_id, organization_id, role)
     select ${id}, ${uuidOf(`'org ' || g`)}, case k when 1 then 'admin' else 'user' end ${people}`,
    [ORGANIZATIONS],
  );
  // Sampled in full (300 rows a statistics target), so the planner's estimates are the same on
  // every run: from a sample of 30,000 of the 40,000 people, a search few match was now and
  // then guessed to match enough of them to walk the admins in order instead (1 run in 10).
  // Vacuumed too, as autovacuum leaves a table once its inserts settle: index-only reads need
  // its pages marked all-visible.
  const client = await t.database.pool.connect();
  try {
    await client.query('set default_statistics_target = 200');
    await client.query('vacuum analyze organizations, profiles, user_roles');
  } finally {
    await client.query('reset default_statistics_target');
    client.release();
  }
}, 120_000);
afterAll(() => t.close());

/** The answer to a console GET of `url` (under /api/v1) and the statements it sent. */
async function sentBy(url: string) {
  const log = logQueries();
  try {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { cookie: platform },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json(), sent: log.take() };
  } finally {
    log.stop();
  }
}

/** What one page of the console's Users tab sent to the database. */
async function sentFor(query: string): Promise<{ body: { total: number }; reads: LoggedQuery[] }> {
  const { body, sent } = await sentBy(`/platform/users?${query}`);
  // The page and its count (the session's own reads besides).
  const reads = sent.filter((q) => /"page_ids"|^select count\(\*\)/.test(q.text));
  expect(reads).toHaveLength(2);
  return { body, reads };
}

const readOf = (nodes: PlanNode[], table: string) =>
  rowsRead(nodes.filter((n) => n['Relation Name'] === table));

describe("the platform console's list of admins", () => {
  it('reads each person once for a search most of them match', async () => {
    const { body, reads } = await sentFor('search=plan');
    expect(body.total).toBe(ORGANIZATIONS);
    for (const read of reads) {
      const nodes = await explainedAsSent(t.database.pool, read);
      expect(readOf(nodes, 'profiles'), read.text).toBeLessThanOrEqual(PEOPLE + 100);
      expect(readOf(nodes, 'organizations'), read.text).toBeLessThanOrEqual(PAGE_SIZE);
    }
  });

  it('reads a few people off the trigram index for a search few match', async () => {
    const { body, reads } = await sentFor('search=plan-org-12345.');
    expect(body.total).toBe(1);
    for (const read of reads) {
      const nodes = await explainedAsSent(t.database.pool, read);
      expect(readOf(nodes, 'profiles'), read.text).toBeLessThan(10);
      expect(
        nodes.some((n) => n['Index Name'] === 'profiles_admins_search_trgm_idx'),
        read.text,
      ).toBe(true);
    }
  });

  it('reads the organizations of a page far down for its own rows alone', async () => {
    const { body, reads } = await sentFor(`page=${ORGANIZATIONS / PAGE_SIZE - 5}`);
    expect(body.total).toBe(ORGANIZATIONS);
    const [page] = reads.filter((read) => /"page_ids"/.test(read.text));
    const nodes = await explainedAsSent(t.database.pool, page!);
    expect(readOf(nodes, 'organizations'), page!.text).toBeLessThanOrEqual(PAGE_SIZE);
  });

  it("walks the admins in their organization's order off an index, for a page in the middle", async () => {
    const middle = ORGANIZATIONS / PAGE_SIZE / 2;
    const { reads } = await sentFor(`page=${middle}&sort=organization`);
    const [page] = reads.filter((read) => /"page_ids"/.test(read.text));
    const nodes = await explainedAsSent(t.database.pool, page!);
    // Joined to sort, every admin's organization was read and all of them sorted.
    expect(readOf(nodes, 'organizations'), page!.text).toBeLessThanOrEqual(PAGE_SIZE);
    expect(
      nodes.some((n) => n['Index Name'] === 'profiles_admins_org_name_id_idx'),
      page!.text,
    ).toBe(true);
    expect(nodes.some((n) => n['Node Type'] === 'Sort' && n['Actual Rows'] > PAGE_SIZE)).toBe(
      false,
    );
  });

  it('gives a page far down the rows its order puts there, read from the nearer end', async () => {
    const ids = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/platform/users?${query}`,
        headers: { cookie: platform },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.total).toBe(ORGANIZATIONS);
      return body.rows.map((row: { id: string }) => row.id);
    };
    const ordered = async (order: string, offset: number, limit: number) =>
      (
        await t.database.pool.query<{ id: string }>(
          `select p.id from profiles p
             join user_roles r on r.user_id = p.id and r.role = 'admin'
             join organizations o on o.id = p.organization_id
            order by ${order} offset $1 limit $2`,
          [offset, limit],
        )
      ).rows.map((row) => row.id);
    // Near the end, from the end: the newest first, as sorted unless asked.
    expect(await ids('page=700')).toEqual(
      await ordered('p.created_at desc, p.id desc', 699 * PAGE_SIZE, PAGE_SIZE),
    );
    // The last page, shorter than the rest, and one past it.
    expect(await ids('page=667&pageSize=30')).toEqual(
      await ordered('p.created_at desc, p.id desc', 666 * 30, 30),
    );
    expect(await ids('page=667&pageSize=30')).toHaveLength(ORGANIZATIONS - 666 * 30);
    expect(await ids('page=668&pageSize=30')).toEqual([]);
    // By name from A, by organization from Z, and searched.
    expect(await ids('page=500&sort=fullName&direction=asc')).toEqual(
      await ordered('p.full_name asc, p.id asc', 499 * PAGE_SIZE, PAGE_SIZE),
    );
    expect(await ids('page=300&sort=organization&direction=desc')).toEqual(
      await ordered('o.name desc, p.id desc', 299 * PAGE_SIZE, PAGE_SIZE),
    );
    expect(await ids('page=790&search=plan&sort=organization&direction=asc')).toEqual(
      await ordered('o.name asc, p.id asc', 789 * PAGE_SIZE, PAGE_SIZE),
    );
  });
});

describe("the platform overview's counts", () => {
  it('counts the people and organizations off indexes alone, not their wide tables', async () => {
    const { body, sent } = await sentBy('/platform/overview');
    expect(body).toMatchObject({ organizations: { total: ORGANIZATIONS } });
    const counts = sent.filter((q) =>
      /^select count\(\*\).* from "(profiles|organizations)"$/.test(q.text),
    );
    expect(counts).toHaveLength(2);
    for (const read of counts) {
      const nodes = await explainedAsSent(t.database.pool, read);
      expect(
        nodes.filter((n) => n['Relation Name'] !== undefined).map((n) => n['Node Type']),
        read.text,
      ).toEqual([expect.stringMatching(/Index Only Scan/)]);
    }
  });
});
