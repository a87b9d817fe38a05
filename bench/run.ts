// `npm run bench`: Stint at scale, over HTTP, on the large dataset of `npm run bench:data`
// (written first when missing), in the embedded PostgreSQL or BENCH_DATABASE_URL. Prints a
// Markdown section (date, machine, commit) and appends it to bench/RESULTS.md.
//
// BENCH_SECONDS (5) each load run; BENCH_CONNECTIONS ("1,16,64"); BENCH_ONLY ("load",
// "compression", "imports", "deletes", "jobs", "web") one part, where load includes compression;
// BENCH_ENDPOINTS ("timer,heat map") the endpoints whose names hold one of these; BENCH_ROUNDS
// (1) runs of each, alternated with the floor's, of which each figure is the median;
// BENCH_NO_WRITE=1 prints without appending; BENCH_SERVER_PROFILE=dir writes the server's CPU
// profile of the load runs there (open it in Chrome's DevTools); BENCH_LOG_LEVEL (warn) the
// server's LOG_LEVEL, `info` (the default of `npm start`) to count its line a request. The web
// part is `npm run bench:web` (its own seeded server, in Chromium) and the bundle of
// `npm run build`.
import { execSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { FULL_SIZE, generateDataset, hasDataset, LARGE_SUBDOMAIN } from './dataset';
import { type Endpoint, type LoadRow, measureLoad } from './http-load';
import { FIRST_PAGES, initialJavaScriptByRoute } from '../scripts/bundle-size';
import { measureCompression } from './compression';
import { measureDeletes } from './deletes';
import { measureImports } from './imports';
import { measureJobs } from './jobs';
import { openBenchTarget } from './target';
import { benchWebRender } from './web';

export type Measure = { name: string; value: string; target: string };

const REFERENCE = 'health: HTTP and one `select 1` (reference)';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Runs of the endpoints that take the server 100 ms or more (see Endpoint.seconds). */
const HEAVY_SECONDS = Math.max(SECONDS, 15);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const only = process.env.BENCH_ONLY;

async function main() {
  const target = await openBenchTarget();
  const handle = connectDatabase(target.url, 4, { pipeline: false });
  const measures: Measure[] = [];
  let load: LoadRow[] = [];
  try {
    await migrateDatabase(handle);
    if (!(await hasDataset(handle.pool))) {
      console.log('No bench dataset yet: writing it (npm run bench:data)...');
      const started = performance.now();
      await generateDataset(handle.pool, FULL_SIZE, (line) => console.log(line));
      measures.push({
        name: 'bench:data, the whole dataset by COPY',
        value: `${((performance.now() - started) / 1000).toFixed(0)} s`,
        target: 'minutes',
      });
    }
    const { rows } = await handle.pool.query<{ id: string; programId: string }>(
      `select p.id, p.program_id as "programId" from projects p
         join organizations o on o.id = p.organization_id
       where o.subdomain = $1 and p.status = 'active' order by p.name limit 1`,
      [LARGE_SUBDOMAIN],
    );
    const project = rows[0]!;
    const projectId = project.id;
    const endpoints: Endpoint[] = [
      {
        // Not a goal: what the HTTP exchange alone costs beside one round trip, the least any
        // endpoint pays. An endpoint whose statements are as cheap cannot get nearer its floor.
        name: REFERENCE,
        as: 'admin',
        calls: [{ method: 'GET', path: '/api/health' }],
      },
      {
        name: 'project list (50 rows)',
        as: 'admin',
        calls: [{ method: 'GET', path: '/projects?pageSize=50' }],
      },
      {
        name: 'project detail',
        as: 'admin',
        calls: [{ method: 'GET', path: `/projects/${projectId}` }],
      },
      {
        // Every signed-in page asks for it, and again every minute: the newest 10 and how many
        // are unread, among the person's 200.
        name: 'notifications bell',
        as: 'admin',
        calls: [{ method: 'GET', path: '/notifications?limit=10' }],
      },
      {
        name: 'timer start + stop',
        as: 'people',
        calls: [
          { method: 'POST', path: '/time/timer/start', body: { projectId } },
          { method: 'POST', path: '/time/timer/stop', body: {} },
        ],
      },
      {
        name: 'dashboard',
        as: 'admin',
        seconds: HEAVY_SECONDS,
        calls: [{ method: 'GET', path: '/dashboard/overview' }],
      },
      {
        // The Management block of the admin's dashboard, beside the overview.
        name: 'dashboard management block',
        as: 'admin',
        seconds: HEAVY_SECONDS,
        calls: [{ method: 'GET', path: '/dashboard/management' }],
      },
      {
        name: 'analytics overview',
        as: 'admin',
        seconds: HEAVY_SECONDS,
        calls: [{ method: 'GET', path: '/analytics' }],
      },
      {
        name: 'heat map 500 × 12',
        as: 'admin',
        seconds: HEAVY_SECONDS,
        calls: [{ method: 'GET', path: '/resources/heat-map?weeks=12' }],
      },
      { name: 'audit log page', as: 'admin', calls: [{ method: 'GET', path: '/audit-log' }] },
      { name: 'people list (50 rows)', as: 'admin', calls: [{ method: 'GET', path: '/users' }] },
      {
        // Each person's 30-day utilization, of all 500: 45,000 sessions summed a request.
        name: 'resources overview (500 people)',
        as: 'admin',
        calls: [{ method: 'GET', path: '/resources/overview' }],
      },
      {
        name: 'capacity tab (20 people)',
        as: 'admin',
        calls: [{ method: 'GET', path: '/resources/capacity' }],
      },
      {
        name: 'platform subscribers page',
        as: 'platform',
        calls: [{ method: 'GET', path: '/platform/organizations' }],
      },
      {
        // Every organization's admins (100,200) that a search holds, as its first letters are
        // typed: it matches nearly all of them.
        name: 'platform users, a search most match',
        as: 'platform',
        calls: [{ method: 'GET', path: '/platform/users?search=bench' }],
      },
      {
        // The middle of the admins' 4,008 pages, the farthest from either end.
        name: 'platform users, page 2,000',
        as: 'platform',
        calls: [{ method: 'GET', path: '/platform/users?page=2000' }],
      },
      {
        // What the platform's administrators did, among the 370,000 rows of every organization.
        name: 'platform audit log page',
        as: 'platform',
        calls: [{ method: 'GET', path: '/platform/audit-log' }],
      },
    ];
    const picked = process.env.BENCH_ENDPOINTS?.split(',');
    if (!only || only === 'load') {
      console.log(`HTTP load, ${SECONDS} s a run, at ${CONNECTIONS.join(', ')} connections:`);
      load = await measureLoad({
        url: target.url,
        endpoints: picked
          ? endpoints.filter((e) => picked.some((p) => e.name.includes(p)))
          : endpoints,
        concurrency: CONNECTIONS,
        seconds: SECONDS,
        rounds: ROUNDS,
        log: (line) => console.log(line),
      });
    }
    if (!only || only === 'load' || only === 'compression') {
      console.log('Compressed answers, Brotli against none:');
      measures.push(
        ...(await measureCompression({
          url: target.url,
          endpoints: picked
            ? endpoints.filter((e) => picked.some((p) => e.name.includes(p)))
            : endpoints,
          log: (line) => console.log(line),
        })),
      );
    }
    if (!only || only === 'imports') {
      console.log('Imports and report export:');
      measures.push(...(await measureImports(target.url, (line) => console.log(line))));
    }
    if (!only || only === 'deletes') {
      console.log('Deletes:');
      measures.push(...(await measureDeletes(target.url, project, (line) => console.log(line))));
    }
    if (!only || only === 'jobs') {
      console.log('Jobs on a clock:');
      measures.push(...(await measureJobs(handle.db, (line) => console.log(line))));
    }
  } finally {
    await handle.close();
    await target.stop();
  }
  if (!only || only === 'web') {
    console.log('Web: initial JavaScript per page, and rendering in Chromium...');
    // benchWebRender builds the web app when the build is missing or stale.
    for (const row of await benchWebRender())
      measures.push({ name: `Chromium: ${row.name}`, value: row.value, target: row.note });
    for (const { route, kb } of initialJavaScriptByRoute())
      measures.push({
        name: `initial JavaScript, ${route}`,
        value: `${kb.toFixed(1)} KB`,
        target: FIRST_PAGES.includes(route) ? 'at most 130 KB gzipped' : 'under 200 KB gzipped',
      });
  }
  const section = report(target.label, load, measures);
  console.log(`\n${section}`);
  if (!process.env.BENCH_NO_WRITE)
    appendFileSync(path.join(import.meta.dirname, 'RESULTS.md'), `\n${section}`);
}

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** The Markdown section a run prints and appends to RESULTS.md. */
function report(database: string, load: LoadRow[], measures: Measure[]): string {
  const cpu = os.cpus();
  const lines = [
    `## \`npm run bench\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${database}. Commit ${commit()}. Dataset: 100,200 organizations; the large one has 500 people, 2,000 projects, 40,000 activities with links, 1,000,000 time sessions over two years, about 60,000 with a break.`,
  ];
  if (load.length > 0) {
    const ratio = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)} %` : '-');
    const reference = new Map(
      load.filter((r) => r.endpoint === REFERENCE).map((r) => [r.connections, r]),
    );
    // The floor's time a request with the HTTP exchange's added: what the reference's requests
    // took beyond its own floor's (the server's HTTP work and autocannon's, on the same cores).
    const withHttp = (r: LoadRow) => {
      const http = reference.get(r.connections);
      if (!http || r.endpoint === REFERENCE) return '-';
      const exchange = 1 / http.app.rps - 1 / http.floor.rps;
      return ratio(r.app.rps, 1 / (1 / r.floor.rps + exchange));
    };
    lines.push(
      '',
      `HTTP load (autocannon, ${SECONDS} s a run measured from the later of its first second and each connection's first answer, so on connections already open and busy, each run once the server has finished the requests of the one before${ROUNDS > 1 ? `; each figure the median of ${ROUNDS} runs, alternated with the floor's` : ''}) beside the floor: the same statements through a bare \`pg\` pool of 20 at the same concurrency, each sent as the server sent it (right behind the one before where the server pipelined it). Goal: throughput ≥ 70 % of the floor, p99 ≤ 1.5 × the floor's. The health row is no goal but a reference: what the HTTP exchange alone adds to one \`select 1\`, so how near its floor an endpoint of a few cheap statements can get at all. Of floor and HTTP: the same ratio against the floor's time a request plus what the reference's requests took beyond their own floor's at the same concurrency (the server's HTTP work and the load generator's, on the same cores), so what is left is the server's own work: routing, the session, SQL built and rows mapped, the answer written. A request is one call: the timer's are a start or a stop each, so its pairs a second are half its req/s. CPU ms/req: what a request cost the server's process, and the bare pool's (the bench's own process) for the same statements; they drift less than throughput on a shared machine. Database CPU ms/req: what it cost PostgreSQL's processes, under the server and under the bare pool.`,
      '',
      '| endpoint | connections | req/s | floor req/s | of floor | of floor and HTTP | p50 ms | p99 ms | floor p99 ms | p99 × floor | errors | server CPU ms/req | floor CPU ms/req | database CPU ms/req | floor database CPU ms/req |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...load.map(
        (r) =>
          `| ${r.endpoint} | ${r.connections} | ${r.app.rps.toFixed(0)} | ${r.floor.rps.toFixed(0)} | ${ratio(r.app.rps, r.floor.rps)} | ${withHttp(r)} | ${r.app.p50.toFixed(0)} | ${r.app.p99.toFixed(1)} | ${r.floor.p99.toFixed(1)} | ${(r.app.p99 / Math.max(r.floor.p99, 0.1)).toFixed(2)} | ${r.app.errors + r.floor.errors} | ${r.app.cpuMs?.toFixed(2) ?? '-'} | ${r.floor.cpuMs.toFixed(2)} | ${r.app.databaseCpuMs?.toFixed(2) ?? '-'} | ${r.floor.databaseCpuMs?.toFixed(2) ?? '-'} |`,
      ),
    );
  }
  if (measures.length > 0)
    lines.push(
      '',
      '| measure | value | target |',
      '| --- | ---: | --- |',
      ...measures.map((m) => `| ${m.name} | ${m.value} | ${m.target} |`),
    );
  return `${lines.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
