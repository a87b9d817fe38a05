// `npm run bench:web`: how fast the web app shows its screens, in Debian's Chromium against the
// real server on a fresh embedded database. Prints a Markdown table for bench/RESULTS.md.
//
// One organization, seeded in SQL: a plan of 2,000 activities and 3,000 links, and beside it a
// portfolio for the admin's dashboard (300 projects with activities, people on them, budgets and
// risks, 200 people and 60 days of their time). Each screen is opened in a fresh tab several
// times; the app leaves a User Timing mark when the screen is ready with its data
// (`useMarkReady`, src/web/lib/mark-ready.ts), read with performance.getEntriesByName:
// navigation start → `stint:dashboard:ready` for /dashboard, → `stint:heat-map:ready` for the
// Resources page's Heat Map and → `stint:gantt:ready` for the project's Activities tab. Then a
// heat map cell's dialog, a dialog's first open (its code loaded then), and the Gantt's zoom
// change and scrolling.
//
// BENCH_ACTIVITIES (2000) and BENCH_LINKS (3000) size the plan; BENCH_PROJECTS (300) and
// BENCH_PEOPLE (200) the portfolio; BENCH_LOADS (10) page loads per screen after one warm-up;
// BENCH_ROUNDS (5) zoom changes of each level.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { embeddedDatabaseUrl, freePort, waitForHealth } from '../e2e/support/global-setup';
import { askOverWire } from './compression';
import { SERVER_START_ARGS } from '../src/server/start-args';

const root = path.resolve(import.meta.dirname, '..');
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 2000);
const LINKS = Number(process.env.BENCH_LINKS ?? 3000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 300);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 200);
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DAY_MS = 86_400_000;

export type BenchRow = { name: string; value: string; note: string };

/** Progress goes to stderr: stdout is the table only. */
const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Builds the web app if needed, starts the server on a fresh embedded database, seeds it, and
 * measures the dashboard's and the Gantt's page loads, the Gantt's zoom and scrolling.
 */
