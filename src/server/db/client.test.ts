import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logQueries } from '../testing/query-log';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseHandle } from './client';
import { APP_ROLE, beginStatement, withTenant } from './tenant';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let admin: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = connectDatabase(database.url, 1);
});

afterAll(async () => {
  await admin.close();
  await database.close();
});

const terminate = (pid: number) => admin.db.execute(sql`select pg_terminate_backend(${pid})`);

// What a Postgres restart does to the server's connections, one connection at a time.
describe('the connection pool when Postgres drops its connections', () => {
  it('survives a connection dropped inside a transaction, between two statements', async () => {
    const handle = connectDatabase(database.url, 2);
    try {
      const attempt = handle.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate(rows[0]!.pid);
        // The server's goodbye arrives while the client is checked out and between statements:
        // an 'error' nobody listened for used to take the whole process down here.
        await sleep(300);
        await tx.execute(sql`select 1`);
      });
      // drizzle reports the failed ROLLBACK; the lost connection is its cause (answered 503).
      await expect(attempt).rejects.toMatchObject({
        cause: expect.objectContaining({
          message: expect.stringMatching(/not queryable|terminat/i),
        }),
      });
      for (let i = 0; i < 4; i++) await handle.db.execute(sql`select 1`);
      expect(handle.pool.totalCount).toBeLessThanOrEqual(2);
    } finally {
      await handle.close();
    }
  });

  it('does not lose a pool slot when BEGIN itself fails', async () => {
    // One slot: a client drizzle failed to release would leave nothing for the next query.
    const handle = connectDatabase(database.url, 1);
    try {
      let failedBegins = 0;
      for (let round = 0; round < 8; round++) {
        const { rows } = await handle.db.execute<{ pid: number }>(
          sql`select pg_backend_pid() as pid`,
        );
        await terminate(rows[0]!.pid);
        // Straight away, before the idle client's goodbye is read: BEGIN goes to a dead link.
        await handle.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .catch(() => {
            failedBegins += 1;
          });
        const answer = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
        expect(answer.rows[0]!.one).toBe(1);
      }
      // The race above is real but not certain; say how often it happened when it did not.
      if (failedBegins === 0) console.warn('BEGIN never hit a dropped connection in 8 rounds');
    } finally {
      await handle.close();
    }
  });
});

describe('withTenant on a pooled connection', () => {
  const org = '00000000-0000-4000-8000-000000000001';

  it('sets the role and organization with BEGIN, and only for its transaction', async () => {
    const handle = connectDatabase(database.url, 1);
    try {
      const inside = await withTenant(handle.db, { organizationId: org }, async (tx) => {
        const { rows } = await tx.execute<{ role: string; org: string }>(
          sql`select current_user as role, current_setting('app.organization_id') as org`,
        );
        return rows[0];
      });
      expect(inside).toEqual({ role: APP_ROLE, org });
      // The same (only) connection afterwards: back to its own role, no organization.
      const { rows } = await handle.db.execute<{ role: string; org: string | null }>(
        sql`select current_user as role, nullif(current_setting('app.organization_id', true), '') as org`,
      );
      expect(rows[0]!.role).not.toBe(APP_ROLE);
      expect(rows[0]!.org).toBeNull();
    } finally {
      await handle.close();
    }
  });

  it('rolls back on failure and keeps a connection Postgres only refused a statement on', async () => {
    const handle = connectDatabase(database.url, 1);
    try {
      const pidOf = async () =>
        (await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!
          .pid;
      const before = await pidOf();
      await expect(
        withTenant(handle.db, { organizationId: org }, (tx) => tx.execute(sql`select 1 / 0`)),
      ).rejects.toThrow();
      await expect(
        withTenant(handle.db, { organizationId: org }, async () => {
          throw new Error('refused by the service');
        }),
      ).rejects.toThrow('refused by the service');
      expect(await pidOf()).toBe(before);
    } finally {
      await handle.close();
    }
  });

  it('drops a connection that died inside it, and the pool goes on', async () => {
    const handle = connectDatabase(database.url, 1);
    try {
      for (let round = 0; round < 4; round++) {
        const attempt = withTenant(handle.db, { organizationId: org }, async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          await terminate(rows[0]!.pid);
          await sleep(100);
          await tx.execute(sql`select 1`);
        });
        await expect(attempt).rejects.toThrow();
        const answer = await withTenant(handle.db, { organizationId: org }, (tx) =>
          tx.execute<{ one: number }>(sql`select 1 as one`),
        );
        expect(answer.rows[0]!.one).toBe(1);
      }
    } finally {
      await handle.close();
    }
  });

  it('sends its first statement behind BEGIN, without waiting for BEGIN’s answer', async () => {
    const handle = connectDatabase(database.url, 1);
    const log = logQueries();
    try {
      const answer = await withTenant(handle.db, { organizationId: org }, (tx) =>
        tx.execute<{ org: string }>(sql`select current_setting('app.organization_id') as org`),
      );
      expect(answer.rows).toEqual([{ org }]);
      expect(
        log.take().map(({ text, pipelined }) => [text.split(';')[0], pipelined ?? false]),
      ).toEqual([
        ['start transaction', false],
        [`select current_setting('app.organization_id') as org`, true],
        ['commit', false],
      ]);
    } finally {
      log.stop();
      await handle.close();
    }
  });

  it('runs none of the statements behind a BEGIN that failed, and fails with its error', async () => {
    // BEGIN waits for a lock another connection holds, and gives up after lock_timeout.
    const key = '00000000-0000-4000-8000-00000000beef';
    await admin.db.execute(sql`create table pipelined_probe (n int)`);
    const holder = await admin.pool.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 7))', [key]);
    const impatient = new URL(database.url);
    impatient.searchParams.set('options', '-c lock_timeout=200');
    const handle = connectDatabase(impatient.toString(), 1);
    try {
      const attempt = withTenant(
        handle.db,
        { organizationId: org },
        // Outside the transaction it would run as the connection's own role, which owns the
        // table, and write.
        (tx) => tx.execute(sql`insert into pipelined_probe values (1)`),
        [{ key, seed: 7 }],
      );
      await expect(attempt).rejects.toThrow(/lock timeout/);
    } finally {
      await holder.query('rollback');
      holder.release();
      await handle.close();
    }
    const { rows } = await admin.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pipelined_probe`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses to put anything but a uuid into its BEGIN', () => {
    expect(() => beginStatement(`${org}'; drop table audit_log; --`, [])).toThrow('not a uuid');
    expect(() => beginStatement(org, [{ key: 'x', seed: 1 }])).toThrow('not a uuid');
    expect(beginStatement(org, [{ key: org, seed: 7 }])).toBe(
      `start transaction; select set_config('role', '${APP_ROLE}', true), set_config('app.organization_id', '${org}', true), pg_advisory_xact_lock(hashtextextended('${org}', 7))`,
    );
  });
});
