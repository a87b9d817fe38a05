// `npm run bench`: measures Stint against a real PostgreSQL (embedded by default, or
// BENCH_DATABASE_URL) and prints a Markdown table to paste into bench/RESULTS.md.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import {
  newSignUp,
  sessionCookie,
  signIn,
  signUp,
  testConfig,
} from '../src/server/testing/test-app';

type Result = { name: string; value: string; note: string };

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  let url = given;
  let stop = async () => {};
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stint-bench-'));
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
    await server.createDatabase('bench');
    url = server.url('bench');
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const handle = connectDatabase(url);
  await migrateDatabase(handle);
  const { app } = await buildApp({ config: testConfig(), db: handle.db });
  await app.ready();
  const results: Result[] = [];
  try {
    results.push(...(await benchCustomerImport(app)));
  } finally {
    await app.close();
    await handle.close();
    await stop();
  }
  console.log(`\n| measure | value | note |\n|---|---|---|`);
  for (const r of results) console.log(`| ${r.name} | ${r.value} | ${r.note} |`);
}

async function benchCustomerImport(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
): Promise<Result[]> {
  const account = newSignUp();
  await signUp(app, account);
  const cookie = sessionCookie(await signIn(app, account.email, account.password));
  const rows = 10_000;
  const csv = [
    'name,customer_type,location_country,parent_customer_name',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `Customer ${i},${['Enterprise', 'SMB', 'Startup'][i % 3]},Sweden,${i % 10 === 9 ? `Customer ${i - 1}` : ''}`,
    ),
  ].join('\n');
  const timings: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/customers/import',
      headers: { cookie },
      payload: { fileName: 'bench.csv', content: csv },
    });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200 || response.json().successful !== rows)
      throw new Error(`import failed: ${response.body.slice(0, 300)}`);
  }
  const [first, ...again] = timings;
  return [
    {
      name: 'customers CSV import, 10,000 new rows',
      value: `${(first! / 1000).toFixed(2)} s`,
      note: '1,000 with a parent; one transaction',
    },
    {
      name: 'customers CSV import, 10,000 known rows (update)',
      value: `${(Math.min(...again) / 1000).toFixed(2)} s`,
      note: 'best of 2 runs',
    },
  ];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
