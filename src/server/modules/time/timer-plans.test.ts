import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginStatement } from '../../db/tenant';
import { logQueries } from '../../testing/query-log';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from './test-fixture';

// The timer is the busiest write there is, so its reads must stay index lookups however long a
// person's history grows. An ORDER BY that no index gives (`desc nulls last` against an index
// built DESC, which is NULLS FIRST) made every start sort all of the person's sessions: 2,400
// rows and 130 ms each on the bench dataset, and nothing else noticed.
const HISTORY = 5_000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

let t: TestApp;
let org: Awaited<ReturnType<typeof timeOrganization>>;
let me: Awaited<ReturnType<typeof org.person>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await timeOrganization(t);
  me = await org.person();
  await t.database.pool.query(
    `insert into time_sessions (organization_id, user_id, project_id, start_time, end_time,
       duration_minutes, session_type)
     select $1, $2, $3, now() - g * interval '3 hours' - interval '1 hour',
       now() - g * interval '3 hours', 60, 'manual'
     from generate_series(1, $4::int) g`,
    [org.organizationId, me.id, org.project.id, HISTORY],
  );
  await t.database.pool.query('analyze time_sessions');
});
afterAll(() => t.close());

/** Each read a call sent, explained as it ran: the time_sessions rows each plan node read. */
async function sessionRowsRead(method: 'POST', url: string, body: object) {
  const log = logQueries();
  let sent;
  try {
    const response = await callerOf(t.app)(me.cookie, method, url, body);
    expect(response.statusCode).toBeLessThan(300);
    sent = log.take();
  } finally {
    log.stop();
  }
  // The reads of the tenant's transaction (the sign-in's lookup comes before it).
  const begun = sent.findIndex((q) => q.text.startsWith('start transaction'));
  const reads = sent.slice(begun).filter((q) => q.name && /^\s*select/i.test(q.text));
  expect(reads.length).toBeGreaterThan(0);
  const client = await t.database.pool.connect();
  try {
    const found: { name: string; rows: number; sorts: string[] }[] = [];
    for (const read of reads) {
      await client.query(beginStatement(org.organizationId, []));
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${read.text}`,
        read.values,
      );
      await client.query('rollback');
      const nodes = [...nodesOf(rows[0]!['QUERY PLAN'][0].Plan)];
      found.push({
        name: read.name!,
        rows: nodes
          .filter((n) => n['Relation Name'] === 'time_sessions')
          .reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0),
        sorts: nodes.flatMap((n) => n['Sort Key'] ?? []),
      });
    }
    return found;
  } finally {
    client.release();
  }
}

describe("the timer's reads", () => {
  it(`read a handful of a person's ${HISTORY.toLocaleString('en')} sessions off the indexes, sorting none`, async () => {
    const start = await sessionRowsRead('POST', '/time/timer/start', {
      projectId: org.project.id,
    });
    const stop = await sessionRowsRead('POST', '/time/timer/stop', {});
    for (const read of [...start, ...stop]) {
      expect(read, read.name).toMatchObject({ sorts: [] });
      expect(read.rows, read.name).toBeLessThanOrEqual(5);
    }
    expect([...start, ...stop].map((r) => r.name)).toEqual([
      'timer_start_checks',
      'timer_stop_lock',
    ]);
  });
});
