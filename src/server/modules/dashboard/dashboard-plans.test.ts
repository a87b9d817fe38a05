// First: it wraps pg's Client before the test app's pool opens a connection.
import { logQueries } from '../../testing/query-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainedInEachPlan, PLANS, rowsRead } from '../../testing/query-plans';
import {
  apiCaller,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The dashboard flags the late activities of the projects its reader sees: not milestones, ended
// and not finished. Read by project, that was every activity of the open projects, most of them
// finished long ago: 12,280 of the bench's 40,000 for none late, 7 ms a dashboard.
const FINISHED = 3_000;
const LATE = 4;

let t: TestApp;
let org: Organization;
beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app, 'Long Plan');
  // Two years of finished work, a few late activities, and unfinished work still to come.
  await t.database.pool.query(
    `insert into project_activities (organization_id, project_id, name, start_date, end_date,
       percent_complete, is_milestone)
     select $1::uuid, $2::uuid, 'Done ' || g, current_date - 730 + g % 700, current_date - 720 + g % 700, 100, false
     from generate_series(1, $3::int) g
     union all
     select $1::uuid, $2::uuid, 'Late ' || g, current_date - 20, current_date - 10, 50, false
     from generate_series(1, $4::int) g
     union all
     select $1::uuid, $2::uuid, 'Gate ' || g, current_date - 10, current_date - 10, 0, true
     from generate_series(1, 3) g
     union all
     select $1::uuid, $2::uuid, 'Coming ' || g, current_date, current_date + g, 0, false
     from generate_series(1, 50) g`,
    [org.organizationId, org.project.id, FINISHED, LATE],
  );
  await t.database.pool.query('vacuum analyze project_activities');
}, 120_000);
afterAll(() => t.close());

describe("the dashboard's late activities", () => {
  it('are counted from the unfinished work alone, in every plan', async () => {
    const log = logQueries();
    let sent;
    try {
      const response = await apiCaller(t.app)(org.admin.cookie, 'GET', '/dashboard/overview');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().insight.message).toContain(
        `${LATE} activities are past their end date and not finished.`,
      );
      sent = log.take();
    } finally {
      log.stop();
    }
    const [count] = sent.filter((q) =>
      /^select count\(\*\) from "project_activities"/.test(q.text),
    );
    expect(count).toBeDefined();
    const explained = await explainedInEachPlan(t.database.pool, org.organizationId, count!);
    expect(explained.map((e) => e.plan)).toEqual(Object.keys(PLANS));
    for (const { plan, nodes } of explained)
      expect(rowsRead(nodes.filter((n) => n['Relation Name'] === 'project_activities')), plan).toBe(
        LATE,
      );
  });
});
