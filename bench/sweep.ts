// `npm run bench:sweep`: every GET route of the API, or the addresses given, timed over HTTP on
// the large dataset of `npm run bench:data`: where to look next. Not a goal and no figure for
// bench/RESULTS.md, only the slowest first.
//
//   npm run bench:sweep
//   npm run bench:sweep -- '/platform/users?page=2000' '/projects/{projectId}/schedule'
//
// An address is under /api/v1 unless it starts with /api/; `{projectId}`, `{customerId}`,
// `{programId}`, `{userId}` and `{id}` (a person) stand for rows of the large organization.
// /api/v1/platform/… is asked as the platform administrator, the rest as the large
// organization's admin. BENCH_SAMPLES (5): requests each, of which the median is shown. Routes
// that stream (/events) are left out.
import pg from 'pg';
import { LARGE_ADMIN_EMAIL, LARGE_SUBDOMAIN, PLATFORM_ADMIN_EMAIL } from './dataset';
import { signIn, startServer } from './http-load';
import { openBenchTarget } from './target';

const SAMPLES = Math.max(1, Number(process.env.BENCH_SAMPLES ?? 5));

/** What stands for each `{name}` of a route: rows of the large organization. */
async function idsOf(pool: pg.Pool): Promise<Record<string, string>> {
  const first = async (statement: string) =>
    (await pool.query<{ id: string }>(statement, [LARGE_SUBDOMAIN])).rows[0]?.id ?? '';
  const inLarge = `organization_id = (select id from organizations where subdomain = $1)`;
  const person = await first(
    `select id from profiles where ${inLarge} and is_active order by id offset 100 limit 1`,
  );
  return {
    organizationId: await first(`select id from organizations where subdomain = $1`),
    projectId: await first(
      `select id from projects where ${inLarge} and status = 'active' order by name limit 1`,
    ),
    customerId: await first(`select id from customers where ${inLarge} order by name limit 1`),
    programId: await first(`select id from programs where ${inLarge} order by name limit 1`),
    userId: person,
    id: person,
  };
}

async function main() {
  const target = await openBenchTarget();
  const pool = new pg.Pool({ connectionString: target.url, max: 1 });
  const server = await startServer(target.url);
  try {
    const ids = await idsOf(pool);
    const admin = await signIn(server.baseUrl, LARGE_ADMIN_EMAIL);
    const platform = await signIn(server.baseUrl, PLATFORM_ADMIN_EMAIL);
    let paths = process.argv
      .slice(2)
      .map((path) => (path.startsWith('/api/') ? path : `/api/v1${path}`));
    if (paths.length === 0) {
      const document = (await (
        await fetch(`${server.baseUrl}/api/openapi.json`, { headers: { cookie: admin } })
      ).json()) as { paths: Record<string, { get?: unknown }> };
      paths = Object.entries(document.paths)
        .filter(([path, operations]) => operations.get && !path.endsWith('/events'))
        .map(([path]) => path);
    }
    const rows: { path: string; ms: number; kb: number; status: number }[] = [];
    for (const given of paths) {
      const path = given.replace(/\{(\w+)\}/g, (whole, name: string) => ids[name] || whole);
      const cookie = path.startsWith('/api/v1/platform/') ? platform : admin;
      const times: number[] = [];
      let kb = 0;
      let status = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${path}`, {
          headers: { cookie, origin: server.baseUrl },
        });
        kb = (await response.arrayBuffer()).byteLength / 1024;
        times.push(performance.now() - started);
        status = response.status;
      }
      times.sort((a, b) => a - b);
      rows.push({
        path: given.replace(/^\/api\/v1/, ''),
        ms: times[Math.floor(times.length / 2)]!,
        kb,
        status,
      });
    }
    rows.sort((a, b) => b.ms - a.ms);
    console.log(`GET over HTTP, median of ${SAMPLES}, slowest first:`);
    for (const row of rows)
      console.log(
        `${row.ms.toFixed(1).padStart(8)} ms ${row.kb.toFixed(0).padStart(6)} KB  ${row.status}  ${row.path}`,
      );
  } finally {
    await server.stop();
    await pool.end();
    await target.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
