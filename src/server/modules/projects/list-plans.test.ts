import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginStatement } from '../../db/tenant';
import { logQueries } from '../../testing/query-log';
import { explainedInEachPlan, nodesOf, type PlanNode, rowsRead } from '../../testing/query-plans';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';

// The projects list is the portfolio's first page: a page of it must read a page of projects,
// however many the organization has. Over inner joins to programs and customers Postgres
// guessed that their row-level security conditions drop most rows, and joined every project of
// the organization before taking 50 (16 ms for 2,000 on the bench dataset); it only guesses so
// when many organizations have programs, as here. (With the organization's projects alone in
// the table, reading them all is the cheaper plan, and PostgreSQL 15 takes it.)
const PROJECTS = 600;
const OTHER_ORGANIZATIONS = 2_000;
const ACTIVITIES = 20;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const organizationId = admin.me.organization.id as string;
  await t.database.pool.query(
    `with others as (
       insert into organizations (name, subdomain)
       select 'Other ' || g, 'other-' || g from generate_series(1, $1::int) g
       returning id),
     their_customers as (
       insert into customers (organization_id, name) select id, 'Customer' from others
       returning id, organization_id),
     their_programs as (
       insert into programs (organization_id, customer_id, name)
       select organization_id, id, 'Program' from their_customers
       returning id, organization_id)
     insert into projects (organization_id, program_id, name)
     select organization_id, id, 'Theirs ' || g from their_programs, generate_series(1, 3) g`,
    [OTHER_ORGANIZATIONS],
  );
  await t.database.pool.query(
    `with customer as (
       insert into customers (organization_id, name) values ($1, 'Saab AB') returning id),
     program as (
       insert into programs (organization_id, customer_id, name)
       select $1, id, 'Gripen ' || g from customer, generate_series(1, 10) g returning id)
     insert into projects (organization_id, program_id, name, created_at)
     select $1, program.id, 'Project ' || g, now() - g * interval '1 minute'
     from program, generate_series(1, $2::int / 10) g`,
    [organizationId, PROJECTS],
  );
  // Each of the organization's projects with a plan, over the year: the project page reads its
  // own alone, not every activity of the organization in order of their ends.
  await t.database.pool.query(
    `insert into project_activities
       (organization_id, project_id, name, start_date, end_date, is_milestone, sort_order)
     select $1, p.id, 'Activity ' || g, date '2026-01-01' + g + abs(hashtext(p.id::text)) % 365,
       date '2026-01-01' + 2 * g + abs(hashtext(p.id::text)) % 365, g % 5 = 0, g
     from projects p, generate_series(1, $2::int) g
     where p.organization_id = $1`,
    [organizationId, ACTIVITIES],
  );
  await t.database.pool.query(
    'analyze organizations, customers, programs, projects, project_activities',
  );
});
afterAll(() => t.close());

/** The page's read of the list at `url`, explained as it ran: its plan's nodes. */
async function pageReadOf(url: string) {
  const log = logQueries();
  let sent;
  try {
    const page = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: PROJECTS });
    expect(page.json().rows).toHaveLength(50);
    expect(page.json().rows[0]).toMatchObject({ customerName: 'Saab AB' });
    sent = log.take();
  } finally {
    log.stop();
  }
  const read = sent.find((q) => /^select "projects"\."id"/.test(q.text))!;
  const client = await t.database.pool.connect();
  try {
    await client.query(beginStatement(admin.me.organization.id as string, []));
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${read.text}`,
      read.values,
    );
    return [...nodesOf(rows[0]!['QUERY PLAN'][0].Plan)];
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const JOINS = ['Nested Loop', 'Hash Join', 'Merge Join'];

describe('the projects list', () => {
  it(`reads a page of the organization's ${PROJECTS} projects, newest first, not all of them`, async () => {
    const plan = await pageReadOf('/api/v1/projects?pageSize=50');
    // The page off the index, and each of its projects once more with what it joins.
    const of = (table: string) => plan.filter((n) => n['Relation Name'] === table);
    expect(rowsRead(of('projects'))).toBeLessThanOrEqual(120);
    // For their badges, the page's projects' activities alone.
    expect(rowsRead(of('project_activities'))).toBeLessThanOrEqual(50 * ACTIVITIES);
  });

  it('joins the page alone, whichever column of the projects it is sorted by', async () => {
    for (const sort of ['', '&sort=name', '&sort=endDate&direction=desc']) {
      const plan = await pageReadOf(`/api/v1/projects?pageSize=50${sort}`);
      // Joined for every project, each join would give 600 rows.
      const joined = plan.filter((n) => JOINS.includes(n['Node Type']));
      expect(rowsRead(joined), sort).toBeLessThanOrEqual(6 * 50);
    }
  });
});

describe('the project page', () => {
  it(`reads its project and its ${ACTIVITIES} activities, in every plan`, async () => {
    const organizationId = admin.me.organization.id as string;
    // The project whose activities end last: the most another plan would read before them.
    const { rows } = await t.database.pool.query<{ id: string }>(
      `select id from projects where organization_id = $1
       order by abs(hashtext(id::text)) % 365 desc limit 1`,
      [organizationId],
    );
    const log = logQueries();
    let sent;
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${rows[0]!.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(page.statusCode).toBe(200);
      sent = log.take();
    } finally {
      log.stop();
    }
    const read = sent.find((q) => q.name === 'project_detail')!;
    for (const { plan, nodes } of await explainedInEachPlan(
      t.database.pool,
      organizationId,
      read,
    )) {
      const of = (table: string) => nodes.filter((n) => n['Relation Name'] === table);
      // The project by its key, and that project's activities alone (of 12,000).
      expect(rowsRead(of('projects')), plan).toBeLessThanOrEqual(2);
      expect(rowsRead(of('project_activities')), plan).toBeLessThanOrEqual(ACTIVITIES);
    }
  });
});
