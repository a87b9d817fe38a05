import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';
import { TEST_ORIGIN } from '../testing/test-app';

/** Per table: every row counted, and a digest of some organizations' rows (content included). */
export type Snapshot = Record<string, { rows: number; digest: string }>;

/** Every table with an organization_id column: the tenant tables, found the way RLS finds them. */
export async function tenantTables(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rows.map((row) => row.table_name);
}

/**
 * The row count of every tenant table and of `organizations`, with a digest of the rows of
 * `organizationIds` in each: a change to any of their rows, not only an insert or a delete, shows.
 */
export async function snapshot(
  db: Database,
  tables: string[],
  organizationIds: string[],
): Promise<Snapshot> {
  const ids = sql`${`{${organizationIds.join(',')}}`}::uuid[]`;
  const parts = [
    ...tables.map(
      (
        table,
      ) => sql`select ${table} as name, (select count(*) from ${sql.identifier(table)})::int as rows,
        coalesce((select md5(string_agg(t::text, '|' order by t::text)) from ${sql.identifier(table)} t
          where t.organization_id = any(${ids})), '') as digest`,
    ),
    sql`select 'organizations' as name, (select count(*) from organizations)::int as rows,
      coalesce((select md5(string_agg(t::text, '|' order by t::text)) from organizations t
        where t.id = any(${ids})), '') as digest`,
  ];
  const { rows } = await db.execute<{ name: string; rows: number; digest: string }>(
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, digest: row.digest }]));
}

/** The tables whose count or digest differ between two snapshots, with both values. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before)
    .filter(
      (name) =>
        before[name]!.rows !== after[name]?.rows || before[name]!.digest !== after[name]?.digest,
    )
    .map(
      (name) =>
        `${name}: ${before[name]!.rows} rows -> ${after[name]?.rows ?? '?'}${
          before[name]!.digest === after[name]?.digest ? '' : ' (its rows changed)'
        }`,
    );
}

/** The tables in which the digested organizations' rows differ between two snapshots. */
export function changedContent(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter((name) => before[name]!.digest !== after[name]?.digest);
}

// better-auth's tables of a person (not tenant tables: no organization_id), by their user column.
const ACCOUNT_TABLES = [
  ['auth_users', 'id'],
  ['auth_sessions', 'user_id'],
  ['auth_accounts', 'user_id'],
] as const;

/** The count and a digest of `userIds`' rows in better-auth's user, session and account tables. */
export async function accountSnapshot(db: Database, userIds: string[]): Promise<Snapshot> {
  const ids = sql`${`{${userIds.join(',')}}`}::uuid[]`;
  const parts = ACCOUNT_TABLES.map(([table, column]) => {
    const rows = sql`(select * from ${sql.identifier(table)} t where t.${sql.identifier(column)} = any(${ids})) t`;
    return sql`select ${table} as name, (select count(*) from ${rows})::int as rows,
      coalesce((select md5(string_agg(t::text, '|' order by t::text)) from ${rows}), '') as digest`;
  });
  const { rows } = await db.execute<{ name: string; rows: number; digest: string }>(
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, digest: row.digest }]));
}

/**
 * Asks for a password reset for `email` through the API and reads the token better-auth stored
 * for `userId` (the mail is not needed): a real token of theirs, for probing what takes one.
 */
export async function requestResetToken(
  app: FastifyInstance,
  pool: pg.Pool,
  email: string,
  userId: string,
): Promise<string> {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN },
    payload: { email, redirectTo: '/reset-password' },
  });
  if (requested.statusCode !== 200) throw new Error(`reset request: ${requested.body}`);
  const { rows } = await pool.query<{ identifier: string }>(
    `select identifier from auth_verifications where value = $1 and identifier like 'reset-password:%'`,
    [userId],
  );
  if (rows.length !== 1) throw new Error(`expected one reset token, found ${rows.length}`);
  return rows[0]!.identifier.slice('reset-password:'.length);
}
