// `npm run bench:data`: the large dataset (bench/dataset.ts) in the bench's database, written
// with COPY in one transaction. Says how long it took. Does nothing when it is there already;
// BENCH_FRESH=1 writes it again on an
// empty database.
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { FULL_SIZE, generateDataset, hasDataset } from './dataset';
import { openBenchTarget } from './target';

async function main() {
  const fresh = Boolean(process.env.BENCH_FRESH);
  const target = await openBenchTarget(fresh);
  const handle = connectDatabase(target.url, 4, { pipeline: false });
  try {
    if (fresh && process.env.BENCH_DATABASE_URL) await dropEverything(handle.pool);
    await migrateDatabase(handle);
    if (await hasDataset(handle.pool)) {
      console.log(
        `The bench dataset is already in ${target.label} (BENCH_FRESH=1 writes it again).`,
      );
      return;
    }
    console.log(`Writing the bench dataset into ${target.label}...`);
    const started = performance.now();
    const written = await generateDataset(handle.pool, FULL_SIZE, (line) => console.log(line));
    const rows = Object.values(written).reduce((sum, n) => sum + n, 0);
    console.log(
      `Done: ${rows.toLocaleString('en')} rows by COPY in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
    await target.stop();
  }
}

/** Empties a given server's database, as a fresh embedded one is empty. */
async function dropEverything(pool: ReturnType<typeof connectDatabase>['pool']) {
  await pool.query(
    'drop schema public cascade; drop schema if exists drizzle cascade; create schema public',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
