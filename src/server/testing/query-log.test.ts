import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logQueries } from './query-log';
import { createTestDatabase, type TestDatabase } from './test-database';

// The contract the query-count tests and the bench's floor rely on: every statement, from
// pool.query, from drizzle outside and inside a transaction, passes pg.Client.prototype.query.
describe('logQueries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('sees pool.query, drizzle and a transaction, with their parameters, until stopped', async () => {
    const log = logQueries();
    try {
      await database.pool.query('select $1::int as one', [1]);
      await database.db.execute(sql`select ${2}::int as two`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${3}::int as three`);
      });
      const taken = log.take();
      expect(taken.map((q) => q.text.trim())).toEqual([
        'select $1::int as one',
        'select $1::int as two',
        'begin',
        'select $1::int as three',
        'commit',
      ]);
      expect(taken.map((q) => q.values)).toEqual([[1], [2], [], [3], []]);
      expect(log.take()).toEqual([]);
    } finally {
      log.stop();
    }
    await database.pool.query('select 1');
    expect(log.take()).toEqual([]);
  });

  it('marks a statement sent before the answer to the one before it', async () => {
    const client = await database.pool.connect();
    const log = logQueries();
    try {
      await Promise.all([client.query('select 1'), client.query('select 2')]);
      await client.query('select 3');
      expect(log.take().map((q) => [q.text, q.pipelined ?? false])).toEqual([
        ['select 1', false],
        ['select 2', true],
        ['select 3', false],
      ]);
    } finally {
      log.stop();
      client.release();
    }
  });
});
