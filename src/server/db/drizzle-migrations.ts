import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * drizzle-orm's record of the migrations it applied: its pg dialect's `migrate` keeps one row
 * per migration here, with the journal's `when` as `created_at`, and applies every migration of
 * the journal whose `when` is after the newest row's. Not a documented interface of drizzle-orm:
 * drizzle-migrations.test.ts holds it to what `migrate` does (decision records 0004 and 0011).
 */
const APPLIED = 'drizzle.__drizzle_migrations';

/** The migrations of `migrationsFolder` that drizzle-orm's `migrate` would apply now, in order. */
export async function pendingMigrations(
  client: pg.Pool | pg.PoolClient,
  migrationsFolder: string,
): Promise<MigrationMeta[]> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const {
    rows: [table],
  } = await client.query<{ found: string | null }>(`select to_regclass($1)::text as found`, [
    APPLIED,
  ]);
  if (!table?.found) return migrations;
  const {
    rows: [last],
  } = await client.query<{ at: string }>(
    `select created_at::text as at from ${APPLIED} order by created_at desc limit 1`,
  );
  return last ? migrations.filter((m) => Number(last.at) < m.folderMillis) : migrations;
}
