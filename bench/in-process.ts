// `npm run bench:in-process`: the earlier benches, each on data it seeds itself in a fresh
// database, through app.inject (no HTTP): customers import, heat map, platform console,
// Analytics and the timer. `npm run bench` (bench/run.ts) measures over HTTP on the large dataset.
//
// BENCH_ONLY_TIMER=1 only the timer; BENCH_ONLY_HEAT_MAP=1 only the heat map (BENCH_HEAT_PEOPLE, 500);
// BENCH_ONLY_PLATFORM=1 only the platform console (BENCH_ORGANIZATIONS, 100000);
// BENCH_ONLY_ANALYTICS=1 only Analytics (500 people, 2,000 projects, BENCH_SESSIONS 1000000);
// BENCH_PEOPLE (40) people starting and stopping at once;
// BENCH_HISTORY (1000) earlier sessions each; BENCH_POOL (20) connections; BENCH_PG_SETTINGS
// extra settings of the embedded server ("name=value ..."); BENCH_PG_LOG=1 its log on stderr;
// BENCH_STATEMENTS=1 the statements it spent most time on (needs pg_stat_statements preloaded).
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import {
  newSignUp,
  sessionCookie,
  signIn,
  signUp,
  TEST_ORIGIN,
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
    const settings = process.env.BENCH_PG_SETTINGS?.split(' ').filter(Boolean) ?? [];
    const server = await startEmbeddedPostgres(
      path.join(dir, 'pg'),
      process.env.BENCH_PG_LOG ? (line) => console.error(line) : () => {},
      settings,
    );
    await server.createDatabase('bench');
    url = server.url('bench');
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const handle = connectDatabase(url, Number(process.env.BENCH_POOL ?? 20));
  await migrateDatabase(handle);
  // Production's answers: sent as made, not checked against their schemas (decision 0007).
  const { app } = await buildApp({ config: testConfig({ env: 'production' }), db: handle.db });
  await app.ready();
  const results: Result[] = [];
  try {
    const only = process.env.BENCH_ONLY_TIMER
      ? 'timer'
      : process.env.BENCH_ONLY_HEAT_MAP
        ? 'heat'
        : process.env.BENCH_ONLY_PLATFORM
          ? 'platform'
          : process.env.BENCH_ONLY_ANALYTICS
            ? 'analytics'
            : null;
    if (!only) results.push(...(await benchCustomerImport(app)));
    if (!only || only === 'heat') results.push(...(await benchHeatMap(app, handle.db)));
    if (!only || only === 'platform') results.push(...(await benchPlatform(app, handle.db)));
    if (!only || only === 'analytics') results.push(...(await benchAnalytics(app, handle.db)));
    if (!only || only === 'timer') results.push(...(await benchTimer(app, handle.db)));
    if (process.env.BENCH_STATEMENTS) await printStatements(handle.db);
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
      headers: { cookie, origin: TEST_ORIGIN },
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

/**
 * The resources heat map for 500 people × 12 weeks: each person with two allocations, three
 * activity assignments and a week of time off, seeded in SQL; then GET /resources/heat-map.
 */
async function benchHeatMap(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  db: ReturnType<typeof connectDatabase>['db'],
): Promise<Result[]> {
  const admin = newSignUp();
  await signUp(app, admin);
  const cookie = sessionCookie(await signIn(app, admin.email, admin.password));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const me = (await call('GET', '/me')).json() as { organization: { id: string } };
  const org = me.organization.id;
  const customer = (await call('POST', '/customers', { name: 'Heat Customer' })).json();
  const program = (
    await call('POST', '/programs', { name: 'Heat', customerId: customer.id })
  ).json();
  const projectIds: string[] = [];
  for (let i = 0; i < 5; i++)
    projectIds.push(
      (await call('POST', '/projects', { name: `Heat Project ${i}`, programId: program.id })).json()
        .id,
    );
  const people = Number(process.env.BENCH_HEAT_PEOPLE ?? 500);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`
    with people as (
      insert into auth_users (name, email)
      select 'Heat Person ' || n, 'heat.' || n || '.' || ${org}::uuid || '@bench.example.com'
      from generate_series(1, ${people}) n
      returning id, name, email
    ), profile as (
      insert into profiles (id, organization_id, full_name, email)
      select id, ${org}::uuid, name, email from people returning id
    ), roles as (
      insert into user_roles (user_id, organization_id, role)
      select id, ${org}::uuid, 'tracked_employee' from profile returning user_id
    ), capacity as (
      insert into resource_capacity (organization_id, resource_id, project_id, capacity_percentage, start_date, end_date)
      select ${org}::uuid, p.id, (${sql.raw(`array['${projectIds.join("','")}']`)}::uuid[])[1 + (k % 5)],
             20 + (k * 7 % 50), ${day(-30)}::date + k * 11, ${day(60)}::date + k * 5
      from profile p, generate_series(0, 1) k
      returning 1
    ), away as (
      insert into time_off (organization_id, resource_id, start_date, end_date)
      select ${org}::uuid, id, ${day(21)}::date, ${day(25)}::date from profile
      returning 1
    )
    select (select count(*) from roles), (select count(*) from capacity), (select count(*) from away)
  `);
  // Three activities per project, each with a hundred people on it at 10-40 %.
  await db.execute(sql`
    with activity as (
      insert into project_activities (organization_id, project_id, name, start_date, end_date, sort_order)
      select ${org}::uuid, p, 'Heat activity ' || k, ${day(0)}::date + k * 14, ${day(0)}::date + k * 14 + 20, k
      from unnest(${sql.raw(`array['${projectIds.join("','")}']`)}::uuid[]) p, generate_series(0, 2) k
      returning id, sort_order
    ), numbered as (
      select id, sort_order, row_number() over (order by id) as r from activity
    ), person as (
      select id, row_number() over (order by id) as r from profiles where organization_id = ${org}::uuid and full_name like 'Heat Person %'
    )
    insert into activity_assignments (organization_id, activity_id, resource_id, capacity_percentage)
    select ${org}::uuid, a.id, p.id, 10 + (p.r % 4) * 10
    from numbered a join person p on p.r % 15 = a.r % 15
  `);
  const timings: number[] = [];
  let cells = 0;
  let loaded = 0;
  let overloaded = 0;
  for (let run = 0; run < 12; run++) {
    const started = performance.now();
    const response = await call('GET', '/resources/heat-map?weeks=12');
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`heat map: ${response.body.slice(0, 300)}`);
    const body = response.json() as {
      people: { cells: { load: number | null; overloaded: boolean }[] }[];
    };
    const all = body.people.flatMap((p) => p.cells);
    cells = all.length;
    loaded = all.filter((c) => (c.load ?? 0) > 0).length;
    overloaded = all.filter((c) => c.overloaded).length;
  }
  const sorted = timings.slice(2).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  return [
    {
      name: `resources heat map, ${people} people × 12 weeks`,
      value: `${median.toFixed(0)} ms`,
      note: `median of 10 after 2 warm-up; p95 ${p95.toFixed(0)} ms; ${cells} cells, ${loaded} loaded, ${overloaded} over 100 %; target under 200 ms`,
    },
  ];
}

