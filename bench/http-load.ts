// HTTP load on the real server over real sockets (autocannon), side by side with the floor:
// the same statements each request sends, replayed through a bare `pg` pool at the same
// concurrency. Each endpoint is reported as a ratio to the database's own speed.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { logQueries, type LoggedQuery } from '../src/server/testing/query-log';
import { buildApp } from '../src/server/app';
import { connectDatabase } from '../src/server/db/client';
import { SERVER_START_ARGS } from '../src/server/start-args';
import { testConfig } from '../src/server/testing/test-app';
import { freePort, waitForHealth } from '../e2e/support/global-setup';
import { BENCH_PASSWORD, LARGE_ADMIN_EMAIL, PLATFORM_ADMIN_EMAIL, personEmail } from './dataset';

const root = path.resolve(import.meta.dirname, '..');
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** The server's own pool size (connectDatabase's default), and so the floor's. */
const POOL = 20;
/** The server's connections name themselves so, to tell when it has finished its requests. */
const SERVER_APPLICATION = 'stint-bench-server';

/** A call: its path under /api/v1, or from the root when it starts with /api/. */
type Call = { method: 'GET' | 'POST'; path: string; body?: object };

const apiPath = (call: Call) => (call.path.startsWith('/api/') ? call.path : `/api/v1${call.path}`);

/** An endpoint: the calls one request makes (the timer's is a start and a stop), as whom. */
export type Endpoint = {
  name: string;
  calls: Call[];
  as: 'admin' | 'platform' | 'people';
  /**
   * Seconds a run of this endpoint lasts, for the heavy ones: at 64 connections a request that
   * takes the server 100 ms waits six seconds in line, so a short run would end before any
   * answer comes back.
   */
  seconds?: number;
};

/**
 * `cpuMs`: CPU milliseconds a request took the server process, or the floor's bare pool;
 * `databaseCpuMs`: what it took the database's processes, where they run on this machine.
 */
type Run = { rps: number; p50: number; p99: number; errors: number; databaseCpuMs: number | null };

export type LoadRow = {
  endpoint: string;
  connections: number;
  app: Run & { cpuMs: number | null };
  floor: Run & { cpuMs: number };
};

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU milliseconds (user and system) another process has used so far, from /proc; null where
 * there is no /proc. Throughput on a shared two-core machine drifts with its neighbours; the CPU
 * a request costs the server drifts much less, so the two together tell a change from noise.
 */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * The CPU milliseconds each of the database's processes (backends and background workers, as
 * pg_stat_activity lists them) has used so far, by pid; null where they are not on this machine.
 */
async function databaseCpu(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity');
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    used.set(pid, ms);
  }
  return used;
}

/**
 * What the database's processes used from `before` to `after`, per request. A process that
 * began meanwhile counts whole; one that ended meanwhile is missed (the pools keep theirs).
 */
function databaseCpuPerRequest(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
  requests: number,
): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total / Math.max(requests, 1);
}

type Server = { baseUrl: string; child: ChildProcess; stop: () => Promise<void> };

