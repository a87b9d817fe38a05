import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseHandle, type Executor } from './client';
import {
  KEPT_PER_CONNECTION,
  PLANNED_EACH_CALL,
  prepared,
  preparedForShape,
} from './pg-prepared-statements';
import { withTenant } from './tenant';

// Contract: what prepared() needs from drizzle-orm and pg for the timer's speed. When one of
// these fails after an upgrade, read pg-prepared-statements.ts and
// docs/decisions/0004-library-adapters.md.

const org = '00000000-0000-4000-8000-000000000001';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: every withTenant below runs on the same pooled client.
  handle = connectDatabase(database.url, 1);
});
afterAll(async () => {
  await handle.close();
  await database.close();
});

const build = (executor: Executor) =>
  executor
    .select({ doubled: sql<number>`${sql.placeholder('n')}::int * 2` })
    .from(sql`(select 1) as one`)
    .prepare('contract_doubled');

/** The statements Postgres holds prepared on this connection, by name. */
const preparedOnConnection = (tx: Executor) =>
  tx.execute<{ name: string; statement: string }>(
    sql`select name, statement from pg_prepared_statements where name = 'contract_doubled'`,
  );

describe('drizzle-orm and pg as prepared() relies on them', () => {
  it('keep a statement prepared on the connection and run it again without preparing it anew', async () => {
    const seen = new Set<unknown>();
    for (const n of [1, 2, 3]) {
      const rows = await withTenant(handle.db, { organizationId: org }, async (tx) => {
        const statement = prepared(tx, 'contract_doubled', build);
        seen.add(statement);
        // A second Parse under the same name would fail: "prepared statement already exists".
        const result = await statement.execute({ n });
        const held = await preparedOnConnection(tx);
        return { result, held: held.rows };
      });
      expect(rows.result).toEqual([{ doubled: n * 2 }]);
      // drizzle passed the name to pg, and Postgres keeps it for the session: parsed once.
      expect(rows.held).toHaveLength(1);
      expect(rows.held[0]!.statement).toMatch(/\$1::int \* 2/);
    }
    // withTenant hands the same transaction handle on the same connection, so one build.
    expect(seen.size).toBe(1);
  });

  it('send a statement prepared with no name as a new unnamed one on every call', async () => {
    const seen = new Set<unknown>();
    const tripled = (executor: Executor) =>
      executor
        .select({ tripled: sql<number>`${sql.placeholder('n')}::int * 3` })
        .from(sql`(select 1) as one`)
        .prepare(PLANNED_EACH_CALL);
    for (const n of [1, 2, 3]) {
      const result = await withTenant(handle.db, { organizationId: org }, async (tx) => {
        const statement = prepared(tx, 'contract_tripled', tripled);
        seen.add(statement);
        const first = await statement.execute({ n });
        // Another statement with values takes the unnamed slot; were the first not parsed again,
        // its second run would bind to this one and answer "other".
        await tx.execute(sql`select ${'other'}::text as other`);
        const again = await statement.execute({ n: n + 10 });
        const held = await tx.execute<{ name: string }>(
          sql`select name from pg_prepared_statements where statement like '%::int * 3%'`,
        );
        return { first, again, held: held.rows };
      });
      expect(result.first).toEqual([{ tripled: n * 3 }]);
      expect(result.again).toEqual([{ tripled: (n + 10) * 3 }]);
      // Nothing kept under a name for the session: Postgres plans it on every call.
      expect(result.held).toEqual([]);
    }
    // Built once by drizzle for the connection.
    expect(seen.size).toBe(1);
  });
});

describe('prepared()', () => {
  it('keeps at most KEPT_PER_CONNECTION statements a connection, letting go of the least used', () => {
    const connection = {} as Executor;
    const built: string[] = [];
    const ask = (key: string) =>
      prepared(connection, key, () => {
        built.push(key);
        return { key };
      });
    for (let n = 0; n < KEPT_PER_CONNECTION; n++) ask(`s${n}`);
    // s0 is used again, so s1 is now the least recently used.
    expect(ask('s0')).toEqual({ key: 's0' });
    ask('one more');
    expect(built).toHaveLength(KEPT_PER_CONNECTION + 1);
    ask('s0');
    ask(`s${KEPT_PER_CONNECTION - 1}`);
    expect(built).toHaveLength(KEPT_PER_CONNECTION + 1);
    // s1 was let go, and is built again.
    ask('s1');
    expect(built.at(-1)).toBe('s1');
    expect(built).toHaveLength(KEPT_PER_CONNECTION + 2);
    // Each connection keeps its own.
    prepared({} as Executor, 's0', () => built.push('elsewhere'));
    expect(built.at(-1)).toBe('elsewhere');
  });

  it('builds a statement once for each shape, and hands the shape to the build', () => {
    const connection = {} as Executor;
    const built: unknown[] = [];
    const ask = (shape: { search: boolean; sort: string }) =>
      preparedForShape(connection, 'page', shape, (_executor, given) => {
        built.push(given);
        return given;
      });
    const byName = ask({ search: false, sort: 'name' });
    expect(ask({ search: false, sort: 'name' })).toBe(byName);
    ask({ search: true, sort: 'name' });
    ask({ search: false, sort: 'createdAt' });
    expect(built).toEqual([
      { search: false, sort: 'name' },
      { search: true, sort: 'name' },
      { search: false, sort: 'createdAt' },
    ]);
  });
});
