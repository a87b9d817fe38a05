import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';
import { SAME_ORGANIZATION_SQL } from './same-organization.sql';
import { TABLE_STATISTICS_SQL } from './table-statistics.sql';
import { TENANT_SECURITY_SQL } from './tenant-security.sql';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every process that migrates the same database.
const MIGRATION_LOCK = 7_130_001;

/**
 * Applies pending migrations, then the tenant security, the same-organization keys and when
 * tables are analyzed; safe to run from several processes.
 */
export async function migrateDatabase({ pool, db }: DatabaseHandle): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
    await db.execute(sql.raw(TENANT_SECURITY_SQL));
    await db.execute(sql.raw(SAME_ORGANIZATION_SQL));
    await db.execute(sql.raw(TABLE_STATISTICS_SQL));
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
