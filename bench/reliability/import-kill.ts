import { performance } from 'node:perf_hooks';
import { Http, is2xx } from './http';
import type { Bench, Result } from './phases';
import { DATABASE } from './postgres';
import { sleep, startServer } from './server';
import { formatMs } from './stats';

export function customersCsv(prefix: string, rows: number): string {
  const lines = ['name,customer_type,location_country,parent_customer_name'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `${prefix} ${i},${['Enterprise', 'SMB', 'Startup'][i % 3]},Sweden,${i % 10 === 9 ? `${prefix} ${i - 1}` : ''}`,
    );
  return lines.join('\n');
}

type Written = { rows: number; logs: number; audits: number };

async function writtenBy(bench: Bench, orgId: string, prefix: string, fileName: string) {
  const [row] = await bench.database.query<Written>(
    `select
       (select count(*) from customers where organization_id = $1 and name like $2)::int as rows,
       (select count(*) from csv_import_logs where organization_id = $1 and file_name = $3)::int as logs,
       (select count(*) from audit_log where organization_id = $1 and entity_type = 'csv_import'
          and new_values->>'fileName' = $3)::int as audits`,
    [orgId, `${prefix} %`, fileName],
  );
  return row!;
}

/** Waits until the killed server's connections are gone, so its transaction has ended. */
async function waitForBackendsGone(bench: Bench) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [row] = await bench.database.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [DATABASE],
    );
    if (row!.n === 0) return;
    await sleep(100);
  }
  throw new Error('The killed server still has connections after 60 s');
}

/**
 * Phase 4: POST a large customers CSV and kill the server with SIGKILL partway through, at
 * several points; after each, that import must be wholly there (rows, log and audit row) or
 * not at all, and an import answered 200 must be wholly there.
 */
export async function killDuringImport(
  bench: Bench,
  rows: number,
  fractions: number[],
): Promise<Result[]> {
  const phase = '4. kill -9 during CSV import';
  const admin = bench.people[0]!;
  const orgId = admin.org.id;
  const http = new Http(bench.settings.baseUrl, bench.settings.baseUrl);
  const run = Date.now().toString(36);
  const importOnce = (prefix: string, fileName: string) =>
    http.request('POST', '/api/v1/customers/import', {
      cookie: admin.cookie,
      body: { fileName, content: customersCsv(prefix, rows) },
      timeoutMs: 300_000,
    });

  const basePrefix = `Import ${run} base`;
  const base = await importOnce(basePrefix, `${basePrefix}.csv`);
  const baseWritten = await writtenBy(bench, orgId, basePrefix, `${basePrefix}.csv`);
  const baseOk =
    is2xx(base) && (base.body as { created: number }).created === rows && baseWritten.rows === rows;
  const results: Result[] = [
    {
      phase,
      measure: `import of ${rows.toLocaleString('en')} new rows, undisturbed`,
      value: `${formatMs(base.ms)} (${base.status})`,
      ok: baseOk,
    },
  ];

  const outcomes: string[] = [];
  let wrong = 0;
  for (const [n, fraction] of fractions.entries()) {
    const prefix = `Import ${run} kill ${n}`;
    const fileName = `${prefix}.csv`;
    const delay = Math.round(base.ms * fraction);
    const sent = performance.now();
    const answer = importOnce(prefix, fileName);
    await sleep(Math.max(0, delay - (performance.now() - sent)));
    bench.server.child.kill('SIGKILL');
    const [outcome] = await Promise.all([answer, bench.server.exited]);
    await waitForBackendsGone(bench);
    const w = await writtenBy(bench, orgId, prefix, fileName);
    const state =
      w.rows === rows && w.logs === 1 && w.audits === 1
        ? 'all'
        : w.rows === 0 && w.logs === 0 && w.audits === 0
          ? 'none'
          : `PARTIAL (${w.rows} rows, ${w.logs} logs, ${w.audits} audit rows)`;
    const answered = is2xx(outcome)
      ? `answered ${outcome.status}`
      : `no answer (${outcome.failure})`;
    const ok = state === 'none' ? !is2xx(outcome) : state === 'all';
    if (!ok) wrong += 1;
    outcomes.push(`killed at ${formatMs(delay)}: ${state}, ${answered}`);
    bench.server = await startServer(bench.settings);
  }

  // The organization still imports normally afterwards.
  const afterPrefix = `Import ${run} after`;
  const after = await importOnce(afterPrefix, `${afterPrefix}.csv`);
  const afterWritten = await writtenBy(bench, orgId, afterPrefix, `${afterPrefix}.csv`);
  results.push(
    {
      phase,
      measure: `${fractions.length} imports killed (SIGKILL) partway`,
      value: outcomes.join('; '),
      ok: wrong === 0,
    },
    {
      phase,
      measure: 'import after the restarts',
      value: `${formatMs(after.ms)} (${after.status}), ${afterWritten.rows} rows, ${afterWritten.logs} log`,
      ok: is2xx(after) && afterWritten.rows === rows && afterWritten.logs === 1,
    },
  );
  return results;
}
