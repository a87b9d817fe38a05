// `npm run bench:gantt`: the Activities tab's Gantt with 2,000 activities and 3,000 links, in
// Debian's Chromium against the real server on a fresh embedded database. Prints a Markdown
// table for bench/RESULTS.md: load to first bars, re-render on a zoom change, and scrolling.
//
// BENCH_ACTIVITIES (2000) and BENCH_LINKS (3000) size the plan; BENCH_ROUNDS (5) zoom changes.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launchBrowser } from '../e2e/support/chromium';
import { embeddedDatabaseUrl, freePort, waitForHealth } from '../e2e/support/global-setup';

const root = path.resolve(import.meta.dirname, '..');
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 2000);
const LINKS = Number(process.env.BENCH_LINKS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DAY_MS = 86_400_000;

async function main() {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-needed.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-bench-gantt-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server, () => '(the log is above)');
    const { cookie, projectId, organizationId } = await projectThroughApi(baseUrl);
    const seeded = await seedPlan(embeddedDatabaseUrl(dataDir), organizationId, projectId);
    console.log(`Seeded ${ACTIVITIES} activities and ${seeded} links.`);
    const reads = await timeReads(baseUrl, cookie, projectId);
    const rows = [...reads, ...(await measure(baseUrl, cookie, projectId))];
    console.log(`\n| Gantt, ${ACTIVITIES} activities, ${seeded} links | value | note |`);
    console.log('| --- | --- | --- |');
    for (const [name, value, note] of rows) console.log(`| ${name} | ${value} | ${note} |`);
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
  const email = `gantt.${Date.now()}@bench.example.com`;
  const password = 'bench-password-1';
  await api(baseUrl, 'POST', '/api/auth/sign-up/email', {
    name: 'Gantt Bench',
    email,
    password,
    organizationName: 'Gantt Bench Org',
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
  return { cookie, projectId: project.id, organizationId: me.organization.id };
}

/** Activities over about a year around today, and acyclic links (earlier to later rows). */
async function seedPlan(url: string, organizationId: string, projectId: string) {
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

type Row = [string, string, string];

/** The two reads the tab makes before it draws: median of 5 each, from this process. */
async function timeReads(baseUrl: string, cookie: string, projectId: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of ['activities', 'schedule']) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await (
        await api(baseUrl, 'GET', `/api/v1/projects/${projectId}/${part}`, undefined, cookie)
      ).json();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `GET /projects/:id/${part} (median of 5)`,
      `${times[2]!.toFixed(0)} ms`,
      'over HTTP, JSON parsed',
    ]);
  }
  return rows;
}

async function measure(baseUrl: string, cookie: string, projectId: string): Promise<Row[]> {
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
    const page = await context.newPage();
    const loads: number[] = [];
    for (let round = 0; round < 3; round++) {
      await page.goto(`/dashboard/projects/${projectId}`);
      await page.locator('[data-link]').first().waitFor({ timeout: 120_000 });
      loads.push(await page.evaluate(() => performance.now()));
    }
    const bars = await page.locator('[data-gantt-bar]').count();

    const zooms: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const zoom of ['Day', 'Month', 'Week']) {
        zooms.push(
          await page.evaluate(async (label) => {
            const button = [...document.querySelectorAll('button')].find(
              (b) => b.textContent === label,
            )!;
            // No named helpers in here: tsx would wrap them in a __name the page lacks.
            performance.mark('zoom-start');
            const start = performance.now();
            button.click();
            await new Promise((resolve) => requestAnimationFrame(resolve));
            await new Promise((resolve) => requestAnimationFrame(resolve));
            performance.mark('zoom-painted');
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
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)]!;
    const p95 = (list: number[]) => sorted(list)[Math.floor(list.length * 0.95)]!;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const dropped = frames.filter((t) => t > 1000 / 60 + 4).length;
    return [
      [
        'Page load to first bars and links (median of 3)',
        ms(median(loads)),
        'navigation start to links drawn: API (activities, schedule with CPM) and render',
      ],
      [
        'Zoom change re-render (median)',
        ms(median(zooms)),
        `p95 ${ms(p95(zooms))}, ${zooms.length} changes, click to second frame`,
      ],
      ['Rows in the DOM', `${bars} of ${ACTIVITIES}`, `virtualized; ${drawnAfter} after scrolling`],
      [
        'Scroll frame time (median)',
        ms(median(frames)),
        `p95 ${ms(p95(frames))}; ${dropped} of ${frames.length} frames over 20 ms`,
      ],
    ];
  } finally {
    await browser.close();
  }
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

await main();