function withApplicationName(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

/**
 * Waits until the server has finished what it was asked: none of its connections in a
 * statement or a transaction, three looks in a row. autocannon stops at the end of a run with
 * requests still in flight, and the server goes on with them: at 64 connections on a 100 ms
 * endpoint, six seconds of work that would otherwise land in the next run and count against it.
 */
async function serverSettled(pool: pg.Pool): Promise<void> {
  const deadline = performance.now() + 120_000;
  for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where application_name = $1 and state in ('active', 'idle in transaction')`,
      [SERVER_APPLICATION],
    );
    quiet = rows[0]!.busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The real server (`src/server/main.ts`, production mode) on `url`, in a process of its own. */
export async function startServer(url: string): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // BENCH_SERVER_PROFILE=dir: the server's CPU profile over the whole run, written there on exit.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, ...SERVER_START_ARGS], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: withApplicationName(url, SERVER_APPLICATION),
      AUTH_SECRET,
      PUBLIC_URL: baseUrl,
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the end of what it wrote, for a server that fails: at LOG_LEVEL=info it writes a line
  // a request.
  const keep = (chunk: Buffer) => (log = (log + chunk).slice(-65_536));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Signs in over HTTP; returns the Cookie header. */
export async function signIn(
  baseUrl: string,
  email: string,
  password = BENCH_PASSWORD,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Calls of the API under /api/v1 as the signed-in `cookie`: each answers its JSON body (null
 * when empty) and the milliseconds it took, and throws on a status that is not 2xx.
 */
export function apiCaller(baseUrl: string, cookie: string) {
  return async (method: string, path: string, body?: object) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        cookie,
        origin: baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return {
      ms,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { id: string },
    };
  };
}

/**
 * What one person's round of calls sent: each call's statements, the ids the calls created (a
 * started timer's session), which the floor replaces with new ones every round, and when the
 * round ran (epoch ms), which the floor moves to when it replays it.
 */
type Script = { requests: LoggedQuery[][]; minted: string[]; ran: { from: number; to: number } };

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * A value of a replayed statement: a new id for a created one, and an instant of the round (the
 * timer's now) moved by `shift` ms. Replayed at the time it was captured, a timer's start would
 * overlap the session of the round before it, be refused and write nothing.
 */
function replayed(value: unknown, fresh: Map<unknown, string>, ran: Script['ran'], shift: number) {
  const id = fresh.get(value);
  if (id) return id;
  const at =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' && INSTANT.test(value)
        ? Date.parse(value)
        : NaN;
  if (!(at >= ran.from && at <= ran.to)) return value;
  const moved = new Date(at + shift);
  return value instanceof Date ? moved : moved.toISOString();
}

/** The middle value (the lower of two), or null where a run has none. */
function middle(values: (number | null)[]): number | null {
  if (values.some((value) => value === null)) return null;
  const sorted = (values as number[]).toSorted((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1]!;
}

/** Each figure's median over alternated runs; errors add up. */
function medianRun(runs: LoadRow['app'][]): LoadRow['app'] {
  return {
    rps: middle(runs.map((r) => r.rps))!,
    p50: middle(runs.map((r) => r.p50))!,
    p99: middle(runs.map((r) => r.p99))!,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuMs: middle(runs.map((r) => r.cpuMs)),
    databaseCpuMs: middle(runs.map((r) => r.databaseCpuMs)),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The least a run warms up before what it measures. */
const WARM_UP_SECONDS = 1;

type Usage = { cpuMs: number | null; database: Map<number, number> | null };

/**
 * The measured part of a run: `seconds` from the moment the run has warmed up and each of its
 * `connections` has had an answer. It counts what is answered inside it, and what the processes
 * used from its start to its end (`cpuMs`: what the measured process has used so far).
 *
 * A run that measured from its own start would count the opening of its connections, where the
 * bare pool's are open already: on this machine, under load, the server accepted autocannon's
 * 64 sockets one every 20 to 30 ms, so the last ones' first requests waited two seconds, and
 * those were the p99 of a five-second run.
 */
function measuredWindow(
  seconds: number,
  connections: number,
  monitor: pg.Pool,
  cpuMs: () => number | null,
) {
  const latencies: number[] = [];
  let errors = 0;
  let from = Infinity;
  let to = Infinity;
  let warmedUp = false;
  const answeredOnce = new Set<unknown>();
  const usage = async (): Promise<Usage> => ({
    cpuMs: cpuMs(),
    database: await databaseCpu(monitor),
  });
  let start: Promise<Usage> | undefined;
  let end: Promise<Usage> | undefined;
  let close: () => void;
  const closed = new Promise<void>((resolve) => (close = resolve));
  const open = () => {
    if (from !== Infinity || !warmedUp || answeredOnce.size < connections) return;
    from = performance.now();
    to = from + seconds * 1000;
    start = usage();
    setTimeout(() => {
      end = usage();
      close();
    }, seconds * 1000);
  };
  setTimeout(() => {
    warmedUp = true;
    open();
  }, WARM_UP_SECONDS * 1000);
  // Inside the window, or else the first answer on that connection, which may open it.
  const inside = (connection: unknown) => {
    const now = performance.now();
    if (now >= from && now <= to) return true;
    if (!answeredOnce.has(connection)) {
      answeredOnce.add(connection);
      open();
    }
    return false;
  };
  return {
    /** Whether the run goes on: the window has not closed. */
    running: () => performance.now() < to,
    /** Settles when the window closes. */
    closed,
    answered(connection: unknown, latencyMs: number) {
      if (inside(connection)) latencies.push(latencyMs);
    },
    failed(connection: unknown) {
      if (inside(connection)) errors += 1;
    },
    async result(): Promise<Run & { cpuMs: number | null }> {
      await closed;
      const [before, after] = await Promise.all([start!, end!]);
      latencies.sort((a, b) => a - b);
      const answered = Math.max(latencies.length, 1);
      return {
        rps: latencies.length / seconds,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        errors,
        cpuMs:
          before.cpuMs === null || after.cpuMs === null
            ? null
            : (after.cpuMs - before.cpuMs) / answered,
        databaseCpuMs: databaseCpuPerRequest(before.database, after.database, answered),
      };
    },
  };
}

/**
 * The floor: `workers` loops, each replaying its person's statements (`scripts[i % n]`, one
 * request's after another on one pooled client, as a request holds one), measured for `seconds`
 * after the warm-up.
 */
async function floor(
  pool: pg.Pool,
  monitor: pg.Pool,
  scripts: Script[],
  workers: number,
  seconds: number,
): Promise<LoadRow['floor']> {
  const window = measuredWindow(seconds, workers, monitor, () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  });
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const { requests, minted, ran } = scripts[w % scripts.length]!;
      let fresh = new Map<unknown, string>();
      let shift = 0;
      for (let r = 0; window.running(); r++) {
        const statements = requests[r % requests.length]!;
        // Each round of calls creates its rows anew, as the server would: with new ids, now, and
        // after the round before it ended.
        if (r % requests.length === 0) {
          fresh = new Map(minted.map((id) => [id, randomUUID()]));
          shift = Math.max(Date.now() - ran.from, shift + ran.to - ran.from + 1);
        }
        const started = performance.now();
        const client = await pool.connect();
        try {
          // As the server sent them: each after the answer to the one before, or, where it was
          // pipelined, right behind it.
          const sent: Promise<unknown>[] = [];
          for (const { text, values, name, pipelined } of statements) {
            if (!pipelined) await Promise.all(sent.splice(0));
            const query = client.query({
              text,
              values: values.map((v) => replayed(v, fresh, ran, shift)),
              ...(name ? { name } : {}),
            });
            query.catch(() => {});
            sent.push(query);
          }
          await Promise.all(sent);
          window.answered(w, performance.now() - started);
        } catch {
          window.failed(w);
          await client.query('rollback').catch(() => {});
        } finally {
          client.release();
        }
      }
    }),
  );
  const result = await window.result();
  return { ...result, cpuMs: result.cpuMs! };
}

/** autocannon against the server: each connection signs as `cookies[i % n]` and loops its calls. */
async function load(
  server: Server,
  monitor: pg.Pool,
  calls: Call[],
  cookies: string[],
  connections: number,
  seconds: number,
): Promise<LoadRow['app']> {
  const { baseUrl } = server;
  let next = 0;
  const requestsFor = (cookie: string) =>
    calls.map((call) => ({
      method: call.method,
      path: apiPath(call),
      headers: {
        cookie,
        origin: baseUrl,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    }));
  const window = measuredWindow(seconds, connections, monitor, () =>
    processCpuMs(server.child.pid),
  );
  let run!: autocannon.Instance;
  const finished = new Promise<void>((resolve, reject) => {
    run = autocannon(
      {
        url: baseUrl,
        connections,
        // Stopped when the window closes.
        duration: 3600,
        sampleInt: 100,
        timeout: 120,
        requests: requestsFor(cookies[0]!),
        setupClient: (client) => {
          (client as unknown as { setRequests: (r: unknown) => void }).setRequests(
            requestsFor(cookies[next++ % cookies.length]!),
          );
          const events = client as unknown as NodeJS.EventEmitter;
          events.on('response', (status: number, _bytes: number, latencyMs: number) => {
            if (status >= 200 && status < 300) window.answered(client, latencyMs);
            else window.failed(client);
          });
          events.on('connError', () => window.failed(client));
          events.on('timeout', () => window.failed(client));
        },
      },
      (error) => (error ? reject(error) : resolve()),
    );
  });
  await Promise.race([window.closed, finished]);
  run.stop();
  await finished;
  const result = await window.result();
  await serverSettled(monitor);
  return result;
}

/**
 * Runs every endpoint at each concurrency: first the server under autocannon, then its
 * statements through a bare pool. `capture` records, in this process, what one request of
 * each endpoint sends (for the timer: a start and a stop for each person).
 */
export async function measureLoad(options: {
  url: string;
  endpoints: Endpoint[];
  concurrency: number[];
  seconds: number;
  /** Runs of the server and of the floor, alternated; each figure is their median. */
  rounds: number;
  log: (line: string) => void;
}): Promise<LoadRow[]> {
  const { url, endpoints, concurrency, seconds, rounds, log } = options;
  const people = Math.max(...concurrency);
  const server = await startServer(url);
  const capture = connectDatabase(url, 4);
  const { app } = await buildApp({
    config: testConfig({
      authSecret: AUTH_SECRET,
      authRateLimit: 100_000,
      publicUrl: server.baseUrl,
    }),
    db: capture.db,
  });
  await app.ready();
  // Pipelining, as the server's pool does (connectDatabase).
  const pool = new pg.Pool({ connectionString: url, max: POOL, pipeline: true });
  // Its own connection, for the looks at the database during a run, when the floor's are busy.
  const monitor = new pg.Pool({ connectionString: url, max: 1 });
  const rows: LoadRow[] = [];
  try {
    const admin = [await signIn(server.baseUrl, LARGE_ADMIN_EMAIL)];
    const platform = [await signIn(server.baseUrl, PLATFORM_ADMIN_EMAIL)];
    const crowd: string[] = [];
    // People 61 on are tracked employees.
    for (let n = 61; n < 61 + people; n++) crowd.push(await signIn(server.baseUrl, personEmail(n)));
    const cookiesOf = (e: Endpoint) =>
      e.as === 'admin' ? admin : e.as === 'platform' ? platform : crowd;

    // A run ends mid-request: a timer it started must not stay running into the next one. The
    // timers' sessions (the dataset's are manual) go, so the dataset stays as it was written.
    const settle = async (endpoint: Endpoint) => {
      if (!endpoint.calls.some((c) => c.path === '/time/timer/start')) return;
      await pool.query(
        `delete from time_sessions where session_type = 'automatic'
         and user_id = any(select id from profiles where email = any($1))`,
        [Array.from({ length: people }, (_, i) => personEmail(61 + i))],
      );
    };

    for (const endpoint of endpoints) {
      await settle(endpoint);
      const cookies = cookiesOf(endpoint);
      // What one request sends, per signed-in person it runs as.
      const log$ = logQueries();
      const scripts: Script[] = [];
      try {
        for (const cookie of cookies) {
          const requests: LoggedQuery[][] = [];
          const minted: string[] = [];
          const from = Date.now();
          for (const call of endpoint.calls) {
            log$.take();
            const response = await app.inject({
              method: call.method,
              url: apiPath(call),
              headers: { cookie, origin: server.baseUrl },
              ...(call.body ? { payload: call.body } : {}),
            });
            if (response.statusCode >= 300)
              throw new Error(
                `${endpoint.name}: ${response.statusCode} ${response.body.slice(0, 300)}`,
              );
            requests.push(log$.take());
            if (response.statusCode === 201) minted.push((response.json() as { id: string }).id);
          }
          scripts.push({ requests, minted, ran: { from, to: Date.now() } });
        }
      } finally {
        log$.stop();
      }
      // Its statements, and the round trips they take: a pipelined one rides on the one before.
      const statements = scripts[0]!.requests
        .map((r) => `${r.length}/${r.filter((q) => !q.pipelined).length}`)
        .join(' + ');
      for (const connections of concurrency) {
        const run = endpoint.seconds ?? seconds;
        const appRuns: LoadRow['app'][] = [];
        const floorRuns: LoadRow['floor'][] = [];
        for (let round = 0; round < rounds; round++) {
          appRuns.push(await load(server, monitor, endpoint.calls, cookies, connections, run));
          await settle(endpoint);
          floorRuns.push(await floor(pool, monitor, scripts, connections, run));
          await settle(endpoint);
        }
        const appResult = medianRun(appRuns);
        const floorResult = {
          ...medianRun(floorRuns),
          cpuMs: middle(floorRuns.map((r) => r.cpuMs))!,
        };
        const row = { endpoint: endpoint.name, connections, app: appResult, floor: floorResult };
        rows.push(row);
        log(
          `  ${endpoint.name} × ${connections}: ${appResult.rps.toFixed(0)}/s (floor ${floorResult.rps.toFixed(0)}/s, ${statements} statements/round trips), p99 ${appResult.p99.toFixed(0)} ms (floor ${floorResult.p99.toFixed(0)} ms)${appResult.errors ? `, ${appResult.errors} errors` : ''}`,
        );
      }
    }
  } finally {
    await pool.end();
    await monitor.end();
    await app.close();
    await capture.close();
    await server.stop();
  }
  return rows;
}
