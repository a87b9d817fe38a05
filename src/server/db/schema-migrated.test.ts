import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { connectDatabase, type DatabaseHandle } from './client';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as budgets from './schema/budgets';
import * as mail from './schema/mail';
import * as notifications from './schema/notifications';
import * as organizations from './schema/organizations';
import * as portfolio from './schema/portfolio';
import * as registers from './schema/registers';
import * as reports from './schema/reports';
import * as resources from './schema/resources';
import * as schedule from './schema/schedule';
import * as templates from './schema/templates';
import * as time from './schema/time';

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

const modules = [
  audit,
  auth,
  budgets,
  mail,
  notifications,
  organizations,
  portfolio,
  registers,
  reports,
  resources,
  schedule,
  templates,
  time,
];
const tables = modules.flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);

// A schema change without its migration passes every test that builds its own tables from the
// migrations but the declared one: an index declared and never created went unnoticed once.
describe('the migrations', () => {
  it('create every table, column and index the schema declares', async () => {
    const { rows: columns } = await admin.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const { rows: indexes } = await admin.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const migrated = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
    const migratedIndexes = new Set(indexes.map((i) => i.indexname));
    expect(tables.length).toBeGreaterThan(20);
    const declared = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => `${config.name}.${column.name}`);
    });
    expect(declared.filter((column) => !migrated.has(column))).toEqual([]);
    const declaredIndexes = tables.flatMap((table) =>
      getTableConfig(table).indexes.map((index) => index.config.name),
    );
    expect(declaredIndexes.filter((name) => !name || !migratedIndexes.has(name))).toEqual([]);
  });
});

describe('descending indexes', () => {
  // ORDER BY x DESC means DESC NULLS FIRST; an index built DESC NULLS LAST (drizzle's plain
  // .desc()) cannot give that order, and a page of the newest rows then sorts every row of the
  // organization (the audit log took 270 ms on 200,000 rows; 0.2 ms with the index). Columns
  // that are NOT NULL do not help: the planner still needs the index's order to match.
  it('are all DESC NULLS FIRST, the order ORDER BY ... DESC asks for', async () => {
    const { rows } = await admin.pool.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([]);
  });
});

describe('foreign keys', () => {
  // Deleting a row makes Postgres look for the rows that refer to it (to delete them, empty their
  // column or refuse), once per row deleted. Without an index it reads the whole referring table
  // each time: deleting an activity read all 1,200,000 time sessions of the bench's platform
  // twice, and deleting an organization of 100 activities took 27 s (migration 0020).
  it('are each followed by an index of their columns', async () => {
    const { rows: keys } = await admin.pool.query<{
      name: string;
      table: string;
      columns: string[];
    }>(
      `select c.conname as name, c.conrelid::regclass::text as table,
              array(select a.attname::text from unnest(c.conkey) k(n)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns
         from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const { rows: indexes } = await admin.pool.query<{
      table: string;
      columns: string[];
      predicate: string | null;
      unique: boolean;
    }>(
      `select i.indrelid::regclass::text as table,
              array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n
                    order by k.o) as columns,
              pg_get_expr(i.indpred, i.indrelid) as predicate,
              i.indisunique as unique
         from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relnamespace = 'public'::regnamespace`,
    );
    expect(keys.length).toBeGreaterThan(50);
    // An index follows a key when it starts with the key's columns, in any order. A partial one
    // only when it leaves out the rows whose column is empty, which refer to nothing.
    //
    // Short of that, an index starting with one of them other than organization_id, whose value
    // picks out a few entries; for a same-organization key (organization_id, column) only a
    // unique one (a person's roles, an activity's assignees). Postgres checks such a key with a
    // plan it keeps for the connection, made for no organization in particular: given the
    // column's index alone it also read the organization's whole range of another index, once
    // for each row deleted. Deleting the bench's large organization (40,000 activities,
    // 1,000,000 sessions) had not ended after 15 minutes; under a minute with both in one index
    // (migration 0021).
    const follows = (key: (typeof keys)[number], index: (typeof indexes)[number]) => {
      const [first] = index.columns;
      const leading = index.columns.slice(0, key.columns.length);
      const starts =
        leading.length === key.columns.length && key.columns.every((c) => leading.includes(c));
      const selective =
        first !== 'organization_id' &&
        key.columns.includes(first!) &&
        (index.unique || !key.columns.includes('organization_id'));
      const whole = index.predicate === null || index.predicate === `(${first} IS NOT NULL)`;
      return index.table === key.table && (starts || selective) && whole;
    };
    const unfollowed = keys
      .filter((key) => !indexes.some((index) => follows(key, index)))
      .map((key) => `${key.table}.${key.name} (${key.columns.join(', ')})`);
    expect(unfollowed).toEqual([]);
  });
});

describe('table statistics', () => {
  // Autovacuum analyzes a table once more rows changed than its threshold (50 by default) and a
  // tenth of its rows: a table of a few rows was never analyzed, and planned as ten pages of them.
  it('are gathered by autovacuum after the first change to any table', async () => {
    const { rows } = await admin.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select c.relname, c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(tables.length);
    const missing = rows.filter(
      (row) => !row.reloptions?.includes('autovacuum_analyze_threshold=0'),
    );
    expect(missing.map((row) => row.relname)).toEqual([]);
  });
});
