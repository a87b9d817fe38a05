import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../testing/migrations-folder';
import {
  createEmptyDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../testing/test-database';
import { pendingMigrations } from './drizzle-migrations';
import { MIGRATION_LOCK, MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

let database: TestDatabase;
let organizationId: string;

/** The real migrations, then `sql` as a migration of its own `k` seconds after the newest. */
function probeMigration(tag: string, k: number, sql: string): string {
  const { entries } = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return migrationsFolder([{ tag, when: entries.at(-1)!.when + k * 1000, sql }], MIGRATIONS_FOLDER);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into organizations (name, subdomain) values ('Probe', 'probe') returning id`,
  );
  organizationId = rows[0]!.id;
  await database.pool.query(
    `insert into customers (organization_id, name) values ($1, 'Ada'), ($1, 'Grace')`,
    [organizationId],
  );
});

afterAll(async () => {
  await database.close();
});

async function indexOf(name: string) {
  const { rows } = await database.pool.query<{ valid: boolean; definition: string }>(
    `select i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = $1`,
    [name],
  );
  return rows[0];
}

async function until(check: () => Promise<boolean>) {
  for (let tries = 0; !(await check()); tries++) {
    if (tries > 200) throw new Error('not seen in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the indexes of pending migrations', () => {
  it('are built before them without holding the writes of their tables', async () => {
    const folder = probeMigration(
      '0900_probe_names',
      1,
      '-- A probe.\nCREATE INDEX IF NOT EXISTS "probe_customers_name_idx" ON "customers" USING btree ("name");',
    );
    // Two processes migrate at once, both already waiting for the lock when the first takes it.
    // A process waiting inside pg_advisory_lock would hold a snapshot older than the build,
    // which waits for every such snapshot to end: the two would deadlock.
    const holder: PoolClient = await database.pool.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const lines: string[] = [];
    const migrations = [1, 2].map(() =>
      migrateDatabase(database, { migrationsFolder: folder, log: (line) => lines.push(line) }),
    );
    // A transaction with a snapshot: the build waits for it to end before it is done, which
    // keeps the build where it can be seen.
    const reader: PoolClient = await database.pool.connect();
    await reader.query('begin isolation level repeatable read');
    await reader.query('select count(*) from organizations');
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await until(async () => {
        const { rows } = await database.pool.query<{ command: string; phase: string }>(
          `select command, phase from pg_stat_progress_create_index
            where relid = 'customers'::regclass`,
        );
        return rows[0]?.phase === 'waiting for old snapshots';
      });
      // Meanwhile the table takes writes at once.
      const writer = await database.pool.connect();
      try {
        await writer.query(`set lock_timeout = '2s'`);
        await writer.query(`insert into customers (organization_id, name) values ($1, 'Edsger')`, [
          organizationId,
        ]);
      } finally {
        writer.release();
      }
    } finally {
      await reader.query('commit');
      reader.release();
      holder.release();
    }
    await Promise.all(migrations);
    expect(await indexOf('probe_customers_name_idx')).toEqual({
      valid: true,
      definition: expect.stringContaining('USING btree (name)'),
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^Built index probe_customers_name_idx on customers without holding its writes \(\d+\.\d s\)\.$/,
      ),
    ]);
    expect(await pendingMigrations(database.pool, folder)).toEqual([]);
  });

  it('build again an index a build cut short left invalid', async () => {
    // Two customers of one organization: a unique index over it fails half-built.
    await expect(
      database.pool.query(
        `create unique index concurrently "probe_left_invalid_idx" on customers (organization_id)`,
      ),
    ).rejects.toThrow(/could not create unique index/);
    expect(await indexOf('probe_left_invalid_idx')).toMatchObject({ valid: false });
    const folder = probeMigration(
      '0901_probe_left_invalid',
      2,
      'CREATE INDEX IF NOT EXISTS "probe_left_invalid_idx" ON "customers" USING btree ("name");',
    );
    await migrateDatabase(database, { migrationsFolder: folder, log: () => {} });
    expect(await indexOf('probe_left_invalid_idx')).toEqual({
      valid: true,
      definition: expect.stringContaining('USING btree (name)'),
    });
  });

  it('leave to the migration an index it cannot build first: on a column it adds', async () => {
    const folder = probeMigration(
      '0902_probe_new_column',
      3,
      'ALTER TABLE "customers" ADD COLUMN "probe_note" text;--> statement-breakpoint\nCREATE INDEX IF NOT EXISTS "probe_note_idx" ON "customers" USING btree ("probe_note");',
    );
    const lines: string[] = [];
    await migrateDatabase(database, { migrationsFolder: folder, log: (line) => lines.push(line) });
    expect(await indexOf('probe_note_idx')).toMatchObject({ valid: true });
    expect(lines).toEqual([
      expect.stringMatching(
        /^Index probe_note_idx on customers could not be built concurrently \(.*probe_note.*\); its migration builds it\.$/,
      ),
    ]);
  });

  it('are left to the migrations on a new database, whose tables they make', async () => {
    const empty = await createEmptyDatabase();
    try {
      const lines: string[] = [];
      await migrateDatabase(empty, { log: (line) => lines.push(line) });
      expect(lines).toEqual([]);
      expect(await pendingMigrations(empty.pool, MIGRATIONS_FOLDER)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

// drizzle-kit writes `CREATE INDEX "name"`; only with IF NOT EXISTS does the migration's own
// statement find the index built before it and leave it be.
describe('every migration from 0020 on', () => {
  it('creates its indexes IF NOT EXISTS', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => /^\d{4}_.*\.sql$/.test(file));
    const unguarded = files
      .filter((file) => Number(file.slice(0, 4)) >= 20)
      .flatMap((file) =>
        readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
          .split('\n')
          .filter((line) => /^\s*CREATE (UNIQUE )?INDEX /i.test(line))
          .filter((line) => !/^\s*CREATE (UNIQUE )?INDEX IF NOT EXISTS /i.test(line))
          .map((line) => `${file}: ${line.slice(0, 80)}`),
      );
    expect(files.length).toBeGreaterThan(20);
    expect(unguarded).toEqual([]);
  });
});
