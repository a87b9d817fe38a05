import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Person } from './accounts';
import { watchEvents } from './events';
import { customersCsv } from './import-kill';
import { Http, is2xx, type Outcome } from './http';
import type { Ledger } from './load';
import { runLoad } from './load';
import type { BenchPostgres } from './postgres';
import { type ServerProcess, type ServerSettings, sleep, startServer } from './server';
import { formatKinds, formatMs, percentile, summarize } from './stats';
import { type Verification, verifyLedger } from './verify';

const LONG_IMPORT_ROWS = 5_000;

/** One line of the results table; ok is null for a plain figure. */
export type Result = { phase: string; measure: string; value: string; ok: boolean | null };

export type Bench = {
  database: BenchPostgres;
  settings: ServerSettings;
  server: ServerProcess;
  people: Person[];
  ledger: Ledger;
  thinkMs: number;
  customersPerManager: number;
};

/** Runs the load for `seconds`, collecting every outcome the people's requests had. */
async function load(bench: Bench, seconds: number, stop?: () => boolean) {
  const http = new Http(bench.settings.baseUrl, bench.settings.baseUrl);
  const outcomes: Outcome[] = [];
  http.recorder = (o) => outcomes.push(o);
  const startedAt = performance.now();
  const running = runLoad({
    http,
    people: bench.people,
    ledger: bench.ledger,
    seconds,
    thinkMs: bench.thinkMs,
    customersPerManager: bench.customersPerManager,
    stop,
  });
  return { outcomes, startedAt, running };
}

function verificationResults(phase: string, v: Verification, acked: number): Result[] {
  return [
    {
      phase,
      measure: 'writes answered 2xx, all checked in Postgres',
      value: `${acked} writes (${v.checked} rows); ${v.lost.length} missing or changed`,
      ok: v.lost.length === 0,
    },
    {
      phase,
      measure: 'rows written by halves (no audit row of their creation)',
      value: `${v.halfWritten.length}`,
      ok: v.halfWritten.length === 0,
    },
    {
      phase,
      measure: 'creates answered with an error yet written',
      value:
        v.writtenDespiteError.length === 0
          ? '0'
          : v.writtenDespiteError.map((w) => `${w.status} '${w.name}'`).join(', '),
      // A 4xx must have written nothing; a 503 from a commit cut by the restart cannot know.
      ok: v.writtenDespiteError.every((w) => w.status >= 500) ? null : false,
    },
  ];
}

function explain(v: Verification) {
  for (const line of [...v.lost, ...v.halfWritten].slice(0, 20)) console.error(`  ${line}`);
}

/** Phase 1: every person loops timers, lists and edits; no error, every 2xx write is there. */
export async function steadyLoad(bench: Bench, seconds: number): Promise<Result[]> {
  const phase = '1. steady load';
  const { outcomes, running } = await load(bench, seconds);
  await running;
  const s = summarize(outcomes, seconds);
  const orgIds = [...new Set(bench.people.map((p) => p.org.id))];
  const v = await verifyLedger(bench.database, bench.ledger, orgIds);
  explain(v);
  return [
    {
      phase,
      measure: `${bench.people.length} people for ${seconds} s`,
      value: `${s.requests} requests, ${s.perSecond.toFixed(0)} /s`,
      ok: null,
    },
    {
      phase,
      measure: 'latency p50 / p95 / p99 / max',
      value: `${formatMs(s.p50)} / ${formatMs(s.p95)} / ${formatMs(s.p99)} / ${formatMs(s.max)}`,
      ok: null,
    },
    {
      phase,
      measure: 'errors (any answer not 2xx, or none)',
      value: `${s.errors}${s.errors ? ` (${formatKinds(s.errorKinds)})` : ''}`,
      ok: s.errors === 0,
    },
    ...verificationResults(phase, v, bench.ledger.acked),
  ];
}

const isProblem503 = (o: Outcome) =>
  o.failure === null && o.status === 503 && (o.contentType ?? '').includes('problem+json');

/**
 * Phase 2: Postgres stops (fast shutdown) for `outageMs` under load, then starts again. Requests
 * meanwhile must be answered 503 quickly; the server must answer 2xx again by itself soon after.
 */