/** Median and p95 of `runs` calls after two warm-ups, in ms. */
async function timed(runs: number, call: () => Promise<{ statusCode: number; body: string }>) {
  const timings: number[] = [];
  for (let run = 0; run < runs + 2; run++) {
    const started = performance.now();
    const response = await call();
    if (run >= 2) timings.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  timings.sort((a, b) => a - b);
  return {
    median: timings[Math.floor(timings.length / 2)]!,
    p95: timings[Math.floor(timings.length * 0.95)]!,
  };
}

async function benchPlatform(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  db: ReturnType<typeof connectDatabase>['db'],
): Promise<Result[]> {
  const organizations = Number(process.env.BENCH_ORGANIZATIONS ?? 100_000);
  const seeded = performance.now();
  // Organizations over the last two years, each with an admin and one more person.
  await db.execute(sql`
    with org as (
      insert into organizations (name, subdomain, org_type, location_country, subscription_tier, subscription_status, created_at)
      select 'Bench Organization ' || n, 'bench-org-' || n, (array['Consulting','Software Development','Other'])[1 + n % 3],
             (array['Sweden','Norway','Germany','France'])[1 + n % 4],
             (array['starter','professional','enterprise'])[1 + n % 3],
             (array['active','active','trial','suspended'])[1 + n % 4],
             now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute'
      from generate_series(1, ${organizations}) n
      returning id, subdomain
    ), person as materialized (
      select gen_random_uuid() as id, o.id as organization_id, k,
             'Bench Person ' || k || ' of ' || o.subdomain as name,
             k || '.' || o.subdomain || '@bench.example.com' as email
      from org o, generate_series(1, 2) k
    ), account as (
      insert into auth_users (id, name, email) select id, name, email from person returning id
    ), profile as (
      insert into profiles (id, organization_id, full_name, email)
      select id, organization_id, name, email from person returning id
    )
    insert into user_roles (user_id, organization_id, role)
    select id, organization_id, case when k = 1 then 'admin' else 'user' end from person
  `);
  const seedSeconds = (performance.now() - seeded) / 1000;
  await db.execute(sql`analyze`);
  const admin = newSignUp();
  await signUp(app, admin);
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from auth_users where email = ${admin.email.toLowerCase()}`,
  );
  await db.execute(sql`insert into platform_admins (user_id) values (${rows[0]!.id})`);
  const cookie = sessionCookie(await signIn(app, admin.email, admin.password));
  const get = (url: string) => () =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie, origin: TEST_ORIGIN } });
  const cases: [string, string][] = [
    ['Subscribers, first page (newest first)', '/platform/organizations'],
    ['Subscribers, page 2,000', '/platform/organizations?page=2000'],
    ['Subscribers sorted by name', '/platform/organizations?sort=name&direction=asc&page=40'],
    ['Subscribers searched ("org-4242")', '/platform/organizations?search=org-4242'],
    ['Subscribers, suspended only', '/platform/organizations?status=suspended'],
    ['Platform Subscribers (admins), first page', '/platform/users'],
    ['Platform Subscribers searched', '/platform/users?search=bench-org-777'],
    ['Analytics tab', '/platform/analytics'],
    ['Summary cards', '/platform/overview'],
  ];
  const results: Result[] = [];
  for (const [name, url] of cases) {
    const { median, p95 } = await timed(10, get(url));
    results.push({
      name: `platform console: ${name}, ${organizations.toLocaleString('en')} organizations`,
      value: `${median.toFixed(0)} ms`,
      note: `median of 10 after 2 warm-up; p95 ${p95.toFixed(0)} ms; target under 100 ms`,
    });
  }
  results.push({
    name: 'platform console: seeding',
    value: `${seedSeconds.toFixed(1)} s`,
    note: `${organizations.toLocaleString('en')} organizations, ${(organizations * 2).toLocaleString('en')} people`,
  });
  return results;
}

async function benchAnalytics(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  db: ReturnType<typeof connectDatabase>['db'],
): Promise<Result[]> {
  const sessions = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
  const admin = newSignUp();
  await signUp(app, admin);
  const cookie = sessionCookie(await signIn(app, admin.email, admin.password));
  const me = (
    await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie, origin: TEST_ORIGIN } })
  ).json() as { organization: { id: string } };
  const org = me.organization.id;
  const seeded = performance.now();
  // 500 people with an hourly cost; 20 customers, 100 programs, 2,000 projects, each with three
  // activities, two effort lines, overhead and two risks.
  await db.execute(sql`
    with person as materialized (
      select gen_random_uuid() as id, n from generate_series(1, 500) n
    ), account as (
      insert into auth_users (id, name, email)
      select id, 'Analyst ' || n, 'analyst.' || n || '.' || ${org}::uuid || '@bench.example.com' from person
      returning id
    )
    insert into profiles (id, organization_id, full_name, email, hourly_cost)
    select id, ${org}::uuid, 'Analyst ' || n, 'analyst.' || n || '.' || ${org}::uuid || '@bench.example.com', 40 + n % 60
    from person`);
  await db.execute(sql`
    with customer as (
      insert into customers (organization_id, name)
      select ${org}::uuid, 'Customer ' || n from generate_series(1, 20) n returning id, name
    ), program as (
      insert into programs (organization_id, customer_id, name)
      select ${org}::uuid, c.id, c.name || ' program ' || k from customer c, generate_series(1, 5) k
      returning id
    ), numbered as (
      select id, row_number() over (order by id) as r from program
    )
    insert into projects (organization_id, program_id, name, status, start_date, end_date)
    select ${org}::uuid, p.id, 'Project ' || p.r || '-' || k, 'active',
           current_date - 200 + k, current_date + 100 + k
    from numbered p, generate_series(1, 20) k`);
  await db.execute(sql`
    insert into project_activities (organization_id, project_id, name, start_date, end_date, percent_complete, sort_order)
    select ${org}::uuid, p.id, 'Step ' || k, p.start_date + (k - 1) * 100, p.start_date + k * 100 - 1, (50 * (3 - k))::int, k
    from projects p, generate_series(1, 3) k where p.organization_id = ${org}::uuid`);
  await db.execute(sql`
    with person as (select id, row_number() over (order by id) as r from profiles where organization_id = ${org}::uuid and hourly_cost is not null)
    insert into project_budgets_effort (organization_id, project_id, resource_id, estimated_hours, hourly_rate)
    select ${org}::uuid, p.id, person.id, 100 + k * 20, 90
    from (select id, row_number() over (order by id) as r from projects where organization_id = ${org}::uuid) p
    join generate_series(1, 2) k on true
    join person on person.r = 1 + (p.r * 7 + k) % 500`);
  await db.execute(sql`
    insert into project_budgets_overhead (organization_id, project_id, category, amount)
    select ${org}::uuid, id, 'Travel', 1500 from projects where organization_id = ${org}::uuid`);
  await db.execute(sql`
    insert into risk_register (organization_id, project_id, risk_description, risk_level, status)
    select ${org}::uuid, id, 'Risk ' || k, (array['low','medium','high','critical'])[1 + k % 4],
           (array['potential','materialized','mitigated'])[1 + k % 3]
    from projects, generate_series(1, 2) k where organization_id = ${org}::uuid`);
  // A year of sessions, 30 minutes to 4 hours, a fifth of them not billable.
  await db.execute(sql`
    with person as (select id, row_number() over (order by id) - 1 as r from profiles where organization_id = ${org}::uuid and hourly_cost is not null),
         project as (select id, row_number() over (order by id) - 1 as r from projects where organization_id = ${org}::uuid)
    insert into time_sessions (organization_id, user_id, project_id, start_time, end_time, duration_minutes, is_billable, session_type)
    select ${org}::uuid, person.id, project.id, s.start, s.start + s.minutes * interval '1 minute', s.minutes, n % 5 <> 0, 'manual'
    from generate_series(0, ${sessions - 1}) n
    cross join lateral (select now() - interval '365 days' + (n % 365) * interval '1 day' + (n % 10) * interval '1 hour' as start,
                               30 + (n * 37) % 210 as minutes) s
    join person on person.r = n % 500
    join project on project.r = (n / 7) % 2000`);
  await db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const customer = await db.execute<{ id: string }>(
    sql`select id from customers where organization_id = ${org}::uuid order by name limit 1`,
  );
  const { rows: projectRows } = await db.execute<{ id: string }>(
    sql`select id from projects where organization_id = ${org}::uuid order by name limit 1`,
  );
  const get = (url: string) => () =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie, origin: TEST_ORIGIN } });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string][] = [
    ['Analytics, the whole portfolio', '/analytics'],
    ['Analytics, the last 30 days', `/analytics?from=${day(-30)}&to=${day(0)}`],
    ['Analytics, one customer (100 projects)', `/analytics?customerId=${customer.rows[0]!.id}`],
    ['S-curve of one project', `/analytics/projects/${projectRows[0]!.id}/s-curve`],
    // The admin's dashboard also flags the portfolio's burn, as the copilot does.
    ['Dashboard, the admin', '/dashboard/overview'],
  ];
  const results: Result[] = [];
  for (const [name, url] of cases) {
    const { median, p95 } = await timed(10, get(url));
    results.push({
      name: `${name}: 500 people, 2,000 projects, ${sessions.toLocaleString('en')} sessions`,
      value: `${median.toFixed(0)} ms`,
      note: `median of 10 after 2 warm-up; p95 ${p95.toFixed(0)} ms; target under 150 ms`,
    });
  }
  // Reports over the same data: a page of time, and every row of 36 days (about 100,000) as
  // CSV, streamed from a cursor, and as a PDF (its first 5,000 rows).
  const report = `type=time_tracking&range=custom&from=${day(-36)}&to=${day(-1)}&fields=date,person,projectName,hours,billable,cost`;
  const reportCases: [string, string, number][] = [
    [
      'Report, a page of time (25 rows, sorted by hours)',
      `/reports/run?${report}&sort=hours&dir=desc`,
      10,
    ],
    ['Report, every row of 36 days as CSV', `/reports/export.csv?${report}`, 3],
    ['Report, the same as PDF (first 5,000 rows)', `/reports/export.pdf?${report}`, 3],
  ];
  for (const [name, url, runs] of reportCases) {
    const { median, p95 } = await timed(runs, get(url));
    const rows = (await get(url)()).headers['x-report-rows'];
    results.push({
      name,
      value: `${median.toFixed(0)} ms`,
      note: `median of ${runs} after 2 warm-up; p95 ${p95.toFixed(0)} ms${rows ? `; ${Number(rows).toLocaleString('en')} rows` : ''}`,
    });
  }
  results.push({
    name: 'analytics: seeding',
    value: `${seedSeconds.toFixed(1)} s`,
    note: 'then vacuum analyze',
  });
  return results;
}

async function benchTimer(
  app: Awaited<ReturnType<typeof buildApp>>['app'],
  db: ReturnType<typeof connectDatabase>['db'],
): Promise<Result[]> {
  const admin = newSignUp();
  await signUp(app, admin);
  const adminCookie = sessionCookie(await signIn(app, admin.email, admin.password));
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const customer = (
    await call(adminCookie, 'POST', '/customers', { name: 'Bench Customer' })
  ).json();
  const program = (
    await call(adminCookie, 'POST', '/programs', { name: 'Bench', customerId: customer.id })
  ).json();
  const project = (
    await call(adminCookie, 'POST', '/projects', { name: 'Bench Project', programId: program.id })
  ).json();

  const people = Number(process.env.BENCH_PEOPLE ?? 40);
  const cookies: string[] = [];
  for (let i = 0; i < people; i++) {
    const person = newSignUp();
    await call(adminCookie, 'POST', '/users', {
      fullName: `Bench Person ${i}`,
      email: person.email,
    });
    // Production serves no dev mailbox: the invitation's link is in its queued mail's data.
    const { rows } = await db.execute<{ url: string }>(
      sql`select data->>'setPasswordUrl' as url from mail_outbox where to_address = ${person.email}`,
    );
    const token = rows[0]!.url.match(/token=([\w-]+)/)![1]!;
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword: person.password },
    });
    cookies.push(sessionCookie(await signIn(app, person.email, person.password)));
  }

  // BENCH_HISTORY (1,000): sessions each person already has, one a day going back from
  // yesterday (about four working years): checks that read a person's time must not grow with it.
  const history = Number(process.env.BENCH_HISTORY ?? 1000);
  if (history > 0)
    await db.execute(sql`
      insert into time_sessions (organization_id, user_id, project_id, start_time, end_time, duration_minutes, session_type)
      select p.organization_id, p.id, ${project.id}, s.start, s.start + interval '1 hour', 60, 'manual'
      from profiles p
      cross join lateral (
        select date_trunc('day', now()) - n * interval '1 day' + interval '9 hours' as start
        from generate_series(1, ${history}) as n
      ) s
      where p.organization_id = (select organization_id from projects where id = ${project.id})
        and p.email <> ${admin.email}`);
  // As a database in use would be: autovacuum's analyze must not land inside the measurement.
  if (history > 0 && !process.env.BENCH_NO_ANALYZE)
    await db.execute(sql`vacuum analyze time_sessions`);

  const seconds = 10;
  const nodeBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs();
  const deadline = performance.now() + seconds * 1000;
  let pairs = 0;
  let failures = 0;
  const latencies: number[] = [];
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const start = await call(cookie, 'POST', '/time/timer/start', { projectId: project.id });
        const stop = await call(cookie, 'POST', '/time/timer/stop');
        latencies.push(performance.now() - started);
        if (start.statusCode === 201 && stop.statusCode === 200) pairs += 1;
        else failures += 1;
      }
    }),
  );
  const nodeUsed = process.cpuUsage(nodeBefore);
  const nodeMs = (nodeUsed.user + nodeUsed.system) / 1000;
  const postgresMs = postgresCpuMs() - postgresBefore;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
  const perPair = (ms: number) => `${(ms / Math.max(pairs, 1)).toFixed(2)} ms`;
  return [
    {
      name: 'timer start + stop pairs per second',
      value: `${(pairs / seconds).toFixed(0)} /s`,
      note: `${people} people at once for ${seconds} s, each with ${history} earlier sessions, in-process (app.inject), ${failures} failed, p95 pair ${p95.toFixed(1)} ms`,
    },
    {
      name: 'CPU a pair: Node (this process) / Postgres (its processes on this machine)',
      value: `${perPair(nodeMs)} / ${perPair(postgresMs)}`,
      note: `the machine has ${os.cpus().length} cores; Postgres is counted only when it runs here`,
    },
  ];
}

/**
 * BENCH_STATEMENTS=1 (with BENCH_PG_SETTINGS=shared_preload_libraries=pg_stat_statements): the
 * statements Postgres spent most time on, for finding what to make cheaper.
 */
async function printStatements(db: ReturnType<typeof connectDatabase>['db']) {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select calls, round(total_exec_time::numeric, 0) as exec_ms, round(total_plan_time::numeric, 0) as plan_ms,
               round((total_exec_time / greatest(calls, 1))::numeric, 3) as ms_a_call, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160) as query
        from pg_stat_statements order by total_exec_time + total_plan_time desc limit 25`,
  );
  console.table(rows);
}

/** CPU time used so far by every Postgres process on this machine (Linux), in ms. */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile, or not Linux
    }
  }
  return ticks * 10;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
