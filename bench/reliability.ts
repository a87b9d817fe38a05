// `npm run bench:reliability`: load and faults against the real server as a child process and
// a real PostgreSQL the bench starts, stops and starts again. Prints a Markdown table for
// bench/RESULTS.md and exits 1 when a check failed.
//
// RELIABILITY_SECONDS (300) how long the steady load runs; RELIABILITY_USERS (200) virtual
// users; RELIABILITY_ORGS (10) organizations they belong to; RELIABILITY_THINK_MS (2000) mean
// pause between one user's requests; RELIABILITY_IMPORT_ROWS (50000) rows of the CSV import
// killed partway; RELIABILITY_PHASES (1,2,3,4) which phases to run. For digging:
// RELIABILITY_LOG_LEVEL (warn) the server's log level, its log appended to
// $TMPDIR/stint-reliability-server.log; RELIABILITY_NODE_ARGS extra node flags for the server
// (e.g. --cpu-prof); RELIABILITY_DEBUG_DIR where phase 2 writes every outcome as JSON.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createPeople } from './reliability/accounts';
import { Http } from './reliability/http';
import { killDuringImport } from './reliability/import-kill';
import { Ledger } from './reliability/load';
import {
  type Bench,
  postgresRestart,
  type Result,
  sigtermUnderLoad,
  steadyLoad,
} from './reliability/phases';
import { startBenchPostgres } from './reliability/postgres';
import { removeDataDir, serverSettings, startServer } from './reliability/server';
import { formatMs } from './reliability/stats';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

async function main() {
  const seconds = number('RELIABILITY_SECONDS', 300);
  const users = number('RELIABILITY_USERS', 200);
  const organizations = number('RELIABILITY_ORGS', 10);
  const thinkMs = number('RELIABILITY_THINK_MS', 2000);
  const importRows = number('RELIABILITY_IMPORT_ROWS', 50_000);
  const phases = new Set((process.env.RELIABILITY_PHASES ?? '1,2,3,4').split(','));

  const began = new Date();
  const database = await startBenchPostgres();
  const settings = await serverSettings(database.url);
  let bench: Bench | undefined;
  const results: Result[] = [];
  try {
    const server = await startServer(settings);
    const setupStarted = performance.now();
    const people = await createPeople(
      new Http(settings.baseUrl, settings.baseUrl),
      database,
      organizations,
      users,
    );
    results.push({
      phase: '0. set-up',
      measure: `${organizations} organizations signed up, ${users - organizations} people invited, all signed in`,
      value: formatMs(performance.now() - setupStarted),
      ok: null,
    });
    bench = {
      database,
      settings,
      server,
      people,
      ledger: new Ledger(),
      thinkMs,
      customersPerManager: 10,
    };
    const step = async (name: string, run: () => Promise<Result[]>) => {
      console.error(`${new Date().toISOString()} ${name}`);
      const rows = await run();
      for (const r of rows)
        console.error(`  ${r.ok === false ? 'FAIL' : 'ok  '} ${r.measure}: ${r.value}`);
      results.push(...rows);
    };
    const b = bench;
    if (phases.has('1')) await step('phase 1: steady load', () => steadyLoad(b, seconds));
    if (phases.has('2')) await step('phase 2: Postgres restart', () => postgresRestart(b, 3_000));
    if (phases.has('3')) await step('phase 3: SIGTERM under load', () => sigtermUnderLoad(b));
    if (phases.has('4'))
      await step('phase 4: kill -9 during import', () =>
        killDuringImport(b, importRows, [0.15, 0.3, 0.45, 0.6, 0.75, 0.9]),
      );
    const stopAt = performance.now();
    b.server.child.kill('SIGTERM');
    const exit = await b.server.exited;
    results.push({
      phase: '5. end',
      measure: 'server stopped with SIGTERM, idle',
      value: `code ${exit.code ?? exit.signal} after ${formatMs(exit.at - stopAt)}`,
      ok: exit.code === 0,
    });
  } finally {
    if (bench && bench.server.child.exitCode === null && bench.server.child.signalCode === null) {
      bench.server.child.kill('SIGKILL');
      await bench.server.exited;
    }
    await database.destroy();
    removeDataDir(settings);
  }

  const failed = results.filter((r) => r.ok === false);
  console.log(
    `\n${began.toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, PostgreSQL ${database.version}, Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${users} users, think time ${thinkMs} ms, steady load ${seconds} s\n`,
  );
  console.log('| phase | measure | value | check |\n|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.phase} | ${r.measure} | ${r.value} | ${r.ok === null ? '' : r.ok ? 'pass' : '**FAIL**'} |`,
    );
  if (failed.length > 0) {
    console.error(`\n${failed.length} check(s) failed`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
