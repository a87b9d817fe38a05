import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logQueries } from '../../testing/query-log';
import { explainedInEachPlan, PLANS } from '../../testing/query-plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from './test-fixture';

// The Resources pages show every person's utilization of the last 30 days, summed from their
// sessions: 45,000 for the 500 people of the bench dataset. Read through the index of each
// person's sessions, every one of them was also read from the table (31 ms); summed off the
// index of the organization's sessions by day, which holds whose they are, none is (12 ms).
const PEOPLE = 5;
const SESSIONS_EACH = 3_000;

let t: TestApp;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let people: Awaited<ReturnType<typeof org.person>>[];
beforeAll(async () => {
  t = await createTestApp();
  org = await timeOrganization(t);
  people = [];
  for (let n = 0; n < PEOPLE; n++) people.push(await org.person());
  // Two years of each person's time, every 6 hours, on the billable project and the one that is
  // not; every third session not billable itself.
  await t.database.pool.query(
    `insert into time_sessions (organization_id, user_id, project_id, start_time, end_time,
       duration_minutes, is_billable, session_type)
     select $1, person, case when g % 4 = 0 then $4::uuid else $3::uuid end,
       now() - g * interval '6 hours' - interval '90 minutes', now() - g * interval '6 hours',
       90, g % 3 <> 0, 'manual'
     from unnest($2::uuid[]) person, generate_series(1, $5::int) g`,
    [org.organizationId, people.map((p) => p.id), org.project.id, org.internal.id, SESSIONS_EACH],
  );
  await t.database.pool.query('vacuum analyze time_sessions');
});
afterAll(() => t.close());

/** Each person's minutes of the last 30 days, summed here session by session. */
async function summedOneByOne() {
  const { rows } = await t.database.pool.query<{ id: string; total: number; billable: number }>(
    `select s.user_id as id, sum(s.duration_minutes)::int as total,
       (sum(s.duration_minutes) filter (where s.is_billable and p.billable))::int as billable
     from time_sessions s join projects p on p.id = s.project_id
     where s.organization_id = $1 and s.end_time is not null
       and s.start_time >= now() - interval '30 days'
     group by s.user_id`,
    [org.organizationId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

describe("the team's utilization", () => {
  it("sums each person's sessions of the window as one by one, and as their own page does", async () => {
    const call = callerOf(t.app);
    const expected = await summedOneByOne();
    const team = await call(org.admin.cookie, 'GET', '/time/utilization/people?pageSize=100');
    expect(team.statusCode).toBe(200);
    for (const person of people) {
      const sums = expected.get(person.id)!;
      // 30 days of a session every 6 hours, a quarter of them on the project that is not billable.
      expect(sums.total).toBeGreaterThan(100 * 90);
      const row = team.json().rows.find((r: { userId: string }) => r.userId === person.id);
      expect(row).toMatchObject({ totalMinutes: sums.total, billableMinutes: sums.billable });
      const own = await call(org.admin.cookie, 'GET', `/time/utilization?userId=${person.id}`);
      expect(own.json()).toMatchObject({
        totalMinutes: sums.total,
        billableMinutes: sums.billable,
      });
    }
    // The admin tracked nothing, and counts as nothing.
    expect(team.json().rows).toContainEqual(
      expect.objectContaining({ userId: org.admin.me.id, totalMinutes: 0, utilization: 0 }),
    );
  });

  it('reads the sessions off the index alone, in every plan', async () => {
    const log = logQueries();
    let sent;
    try {
      const team = await callerOf(t.app)(org.admin.cookie, 'GET', '/time/utilization/people');
      expect(team.statusCode).toBe(200);
      sent = log.take();
    } finally {
      log.stop();
    }
    const sums = sent.filter((q) => q.text.includes('from "time_sessions"'));
    expect(sums).toHaveLength(1);
    const scans = [];
    for (const { plan, nodes } of await explainedInEachPlan(
      t.database.pool,
      org.organizationId,
      sums[0]!,
    ))
      for (const node of nodes.filter((n) => n['Relation Name'] === 'time_sessions'))
        scans.push(`${plan}: ${node['Node Type']} using ${node['Index Name'] ?? 'no index'}`);
    expect(scans).toEqual(
      Object.keys(PLANS).map(
        (plan) => `${plan}: Index Only Scan using time_sessions_org_start_idx`,
      ),
    );
  });
});
