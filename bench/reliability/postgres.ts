import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { migrateDatabase } from '../../src/server/db/migrate';

export const DATABASE = 'reliability';

export type BenchPostgres = {
  server: EmbeddedServer;
  /** The server's DATABASE_URL (the superuser; requests run as the application role). */
  url: string;
  dir: string;
  version: string;
  /** One statement as superuser on a connection of its own (it survives restarts). */
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;
  /** Stops Postgres (fast shutdown, as `pg_ctl restart -m fast` would) and removes its data. */
  destroy: () => Promise<void>;
};

/** A real PostgreSQL the bench owns: its own data folder, started, stopped and started again. */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stint-reliability-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  await server.createDatabase(DATABASE);
  const url = server.url(DATABASE);
  const handle = connectDatabase(url, 2);
  await migrateDatabase(handle);
  await handle.close();

  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const [row] = await query<{ server_version: string }>('show server_version');
  return {
    server,
    url,
    dir,
    version: row!.server_version,
    query,
    async destroy() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
