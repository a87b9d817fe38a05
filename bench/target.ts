// Where the benches run: BENCH_DATABASE_URL when given, else an embedded
// PostgreSQL whose data stays in .bench/pg, so `npm run bench:data` fills it once and every
// later `npm run bench` measures the same rows.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

export const BENCH_DIR = path.resolve(import.meta.dirname, '../.bench');

export type BenchTarget = { url: string; label: string; stop: () => Promise<void> };

/** `fresh`: start the embedded server on an empty data directory. */
export async function openBenchTarget(fresh = false): Promise<BenchTarget> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const where = new URL(given);
    return { url: given, label: `PostgreSQL at ${where.host}`, stop: async () => {} };
  }
  if (fresh) rmSync(path.join(BENCH_DIR, 'pg'), { recursive: true, force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  chmodSync(BENCH_DIR, 0o755);
  const settings = process.env.BENCH_PG_SETTINGS?.split(' ').filter(Boolean) ?? [];
  const server = await startEmbeddedPostgres(
    path.join(BENCH_DIR, 'pg'),
    process.env.BENCH_PG_LOG ? (line) => console.error(line) : () => {},
    settings,
  );
  await server.createDatabase('bench');
  return { url: server.url('bench'), label: 'embedded PostgreSQL 18', stop: () => server.stop() };
}
