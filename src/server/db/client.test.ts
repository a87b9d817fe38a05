import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseHandle } from './client';

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
