import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logQueries } from '../../testing/query-log';
import { explainedInEachPlan, PLANS, rowsRead } from '../../testing/query-plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callerOf, timeOrganization } from './test-fixture';

// The timer is the busiest write there is, so its reads must stay index lookups however long a
// person's history grows. An ORDER BY that no index gives (`desc nulls last` against an index
// built DESC, which is NULLS FIRST) made every start sort all of the person's sessions: 2,400
// rows and 130 ms each on the bench dataset, and nothing else noticed. Each start and stop also
// asks whether its week is approved, among two years of approved weeks of each of 100 people.
const HISTORY = 5_000;
const COLLEAGUES = 99;
const APPROVED_WEEKS = 104;

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
  // Everyone's weeks before this one approved.
  const colleagues = await t.database.pool.query<{ id: string }>(
    `insert into auth_users (id, name, email)
     select gen_random_uuid(), 'Colleague ' || g, 'colleague' || g || '@weeks.example'
     from generate_series(1, $1::int) g returning id`,
    [COLLEAGUES],
  );
  await t.database.pool.query(
    `insert into profiles (id, organization_id, full_name, email)
     select u.id, $1, u.name, u.email from auth_users u where u.id = any($2::uuid[])`,
    [org.organizationId, colleagues.rows.map((c) => c.id)],
  );
  await t.database.pool.query(
    `insert into timesheet_weeks (organization_id, user_id, week_start, status, submitted_at)
     select $1, person, date_trunc('week', now())::date - 7 * g, 'approved', now()
     from unnest($2::uuid[]) person, generate_series(1, $3::int) g`,
    [org.organizationId, [me.id, ...colleagues.rows.map((c) => c.id)], APPROVED_WEEKS],
  );
  await t.database.pool.query('analyze time_sessions, timesheet_weeks');
});
afterAll(() => t.close());

/**
 * Each read a call sent, explained as it ran in each of PLANS: the time_sessions and
 * timesheet_weeks rows each plan read, those its filters dropped included. `before` sets the person's time up for explaining
 * (explaining runs each statement again, and rolls it back).
 */
async function sessionRowsRead(
  method: 'POST',
  url: string,
  body: object,
  before?: () => Promise<unknown>,
) {
  const log = logQueries();
  let sent;
  try {
    const response = await callerOf(t.app)(me.cookie, method, url, body);
    expect(response.statusCode).toBeLessThan(300);
    sent = log.take();
  } finally {
    log.stop();
  }
  await before?.();
  // The reads of the tenant's transaction (the sign-in's lookup comes before it).
  const begun = sent.findIndex((q) => q.text.startsWith('start transaction'));
  // The prepared statements that read: a start's and a stop's reads lead their writes.
  const reads = sent.slice(begun).filter((q) => q.name && !q.name.endsWith('_write'));
  expect(reads.length).toBeGreaterThan(0);
  const found: { name: string; rows: number; weeks: number; sorts: string[] }[] = [];
  for (const read of reads)
    for (const { plan, nodes } of await explainedInEachPlan(
      t.database.pool,
      org.organizationId,
      read,
    ))
      found.push({
        name: `${read.name!} (${plan})`,
        rows: rowsRead(nodes.filter((n) => n['Relation Name'] === 'time_sessions')),
        weeks: rowsRead(nodes.filter((n) => n['Relation Name'] === 'timesheet_weeks')),
        sorts: nodes.flatMap((n) => n['Sort Key'] ?? []),
      });
  return found;
}

describe("the timer's reads", () => {
  it(`read a handful of a person's ${HISTORY.toLocaleString('en')} sessions and none of others' approved weeks, off the indexes, sorting none`, async () => {
    const body = { projectId: org.project.id };
    const start = () => callerOf(t.app)(me.cookie, 'POST', '/time/timer/start', body);
    const starts = await sessionRowsRead('POST', '/time/timer/start', body);
    // Explained with a timer running again: a stop that finds none reads little of anything.
    const stop = await sessionRowsRead('POST', '/time/timer/stop', {}, start);
    await callerOf(t.app)(me.cookie, 'POST', '/time/timer/stop');
    for (const read of [...starts, ...stop]) {
      expect(read, read.name).toMatchObject({ sorts: [] });
      expect(read.rows, read.name).toBeLessThanOrEqual(5);
      // The person's own weeks at most (PostgreSQL 15 filters them by week, 18 seeks the week),
      // never the organization's.
      expect(read.weeks, read.name).toBeLessThanOrEqual(APPROVED_WEEKS);
    }
    expect([...starts, ...stop].map((r) => r.name)).toEqual(
      ['timer_start', 'timer_stop'].flatMap((name) =>
        Object.keys(PLANS).map((plan) => `${name} (${plan})`),
      ),
    );
  });
});

/** What a call sent from BEGIN on, up to its COMMIT or ROLLBACK: prepared statements by name. */
function transactionOf(sent: { name?: string; text: string }[]) {
  const names = sent.map((q) => q.name ?? q.text);
  const begun = names.findIndex((name) => name.startsWith('start transaction'));
  const ended = names.findIndex((name, i) => i > begun && /^(commit|rollback)$/.test(name));
  return names.slice(begun + 1, ended + 1);
}

describe("the timer's round trips", () => {
  it('are one statement between BEGIN and COMMIT for a start, which writes only when allowed', async () => {
    const call = callerOf(t.app);
    const start = () => call(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    const log = logQueries();
    try {
      expect((await start()).statusCode).toBe(201);
      expect(transactionOf(log.take())).toEqual(['timer_start', 'commit']);
      // Refused: the same statement, which wrote nothing, and the transaction rolled back.
      expect((await start()).statusCode).toBe(409);
      expect(transactionOf(log.take())).toEqual(['timer_start', 'rollback']);
    } finally {
      log.stop();
    }
    expect((await call(me.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(200);
  });

  it('are one statement between BEGIN and COMMIT for a stop without breaks', async () => {
    const call = callerOf(t.app);
    const start = () => call(me.cookie, 'POST', '/time/timer/start', { projectId: org.project.id });
    const stop = () => call(me.cookie, 'POST', '/time/timer/stop');
    const log = logQueries();
    try {
      expect((await start()).statusCode).toBe(201);
      log.take();
      expect((await stop()).statusCode).toBe(200);
      expect(transactionOf(log.take())).toEqual(['timer_stop', 'commit']);
      // None running: the same statement, which wrote nothing.
      expect((await stop()).statusCode).toBe(409);
      expect(transactionOf(log.take())).toEqual(['timer_stop', 'rollback']);
      // With a break, the breaks are fitted to the end before the session is written.
      expect((await start()).statusCode).toBe(201);
      expect((await call(me.cookie, 'POST', '/time/timer/break', {})).statusCode).toBe(200);
      log.take();
      expect((await stop()).statusCode).toBe(200);
      const sent = transactionOf(log.take());
      expect(sent[0]).toBe('timer_stop');
      expect(sent.slice(-2)).toEqual(['timer_stop_write', 'commit']);
    } finally {
      log.stop();
    }
  });
});
