// First: it wraps pg's Client before the test app's pool opens a connection.
import { logQueries } from '../../testing/query-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainedAsSent, rowsRead } from '../../testing/query-plans';
import {
  createTestApp,
  signedInAdmin,
  signedInPlatformAdmin,
  type TestApp,
} from '../../testing/test-app';

// The console's audit log shows what the platform's administrators did, across every
// organization. The whole log grows with every change anyone makes: a page of the
// administrators' part of it must not read the rest (migration 0016). Without its index, every
// page, and its count, read every row. The organizations' rows are those of 500 people, each
// with a change's values, so that the log is as large on disk as a real one of that length.
const OTHERS = 20_000;
const THEIRS = 30;

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  const org = await signedInAdmin(t.app);
  const admin = await signedInPlatformAdmin(t, 'pia@stint.test');
  platform = admin.cookie;
  await t.database.pool.query(
    `insert into audit_log (organization_id, user_id, entity_type, entity_id, action, new_values,
       created_at)
     select $1::uuid, md5((g % 500)::text)::uuid, 'project', g::text, 'UPDATE',
       jsonb_build_object('description', repeat('A change of a project. ', 10)),
       now() - g * interval '1 minute'
     from generate_series(1, $2::int) g
     union all
     select null::uuid, $3::uuid, 'organization', g::text, 'UPDATE', null,
       now() - g * interval '7 minutes'
     from generate_series(1, $4::int) g`,
    [org.me.organization.id, OTHERS, admin.id, THEIRS],
  );
  await t.database.pool.query('analyze audit_log');
}, 120_000);
afterAll(() => t.close());

describe("the platform console's audit log", () => {
  it(`reads its administrators' rows alone, not the ${OTHERS.toLocaleString('en')} of the organizations`, async () => {
    const log = logQueries();
    let sent;
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/platform/audit-log?pageSize=20',
        headers: { cookie: platform },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Theirs and the sign-in of this test's administrator.
      expect(response.json()).toMatchObject({ total: THEIRS + 1, page: 1, pageSize: 20 });
      expect(response.json().rows).toHaveLength(20);
      sent = log.take();
    } finally {
      log.stop();
    }
    const reads = sent.filter((q) => /from "audit_log"/.test(q.text));
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      const nodes = await explainedAsSent(t.database.pool, read);
      const read$ = rowsRead(nodes.filter((n) => n['Relation Name'] === 'audit_log'));
      expect(read$, read.text).toBeLessThan(THEIRS * 3);
      // And Postgres knew it would be a few: guessing thousands, it started parallel workers
      // on the bench's log (5 ms, for 36 rows).
      const guessed = Math.max(
        ...nodes.filter((n) => n['Relation Name'] === 'audit_log').map((n) => n['Plan Rows']),
      );
      expect(guessed, read.text).toBeLessThan(THEIRS * 10);
    }
  });
});
