import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from './client';
import { pendingMigrations } from './drizzle-migrations';
import { buildPendingIndexes } from './online-indexes';
import { SAME_ORGANIZATION_SQL } from './same-organization.sql';
import { TABLE_STATISTICS_SQL } from './table-statistics.sql';
import { TENANT_SECURITY_SQL } from './tenant-security.sql';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every process that migrates the same database.
export const MIGRATION_LOCK = 7_130_001;

/**
 * The migration lock, asked for again every tenth of a second rather than waited for: a process
 * waiting inside pg_advisory_lock holds a snapshot all the while, and a concurrent index build
 * of the process holding the lock waits for every older snapshot to end, so the two would
 * deadlock.
 */
async function takeMigrationLock(lock: PoolClient) {
  for (;;) {
    const { rows } = await lock.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1) as taken',
      [MIGRATION_LOCK],
    );
    if (rows[0]?.taken) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Applies pending migrations, then the tenant security, the same-organization keys and when
 * tables are analyzed; safe to run from several processes. The indexes the pending migrations
 * add to tables that exist already are built first, without holding those tables' writes
 * (online-indexes.ts); `log` hears of each.
 */
export async function migrateDatabase(
  { pool, db }: DatabaseHandle,
  { migrationsFolder = MIGRATIONS_FOLDER, log = (line: string) => console.log(line) } = {},
): Promise<void> {
  const lock = await pool.connect();
  try {
    await takeMigrationLock(lock);
    await buildPendingIndexes(lock, await pendingMigrations(lock, migrationsFolder), log);
    await migrate(db, { migrationsFolder });
    await db.execute(sql.raw(TENANT_SECURITY_SQL));
    await db.execute(sql.raw(SAME_ORGANIZATION_SQL));
    await db.execute(sql.raw(TABLE_STATISTICS_SQL));
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
