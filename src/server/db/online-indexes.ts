import type { MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** A migration's index statement, as drizzle-kit writes it, with IF NOT EXISTS added by hand. */
const INDEX_STATEMENT = /^CREATE (UNIQUE )?INDEX IF NOT EXISTS "([^"]+)" ON "([^"]+)"/i;

/** A migration's DROP INDEX, which a later statement of it may build again, changed. */
const DROP_STATEMENT = /^DROP INDEX (?:CONCURRENTLY )?(?:IF EXISTS )?"([^"]+)"/i;

/** A statement without the whole-line comments before it (a migration's heading). */
function statementOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .trim();
}

type IndexState = 'absent' | 'valid' | 'invalid';

async function indexState(client: pg.PoolClient, name: string): Promise<IndexState> {
  const { rows } = await client.query<{ valid: boolean }>(
    `select i.indisvalid as valid
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_index i on i.indexrelid = c.oid
      where c.relname = $1`,
    [name],
  );
  if (rows.length === 0) return 'absent';
  return rows[0]!.valid ? 'valid' : 'invalid';
}

async function tableExists(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: string | null }>(
    `select to_regclass(format('public.%I', $1::text))::text as found`,
    [table],
  );
  return Boolean(rows[0]?.found);
}

/**
 * The indexes that pending migrations create on tables that already hold rows, built before
 * those migrations run and without holding their tables' writes: CREATE INDEX CONCURRENTLY,
 * which cannot run inside the transaction drizzle-orm applies migrations in. A plain CREATE
 * INDEX there holds every insert, update and delete of its table until every pending migration
 * is applied, while the servers already running go on taking requests: one index of the bench's
 * 1,199,000 time sessions takes 0.9 s to build, a hundred times the sessions minutes
 * (docs/decisions/0011-indexes-built-before-their-migration.md).
 *
 * Only statements written `CREATE [UNIQUE] INDEX IF NOT EXISTS "name" ON "table"`, so that the
 * migration's own statement then finds the index and does nothing (online-indexes.test.ts holds
 * every migration from 0020 on to it). Where a concurrent build cannot be done (a column the
 * migration itself adds, duplicates under a unique index), the half-built index is dropped and
 * the migration builds it as before, with its error if it has one. An index a build cut short
 * left invalid (a crash, a cancel) is dropped and built again: IF NOT EXISTS would keep it,
 * and Postgres never reads an invalid index. `log` hears of each index, built or left.
 */
export async function buildPendingIndexes(
  client: pg.PoolClient,
  pending: readonly MigrationMeta[],
  log: (line: string) => void,
): Promise<void> {
  const statements = pending.flatMap((migration) => migration.sql).map(statementOf);
  const dropped = new Set(statements.map((s) => DROP_STATEMENT.exec(s)?.[1]).filter(Boolean));
  for (const statement of statements) {
    const match = INDEX_STATEMENT.exec(statement);
    if (!match) continue;
    const [whole, unique = '', name, table] = match as unknown as [string, string, string, string];
    if (dropped.has(name)) continue;
    const state = await indexState(client, name);
    if (state === 'valid' || !(await tableExists(client, table))) continue;
    const drop = `drop index concurrently if exists "${name}"`;
    if (state === 'invalid') await client.query(drop);
    const concurrently = statement.replace(
      whole,
      `CREATE ${unique}INDEX CONCURRENTLY IF NOT EXISTS "${name}" ON "${table}"`,
    );
    const started = performance.now();
    try {
      await client.query(concurrently);
      log(
        `Built index ${name} on ${table} without holding its writes (${((performance.now() - started) / 1000).toFixed(1)} s).`,
      );
    } catch (error) {
      await client.query(drop).catch(() => {});
      log(
        `Index ${name} on ${table} could not be built concurrently (${error instanceof Error ? error.message : String(error)}); its migration builds it.`,
      );
    }
  }
}
