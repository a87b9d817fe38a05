import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../testing/migrations-folder';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database';
import { pendingMigrations } from './drizzle-migrations';

// The contract of the adapter: pendingMigrations reads drizzle-orm's own record of what it
// applied, which drizzle-orm does not document. Each case asks it, then lets drizzle-orm's
// migrate run and sees what migrate really applied. It fails when drizzle-orm keeps that record
// elsewhere or decides otherwise what to apply (by hash, say, not by the journal's time).

let database: TestDatabase;

beforeAll(async () => {
  database = await createEmptyDatabase();
});

afterAll(async () => {
  await database.close();
});

const table = (name: string, when: number) => ({
  tag: `${when}_${name}`,
  when,
  sql: `create table "${name}" (id int);`,
});

async function tablesMade(): Promise<string[]> {
  const { rows } = await database.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** The tags pendingMigrations names, then the tables drizzle-orm's migrate made. */
async function askThenMigrate(folder: string) {
  const pending = await pendingMigrations(database.pool, folder);
  const before = await tablesMade();
  await migrate(database.db, { migrationsFolder: folder });
  const made = (await tablesMade()).filter((name) => !before.includes(name));
  return { pending: pending.map((m) => m.sql.join('')), made };
}

describe("drizzle-orm's record of applied migrations", () => {
  it('names every migration of a database never migrated, as migrate applies them all', async () => {
    const first = [table('probe_a', 1_000), table('probe_b', 2_000)];
    const { pending, made } = await askThenMigrate(migrationsFolder(first));
    expect(pending).toEqual(first.map((m) => m.sql));
    expect(made).toEqual(['probe_a', 'probe_b']);
  });

  it('names nothing once they are applied', async () => {
    const folder = migrationsFolder([table('probe_a', 1_000), table('probe_b', 2_000)]);
    expect(await pendingMigrations(database.pool, folder)).toEqual([]);
  });

  it('names the migrations after the newest applied, not one journaled before it', async () => {
    const folder = migrationsFolder([
      table('probe_a', 1_000),
      table('probe_late', 1_500),
      table('probe_b', 2_000),
      table('probe_c', 3_000),
    ]);
    const { pending, made } = await askThenMigrate(folder);
    expect(pending).toEqual([table('probe_c', 3_000).sql]);
    expect(made).toEqual(['probe_c']);
  });
});