export async function postgresRestart(bench: Bench, outageMs: number): Promise<Result[]> {
  const phase = '2. Postgres restarted';
  const admin = bench.people[0]!;
  const watch = await watchEvents(bench.settings.baseUrl, admin.org.adminCookie);
  let finished = false;
  const { outcomes, running } = await load(bench, 3600, () => finished);

  // A probe every 100 ms: health, and a real API call that reads the database.
  const probe = new Http(bench.settings.baseUrl, bench.settings.baseUrl);
  const probes: Outcome[] = [];
  probe.recorder = (o) => probes.push(o);
  const probing = (async () => {
    while (!finished) {
      await Promise.all([
        probe.request('GET', '/api/health', { name: 'health', timeoutMs: 10_000 }),
        probe.request('GET', '/api/v1/time/timer', {
          name: 'api',
          cookie: admin.cookie,
          timeoutMs: 10_000,
        }),
      ]);
      await sleep(100);
    }
  })();

  await sleep(5_000);
  const stopAt = performance.now();
  await bench.database.server.stop();
  const stoppedAt = performance.now();
  await sleep(outageMs);
  await bench.database.server.start();
  const readyAt = performance.now();
  await sleep(10_000);
  finished = true;
  await Promise.all([running, probing]);
  watch.close();

  if (process.env.RELIABILITY_DEBUG_DIR)
    writeFileSync(
      path.join(process.env.RELIABILITY_DEBUG_DIR, 'postgres-restart.json'),
      JSON.stringify({ stopAt, stoppedAt, readyAt, outcomes, probes }),
    );
  // Requests the server had taken before the stop, and those sent while Postgres was down.
  const caught = outcomes.filter((o) => o.sentAt < stopAt && o.settledAt >= stopAt);
  const during = outcomes.filter((o) => o.sentAt >= stopAt && o.sentAt < readyAt);
  const failures = [...caught, ...during].filter((o) => !is2xx(o));
  const not503 = failures.filter((o) => !isProblem503(o));
  const kinds = summarize(failures, 1).errorKinds;
  const duringMs = during.map((o) => o.ms).sort((a, b) => a - b);
  const before = outcomes
    .filter((o) => o.sentAt >= stopAt - 3_000 && o.sentAt < stopAt)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const recovery = (name: string) => {
    const first = probes.find((o) => o.name === name && o.sentAt >= readyAt && is2xx(o));
    return first ? first.settledAt - readyAt : Number.POSITIVE_INFINITY;
  };
  const healthBack = recovery('health');
  const apiBack = recovery('api');
  const back = readyAt + Math.max(healthBack, apiBack);
  const afterRecovery = outcomes.filter((o) => o.sentAt >= back && !is2xx(o));
  const resync = watch.events.find((e) => e.type === 'stream.resync' && e.at >= stoppedAt);
  const resyncMs = resync ? resync.at - readyAt : Number.POSITIVE_INFINITY;

  const orgIds = [...new Set(bench.people.map((p) => p.org.id))];
  const v = await verifyLedger(bench.database, bench.ledger, orgIds);
  explain(v);
  const total = (performance.now() - stopAt) / 1000;
  return [
    {
      phase,
      measure: 'Postgres down (fast shutdown to started again)',
      value: `${formatMs(readyAt - stopAt)} (shutdown took ${formatMs(stoppedAt - stopAt)})`,
      ok: null,
    },
    {
      phase,
      measure: 'requests in flight at the stop, or sent until Postgres was ready: failed',
      value: `${failures.length} of ${caught.length + during.length}: ${formatKinds(kinds)}`,
      ok: not503.length === 0,
    },
    {
      phase,
      measure: 'requests sent while Postgres was down took p50 / p95 / max',
      value: `${formatMs(percentile(duringMs, 50))} / ${formatMs(percentile(duringMs, 95))} / ${formatMs(duringMs.at(-1) ?? 0)} (${during.length} requests; p95 in the 3 s before the stop: ${formatMs(percentile(before, 95))})`,
      ok: percentile(duringMs, 95) < 1_000,
    },
    {
      phase,
      measure: 'Postgres ready to GET /api/health 200',
      value: formatMs(healthBack),
      ok: healthBack < 5_000,
    },
    {
      phase,
      measure: 'Postgres ready to an API call 200 (GET /api/v1/time/timer)',
      value: formatMs(apiBack),
      ok: apiBack < 5_000,
    },
    {
      phase,
      measure: 'errors after the server was back',
      value: `${afterRecovery.length}${afterRecovery.length ? ` (${formatKinds(summarize(afterRecovery, 1).errorKinds)})` : ''}`,
      ok: afterRecovery.length === 0,
    },
    {
      phase,
      measure: 'live events stream: resync sent after Postgres ready',
      value: Number.isFinite(resyncMs)
        ? `${formatMs(resyncMs)}; stream stayed open: ${watch.endedAt() === null || watch.endedAt()! > readyAt ? 'yes' : 'no'}`
        : 'never',
      ok: resyncMs < 5_000,
    },
    {
      phase,
      measure: 'load during the phase',
      value: `${outcomes.length} requests in ${total.toFixed(0)} s after the stop`,
      ok: null,
    },
    ...verificationResults(phase, v, bench.ledger.acked),
  ];
}