export async function benchWebRender(): Promise<BenchRow[]> {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-needed.ts'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) throw new Error('The web app did not build (its errors are above).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-bench-web-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, SERVER_START_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 2, 2],
  });
  try {
    await waitForHealth(baseUrl, server, () => '(the log is above)');
    const { cookie, projectId, organizationId, adminId } = await projectThroughApi(baseUrl);
    const url = embeddedDatabaseUrl(dataDir);
    const links = await seedPlan(url, organizationId, projectId);
    log(`Seeded ${ACTIVITIES} activities and ${links} links.`);
    const portfolio = await seedPortfolio(url, organizationId, adminId);
    log(`Seeded the dashboard: ${portfolio}.`);
    const data = {
      name: 'Data, seeded in SQL',
      value: `${ACTIVITIES.toLocaleString('en')} activities, ${links.toLocaleString('en')} links`,
      note: `the plan; beside it ${portfolio} for the dashboard`,
    };
    const reads = await timeReads(baseUrl, cookie, projectId);
    return [data, ...reads, ...(await measure(baseUrl, cookie, projectId))];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function api(baseUrl: string, method: string, url: string, body?: unknown, cookie = '') {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { origin: baseUrl, 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function projectThroughApi(baseUrl: string) {
  const email = `web.${Date.now()}@bench.example.com`;
  const password = 'bench-password-1';
  await api(baseUrl, 'POST', '/api/auth/sign-up/email', {
    name: 'Web Bench',
    email,
    password,
    organizationName: 'Web Bench Org',
  });
  const signedIn = await api(baseUrl, 'POST', '/api/auth/sign-in/email', { email, password });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const json = async (method: string, url: string, body?: unknown) =>
    (await (await api(baseUrl, method, url, body, cookie)).json()) as { id: string };
  await api(baseUrl, 'POST', '/api/v1/organization/complete-setup', {}, cookie);
  const me = (await (await api(baseUrl, 'GET', '/api/v1/me', undefined, cookie)).json()) as {
    id: string;
    organization: { id: string };
  };
  const customer = await json('POST', '/api/v1/customers', { name: 'Bench Customer' });
  const program = await json('POST', '/api/v1/programs', {
    name: 'Bench Program',
    customerId: customer.id,
  });
  const project = await json('POST', '/api/v1/projects', {
    name: 'Bench Plan',
    programId: program.id,
  });
  return {
    cookie,
    projectId: project.id,
    organizationId: me.organization.id,
    adminId: me.id,
  };
}

/** Activities over about a year around today, and acyclic links (earlier to later rows). */
export async function seedPlan(url: string, organizationId: string, projectId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const today = Math.floor(Date.now() / DAY_MS);
    const day = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
    const random = mulberry32(42);
    const ids: string[] = [];
    for (let from = 0; from < ACTIVITIES; from += 500) {
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let i = from; i < Math.min(ACTIVITIES, from + 500); i++) {
        const start = today - 120 + Math.floor((i / ACTIVITIES) * 300 + random() * 20);
        const length = i % 25 === 0 ? 0 : 1 + Math.floor(random() * 15);
        const p = values.length;
        rows.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`);
        values.push(
          organizationId,
          projectId,
          `Activity ${String(i + 1).padStart(4, '0')}`,
          day(start),
          day(start + length),
          length === 0,
          i,
        );
      }
      const result = await client.query<{ id: string }>(
        `insert into project_activities
           (organization_id, project_id, name, start_date, end_date, is_milestone, sort_order)
         values ${rows.join(', ')} returning id`,
        values,
      );
      ids.push(...result.rows.map((r) => r.id));
    }
    const pairs = new Set<string>();
    const types = ['FS', 'FS', 'FS', 'SS', 'FF', 'SF'];
    const links: [string, string, string, number][] = [];
    while (links.length < LINKS) {
      const a = Math.floor(random() * (ACTIVITIES - 1));
      const b = Math.min(ACTIVITIES - 1, a + 1 + Math.floor(random() * 30));
      const key = `${a}-${b}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      links.push([ids[a]!, ids[b]!, types[links.length % types.length]!, (links.length % 5) - 1]);
    }
    for (let from = 0; from < links.length; from += 500) {
      const values: unknown[] = [];
      const rows = links.slice(from, from + 500).map(([p, s, type, lag]) => {
        const n = values.length;
        values.push(organizationId, projectId, p, s, type, lag);
        return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6})`;
      });
      await client.query(
        `insert into activity_links
           (organization_id, project_id, predecessor_id, successor_id, type, lag)
         values ${rows.join(', ')}`,
        values,
      );
    }
    return links.length;
  } finally {
    await client.end();
  }
}

/**
 * The admin's organization as the dashboard reads it: PEOPLE people (users, tracked employees
 * and project managers, with hourly costs), 10 customers of 3 programs each, PROJECTS projects
 * in every status (created over the last year) with five activities, each with someone on it,
 * two effort lines, overhead and three risks, and every person's time on weekdays of the last
 * 60 days and earlier today. Returns what it made, for the table.
 */
async function seedPortfolio(url: string, org: string, adminId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run = (text: string, values: unknown[] = []) => client.query(text, [org, ...values]);
    await run(
      `with person as materialized (
         select gen_random_uuid() as id, n from generate_series(1, $2::int) n
       ), account as (
         insert into auth_users (id, name, email)
         select id, 'Person ' || n, 'person.' || n || '.' || $1::uuid || '@bench.example.com' from person
         returning id
       )
       insert into profiles (id, organization_id, full_name, email, hourly_cost, job_title)
       select id, $1::uuid, 'Person ' || n, 'person.' || n || '.' || $1::uuid || '@bench.example.com',
              40 + n % 60, (array['Consultant', 'Engineer', 'Analyst', 'Designer'])[1 + n % 4]
       from person`,
      [PEOPLE],
    );
    await run(
      `insert into user_roles (user_id, organization_id, role)
       select id, $1::uuid, case when n % 20 = 0 then 'project_manager'
                           when n % 4 = 0 then 'tracked_employee' else 'user' end
       from (select id, row_number() over (order by email) as n
             from profiles where organization_id = $1::uuid and id <> $2) p`,
      [adminId],
    );
    await run(
      `with customer as (
         insert into customers (organization_id, name)
         select $1::uuid, 'Customer ' || n from generate_series(1, 10) n returning id, name
       ), program as (
         insert into programs (organization_id, customer_id, name)
         select $1::uuid, c.id, c.name || ' program ' || k from customer c, generate_series(1, 3) k
         returning id
       ), numbered as (
         select id, row_number() over (order by id) - 1 as r from program
       ), manager as (
         select user_id as id, row_number() over (order by user_id) - 1 as r
         from user_roles where organization_id = $1::uuid and role = 'project_manager'
       )
       insert into projects (organization_id, program_id, name, project_code, status, revenue,
                             start_date, end_date, project_manager_id, created_by, created_at)
       select $1::uuid, p.id, 'Project ' || lpad(n::text, 4, '0'), 'P-' || lpad(n::text, 4, '0'),
              (array['active', 'active', 'active', 'planning', 'on_hold', 'completed', 'draft'])[1 + n % 7],
              50000 + (n * 7919) % 450000,
              current_date - 200 + n % 150, current_date + 30 + n % 300,
              m.id, $2, now() - (n * interval '1 day') * 365 / $3::int
       from generate_series(1, $3::int) n
       join numbered p on p.r = n % 30
       left join manager m on m.r = n % greatest(1, (select count(*) from manager))`,
      [adminId, PROJECTS],
    );
    const ours = `(select id, start_date, row_number() over (order by id) - 1 as r
                   from projects where organization_id = $1::uuid and project_code like 'P-%')`;
    await run(
      `insert into project_activities
         (organization_id, project_id, name, start_date, end_date, percent_complete, sort_order)
       select $1::uuid, p.id, 'Phase ' || k, p.start_date + (k - 1) * 50, p.start_date + k * 50 - 1,
              greatest(0, least(100, 100 - (k - 1) * 30 - p.r % 40)), k
       from ${ours} p, generate_series(1, 5) k`,
    );
    await run(
      `with person as (select id, row_number() over (order by id) - 1 as r
                       from profiles where organization_id = $1::uuid and id <> $2),
            activity as (select a.id, row_number() over (order by a.id) - 1 as r
                         from project_activities a join projects p on p.id = a.project_id
                         where a.organization_id = $1::uuid and p.project_code like 'P-%')
       insert into activity_assignments (organization_id, activity_id, resource_id, capacity_percentage)
       select $1::uuid, activity.id, person.id, 20 + (activity.r * 13) % 50
       from activity join person on person.r = activity.r % (select count(*) from person)`,
      [adminId],
    );
    await run(
      `with person as (select id, row_number() over (order by id) - 1 as r
                       from profiles where organization_id = $1::uuid and hourly_cost is not null)
       insert into project_budgets_effort (organization_id, project_id, resource_id, estimated_hours, hourly_rate)
       select $1::uuid, p.id, person.id, 100 + k * 40, 90 + k * 10
       from ${ours} p
       join generate_series(1, 2) k on true
       join person on person.r = (p.r * 7 + k) % (select count(*) from person)`,
    );
    await run(
      `insert into project_budgets_overhead (organization_id, project_id, category, amount)
       select $1::uuid, id, 'Travel', 1500 + r % 10 * 500 from ${ours} p`,
    );
    await run(
      `insert into risk_register (organization_id, project_id, risk_description, risk_level, status)
       select $1::uuid, p.id, 'Risk ' || k || ' of ' || p.r,
              (array['low', 'medium', 'high', 'critical'])[1 + (p.r + k) % 4],
              (array['potential', 'potential', 'materialized', 'mitigated'])[1 + (p.r * 3 + k) % 4]
       from ${ours} p, generate_series(1, 3) k`,
    );
    // Every weekday of the last 60 days: a morning and an afternoon on two of the open
    // projects; today, a session that ended before now.
    const sessions = await run(
      `with person as (select id, row_number() over (order by id) - 1 as r
                       from profiles where organization_id = $1::uuid and id <> $2),
            project as (select id, row_number() over (order by id) - 1 as r from projects
                        where organization_id = $1::uuid and project_code like 'P-%'
                          and status in ('active', 'planning')),
            projects_count as (select count(*) as n from project),
            slot as (
              select person.id as user_id, person.r, d, k,
                     current_date - d + (case k when 1 then interval '8 hours' else interval '13 hours' end) as start,
                     90 + (person.r * 31 + d * 7 + k * 11) % 150 as minutes
              from person, generate_series(1, 60) d, generate_series(1, 2) k
              where extract(isodow from current_date - d) < 6
            )
       insert into time_sessions (organization_id, user_id, project_id, start_time, end_time,
                                  duration_minutes, is_billable, session_type)
       select $1::uuid, slot.user_id, project.id, slot.start, slot.start + slot.minutes * interval '1 minute',
              slot.minutes, (slot.r + slot.d) % 5 <> 0, 'manual'
       from slot, projects_count
       join project on true
       where project.r = (slot.r * 3 + slot.k) % projects_count.n
       union all
       select $1::uuid, person.id, project.id, t.start, t.start + t.length, floor(extract(epoch from t.length) / 60)::int,
              true, 'manual'
       from person, projects_count
       join project on true
       cross join lateral (select date_trunc('day', now()) + (now() - date_trunc('day', now())) * 0.2 as start,
                                  (now() - date_trunc('day', now())) * 0.5 as length) t
       where project.r = person.r % projects_count.n and person.r % 2 = 0
         and t.length > interval '0'`,
      [adminId],
    );
    await client.query('analyze');
    return `${PROJECTS} projects, ${PEOPLE} people, ${(sessions.rowCount ?? 0).toLocaleString('en')} sessions`;
  } finally {
    await client.end();
  }
}

/**
 * The two reads the tab makes before it draws and the dashboard's: median of 5 each, asked as
 * a browser asks (Brotli welcome, so the server's compressing is in the time) and uncompressed,
 * with the bytes each way.
 */
async function timeReads(baseUrl: string, cookie: string, projectId: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const reads: [string, string, string][] = [
    ['GET /projects/:id/activities', `/api/v1/projects/${projectId}/activities`, 'over HTTP'],
    [
      'GET /projects/:id/schedule',
      `/api/v1/projects/${projectId}/schedule`,
      'CPM over the plan included',
    ],
    ['GET /dashboard/overview', '/api/v1/dashboard/overview', 'the admin'],
  ];
  for (const [name, url, note] of reads) {
    // Alternated, so that neither way has the warmer database or server.
    const times = { br: [] as number[], identity: [] as number[] };
    const bytes = { br: 0, identity: 0 };
    for (let i = 0; i < 6; i++) {
      for (const encoding of ['br', 'identity'] as const) {
        const start = performance.now();
        const answer = await askOverWire(baseUrl, url, cookie, encoding);
        JSON.parse(answer.text);
        if (i > 0) times[encoding].push(performance.now() - start);
        bytes[encoding] = answer.bytes;
      }
    }
    rows.push({
      name: `${name} (median of 5)`,
      value: `${ms(median(times.br))}, ${ms(median(times.identity))}`,
      note: `${note}; Brotli, then uncompressed: ${kb(bytes.br)} of ${kb(bytes.identity)} sent; JSON parsed; after 1 warm-up`,
    });
  }
  return rows;
}

/** Of one load: when it was ready, its reads answered and asked, and their bytes as sent. */
type Load = { ready: number; data: number; started: number; sent: number };

/**
 * A network of the kind people use the app over, emulated by Chromium (CDP): each request
 * waits a round trip and shares the bandwidth. Over loopback, what is sent costs nothing.
 */
const NETWORK = { latency: 40, downMbit: 20, upMbit: 5 };
const NETWORK_LABEL = `${NETWORK.latency} ms round trip, ${NETWORK.downMbit} Mbit/s down, ${NETWORK.upMbit} up`;

/** How a load is made: over loopback or NETWORK, with the API's answers compressed or not. */
type LoadWay = { network?: boolean; uncompressedApi?: boolean };

/**
 * One fresh page load of `url` in a new tab: navigation start → `mark`, → the last of the
 * screen's reads (`reads`, paths the API answered) received, and → the first of them asked.
 */
async function loadOnce(
  context: BrowserContext,
  url: string,
  mark: string,
  reads: string[],
  way: LoadWay = {},
): Promise<Load> {
  const page = await context.newPage();
  if (way.network || way.uncompressedApi) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (way.network)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: NETWORK.latency,
        downloadThroughput: (NETWORK.downMbit * 1_000_000) / 8,
        uploadThroughput: (NETWORK.upMbit * 1_000_000) / 8,
      });
    // Asked of Chromium itself: page.route would turn the browser's cache off as well. Only the
    // page and the API's answers are asked for: the scripts come from the cache.
    if (way.uncompressedApi)
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': 'identity' } });
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(url);
    await page
      .waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
        timeout: 120_000,
      })
      .catch(async (error: Error) => {
        const text = (await page.locator('body').innerText()).slice(0, 600);
        throw new Error(
          `${url}: no ${mark} (${error.message.split('\n')[0]}).\nErrors: ${errors.join(' | ') || 'none'}\nPage: ${text}`,
        );
      });
    if (process.env.BENCH_TIMELINE) log(await timeline(page, url));
    // No named helpers in here: tsx would wrap them in a __name the page lacks.
    return await page.evaluate(
      ({ name, paths }) => {
        const ready = performance.getEntriesByName(name, 'mark')[0]!.startTime;
        const fetched = performance
          .getEntriesByType('resource')
          .filter((entry) => paths.includes(new URL(entry.name).pathname))
          .map((entry) => entry as PerformanceResourceTiming);
        if (fetched.length < paths.length) throw new Error(`Not every read of ${name} was seen`);
        return {
          ready,
          data: Math.max(...fetched.map((entry) => entry.responseEnd)),
          started: Math.min(...fetched.map((entry) => entry.startTime)),
          sent: fetched.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        };
      },
      { name: mark, paths: reads },
    );
  } finally {
    await page.close();
  }
}

/** BENCH_TIMELINE=1: every request of one load, from navigation start (to find a waterfall). */
async function timeline(page: Page, url: string) {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [
        entry.name,
        entry.startTime,
        (entry as PerformanceResourceTiming).responseEnd,
      ])
      .concat(
        performance.getEntriesByType('mark').map((entry) => [entry.name, entry.startTime, 0]),
      ),
  );
  return [
    url,
    ...entries.map(([name, start, end]) => {
      const what = String(name).replace(/^https?:\/\/[^/]+/, '');
      return `  ${Number(start).toFixed(0).padStart(5)} → ${Number(end).toFixed(0).padStart(5)}  ${what}`;
    }),
  ].join('\n');
}

async function loads(
  context: BrowserContext,
  url: string,
  mark: string,
  reads: string[],
  way: LoadWay = {},
) {
  await loadOnce(context, url, mark, reads, way); // warm-up: the server's first queries, the cache
  const all: Load[] = [];
  for (let i = 0; i < LOADS; i++) all.push(await loadOnce(context, url, mark, reads, way));
  return all;
}

/** Rows for one screen's loads: to ready, to its reads, and ready after its reads. */
function loadRows(screen: string, mark: string, reads: string, all: Load[], target: string) {
  const ready = all.map((l) => l.ready);
  const started = all.map((l) => l.started);
  const data = all.map((l) => l.data);
  const render = all.map((l) => l.ready - l.data);
  const of = `median of ${all.length} fresh loads`;
  return [
    {
      name: `${screen}: navigation start → \`${mark}\``,
      value: ms(median(ready)),
      note: `${of}, p95 ${ms(p95(ready))}; ${target}`,
    },
    {
      name: `${screen}: navigation start → ${reads} asked, answered`,
      value: `${ms(median(started))}, ${ms(median(data))}`,
      note: `p95 ${ms(p95(started))}, ${ms(p95(data))}; the app's start, then the API (Resource Timing)`,
    },
    {
      name: `${screen}: ${reads} answered → ready`,
      value: ms(median(render)),
      note: `p95 ${ms(p95(render))}; JSON parsed and the screen rendered`,
    },
  ] satisfies BenchRow[];
}

/** The heat map's cells opened one after another: each click to its dialog's second frame. */
async function heatMapCells(context: BrowserContext) {
  const page = await context.newPage();
  try {
    await page.goto('/dashboard/resources?tab=heat-map');
    await page.waitForFunction(() => performance.getEntriesByName('stint:heat-map:ready').length);
    const map = page.getByRole('table', { name: 'Load by person and week' });
    const rows = await map.getByRole('rowheader').count();
    const opens: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      opens.push(
        // No named helpers in here: tsx would wrap them in a __name the page lacks.
        await page.evaluate(async (n) => {
          const cells = document.querySelectorAll<HTMLButtonElement>(
            'table[aria-label="Load by person and week"] tbody button',
          );
          const start = performance.now();
          cells[(n * 13) % cells.length]!.click();
          while (!document.querySelector('[role="dialog"]'))
            await new Promise((resolve) => requestAnimationFrame(resolve));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return performance.now() - start;
        }, i),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return { opens, rows };
  } finally {
    await page.close();
  }
}

/**
 * A dialog loaded when first opened (Add Customer): on a freshly loaded page each time, a second
 * after the button shows (as a person takes it in), the click to the dialog's second frame. Its
 * code comes from the browser's cache after the first page; WhenOpened asks for it when idle.
 */
async function firstDialogOpens(context: BrowserContext) {
  const opens: number[] = [];
  for (let i = 0; i <= LOADS; i++) {
    const page = await context.newPage();
    try {
      await page.goto('/dashboard/customers');
      await page.getByRole('button', { name: 'Add Customer' }).waitFor();
      await page.waitForTimeout(1_000);
      const ms = await page.evaluate(async () => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Add Customer',
        )!;
        const start = performance.now();
        button.click();
        while (!document.querySelector('[role="dialog"]'))
          await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now() - start;
      });
      if (i > 0) opens.push(ms); // the first is the warm-up: the code's first download
    } finally {
      await page.close();
    }
  }
  return opens;
}

async function measure(baseUrl: string, cookie: string, projectId: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: baseUrl };
      }),
    );
    const loadBefore = os.loadavg()[0]!;
    const dashboard = await loads(context, '/dashboard', 'stint:dashboard:ready', [
      '/api/v1/dashboard/overview',
    ]);
    const ganttReads = [
      `/api/v1/projects/${projectId}/activities`,
      `/api/v1/projects/${projectId}/schedule`,
    ];
    const ganttUrl = `/dashboard/projects/${projectId}`;
    const gantt = await loads(context, ganttUrl, 'stint:gantt:ready', ganttReads);
    // Over a real network's round trips and bandwidth, with the scripts in the browser's cache
    // (a returning visitor), as shipped and with the API's answers uncompressed.
    const overNetwork = await loads(context, ganttUrl, 'stint:gantt:ready', ganttReads, {
      network: true,
    });
    const overNetworkUncompressed = await loads(
      context,
      ganttUrl,
      'stint:gantt:ready',
      ganttReads,
      {
        network: true,
        uncompressedApi: true,
      },
    );

    const heatMap = await loads(
      context,
      '/dashboard/resources?tab=heat-map',
      'stint:heat-map:ready',
      ['/api/v1/resources/heat-map'],
    );
    const heat = await heatMapCells(context);
    const dialogOpens = await firstDialogOpens(context);

    const page = await context.newPage();
    await page.goto(`/dashboard/projects/${projectId}`);
    await page.waitForFunction(() => performance.getEntriesByName('stint:gantt:ready').length > 0);
    const bars = await page.locator('[data-gantt-bar]').count();
    const zooms: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const zoom of ['Day', 'Month', 'Week']) {
        zooms.push(
          await page.evaluate(async (label) => {
            const button = [...document.querySelectorAll('button')].find(
              (b) => b.textContent === label,
            )!;
            const start = performance.now();
            button.click();
            await new Promise((resolve) => requestAnimationFrame(resolve));
            await new Promise((resolve) => requestAnimationFrame(resolve));
            return performance.now() - start;
          }, zoom),
        );
      }
    }
    // Scrolling: 150 frames of 5 rows down and 40 px right each; frame times as painted.
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="gantt-scroller"]')!;
      scroller.scrollTop = 0;
      const times: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 150; i++) {
        scroller.scrollTop += 180;
        scroller.scrollLeft += 40;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times;
    });
    const drawnAfter = await page.locator('[data-gantt-bar]').count();
    const dropped = frames.filter((t) => t > 1000 / 60 + 4).length;
    const plan = `${ACTIVITIES.toLocaleString('en')} activities`;
    return [
      ...loadRows('Dashboard', 'stint:dashboard:ready', 'overview', dashboard, 'no target'),
      ...loadRows(
        'Gantt',
        'stint:gantt:ready',
        'activities and schedule',
        gantt,
        `target: Gantt ${plan} < 300 ms`,
      ),
      ...(
        [
          ['the API compressed, as shipped', overNetwork],
          ['the API uncompressed', overNetworkUncompressed],
        ] as const
      ).map(([how, all]) => ({
        name: `Gantt over ${NETWORK_LABEL}, ${how}: navigation start → ready, → the reads answered`,
        value: `${ms(median(all.map((l) => l.ready)))}, ${ms(median(all.map((l) => l.data)))}`,
        note: `median of ${all.length} fresh loads, p95 ${ms(p95(all.map((l) => l.ready)))}; the reads ${kb(median(all.map((l) => l.sent)))}; scripts cached; network emulated by Chromium`,
      })),
      ...loadRows(
        `Heat map, ${PEOPLE + 1} people × 12 weeks`,
        'stint:heat-map:ready',
        'the map',
        heatMap,
        "no target (the server's answer is: heat map 500 × 12 < 200 ms)",
      ),
      {
        name: 'Heat map: a cell clicked → its dialog drawn (median)',
        value: ms(median(heat.opens)),
        note: `p95 ${ms(p95(heat.opens))}, ${heat.opens.length} cells, click to the second frame; ${heat.rows} of ${PEOPLE + 1} rows in the DOM (virtualized)`,
      },
      {
        name: 'A dialog loaded when first opened (Add Customer): click → drawn (median)',
        value: ms(median(dialogOpens)),
        note: `p95 ${ms(p95(dialogOpens))}, ${dialogOpens.length} fresh page loads, clicked 1 s after the button showed, to the second frame`,
      },
      {
        name: 'Gantt: zoom change re-render (median)',
        value: ms(median(zooms)),
        note: `p95 ${ms(p95(zooms))}, ${zooms.length} changes, click to the second frame`,
      },
      {
        name: 'Gantt: scroll frame time (median)',
        value: ms(median(frames)),
        note: `p95 ${ms(p95(frames))}; ${dropped} of ${frames.length} frames over 20 ms (5 rows down, 40 px right each)`,
      },
      {
        name: 'Gantt: rows in the DOM',
        value: `${bars} of ${ACTIVITIES.toLocaleString('en')}`,
        note: `virtualized; ${drawnAfter} after scrolling`,
      },
      {
        name: 'Machine load average (1 min), before the page loads and after the scrolling',
        value: `${loadBefore.toFixed(1)}, ${os.loadavg()[0]!.toFixed(1)}`,
        note: `${os.cpus().length} cores: above that, other work shared the machine`,
      },
    ];
  } finally {
    await browser.close();
  }
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)]!;
/** Nearest rank: of 10 loads, the slowest. */
const p95 = (list: number[]) => sorted(list)[Math.ceil(list.length * 0.95) - 1]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

if (process.argv[1] === import.meta.filename) {
  const rows = await benchWebRender();
  console.log('\n| measure | value | note |\n| --- | --- | --- |');
  for (const { name, value, note } of rows) console.log(`| ${name} | ${value} | ${note} |`);
}
