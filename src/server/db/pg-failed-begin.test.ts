import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { releaseOnFailedBegin } from './pg-failed-begin';

// Contract: what releaseOnFailedBegin needs from pg and drizzle-orm. When one of these fails
// after an upgrade, read pg-failed-begin.ts and docs/decisions/0004-library-adapters.md.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A one-connection pool whose clients refuse BEGIN once, as a connection dead at BEGIN does. */
function poolRefusingFirstBegin(patch: (client: pg.PoolClient) => void) {
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  let refused = false;
  const sent: string[] = [];
  const clients: pg.PoolClient[] = [];
  pool.on('connect', (client) => {
    clients.push(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first.text ?? '');
      sent.push(text);
      if (!refused && /^\s*begin\b/i.test(text)) {
        refused = true;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return query(...args);
    };
    patch(client);
  });
  return { pool, db: drizzle(pool), sent, clients };
}

describe('pg and drizzle-orm as releaseOnFailedBegin relies on them', () => {
  it('drizzle sends BEGIN through the pooled client’s own query, as text starting with begin', async () => {
    const { pool, db, sent, clients } = poolRefusingFirstBegin(() => {});
    try {
      await db.transaction(async (tx) => tx.execute(sql`select 1`)).catch(() => {});
      expect(sent[0]).toMatch(/^\s*begin\b/i);
    } finally {
      clients[0]?.release(true);
      await pool.end();
    }
  });

  it('drizzle still keeps a client whose BEGIN failed checked out (else the patch can go)', async () => {
    const { pool, db, clients } = poolRefusingFirstBegin(() => {});
    try {
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      // The pool's only slot is held by a client nobody will release.
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(0);
    } finally {
      clients[0]?.release(true);
      await pool.end();
    }
  });

  it('with the patch, the client is released as broken and the next query gets a new one', async () => {
    const { pool, db } = poolRefusingFirstBegin(releaseOnFailedBegin);
    try {
      const firstPid = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      const next = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // release(error) destroyed the refused client: pg connected a new one.
      expect(next.rows[0]!.pid).not.toBe(firstPid.rows[0]!.pid);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