/**
 * Phase 3: SIGTERM under load. Requests the server had accepted get whole answers, it exits 0,
 * every 2xx write is there. The server is started again for what follows.
 */
export async function sigtermUnderLoad(bench: Bench): Promise<Result[]> {
  const phase = '3. SIGTERM under load';
  let finished = false;
  const { outcomes, running } = await load(bench, 3600, () => finished);
  await sleep(8_000);
  // A long request in flight too: an import of 5,000 customers, sent just before the signal.
  const admin = bench.people[0]!;
  const http = new Http(bench.settings.baseUrl, bench.settings.baseUrl);
  const prefix = `Import ${Date.now().toString(36)} sigterm`;
  const longRequest = http.request('POST', '/api/v1/customers/import', {
    cookie: admin.cookie,
    body: { fileName: `${prefix}.csv`, content: customersCsv(prefix, LONG_IMPORT_ROWS) },
    timeoutMs: 60_000,
  });
  await sleep(300);
  const termAt = performance.now();
  bench.server.child.kill('SIGTERM');
  const [exit, imported] = await Promise.all([bench.server.exited, longRequest]);
  await sleep(2_000);
  finished = true;
  await running;
  const [importedRows] = await bench.database.query<{ n: number }>(
    'select count(*)::int as n from customers where organization_id = $1 and name like $2',
    [admin.org.id, `${prefix} %`],
  );

  const inFlight = outcomes.filter((o) => o.sentAt < termAt && o.settledAt >= termAt);
  const inFlightAnswered = inFlight.filter((o) => o.failure === null);
  const inFlightFailed = inFlight.filter((o) => o.failure !== null);
  const after = outcomes.filter((o) => o.sentAt >= termAt);
  const cutBodies = outcomes.filter((o) => o.failedAt === 'body');
  const orgIds = [...new Set(bench.people.map((p) => p.org.id))];
  const v = await verifyLedger(bench.database, bench.ledger, orgIds);
  explain(v);

  const restartedAt = performance.now();
  bench.server = await startServer(bench.settings);
  const restartMs = performance.now() - restartedAt;
  return [
    {
      phase,
      measure: 'exit after SIGTERM',
      value: `code ${exit.code ?? exit.signal} after ${formatMs(exit.at - termAt)}`,
      ok: exit.code === 0,
    },
    {
      phase,
      measure: 'requests in flight at SIGTERM answered in full',
      value: `${inFlightAnswered.length} of ${inFlight.length} (${formatKinds(summarize(inFlightAnswered, 1).errorKinds).replace('none', 'all 2xx')})`,
      ok: inFlightFailed.length === 0,
    },
    {
      phase,
      measure: `a ${LONG_IMPORT_ROWS.toLocaleString('en')}-row CSV import sent 300 ms before SIGTERM`,
      value: `${imported.failure ?? imported.status} after ${formatMs(imported.ms)}; ${importedRows!.n} rows written`,
      ok: is2xx(imported) && importedRows!.n === LONG_IMPORT_ROWS,
    },
    {
      phase,
      measure: 'requests sent after SIGTERM',
      value: `${after.length}: ${formatKinds(summarize(after, 1).errorKinds)}`,
      ok: null,
    },
    {
      phase,
      measure: 'answers cut off mid-body',
      value: `${cutBodies.length}`,
      ok: cutBodies.length === 0,
    },
    ...verificationResults(phase, v, bench.ledger.acked),
    {
      phase,
      measure: 'server started again (migrations checked, healthy)',
      value: formatMs(restartMs),
      ok: null,
    },
  ];
}
