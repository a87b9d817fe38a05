// The large dataset of `npm run bench:data`, written with COPY: one large organization (500
// people, 2,000 projects, 40,000 activities with links, 1,000,000 time sessions over two years
// on those activities, 200,000 audit rows, 100,000 notifications), 199 ordinary ones, and
// 100,000 small ones for the platform console. Names and sign-ins are fixed so the bench finds
// them again.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { NOTIFICATION_TYPES } from '../src/shared/enums';

export const BENCH_PASSWORD = 'bench-password-2026';
export const LARGE_SUBDOMAIN = 'bench-large';
export const LARGE_ADMIN_EMAIL = 'admin@bench-large.example.com';
export const PLATFORM_ADMIN_EMAIL = 'platform@bench.example.com';
/** People of the large organization who sign in (to run timers), by number: person.N@... */
export const personEmail = (n: number) => `person.${n}@bench-large.example.com`;

export type DatasetSize = {
  people: number;
  projects: number;
  activitiesPerProject: number;
  sessions: number;
  auditRows: number;
  ordinaryOrganizations: number;
  smallOrganizations: number;
};

export const FULL_SIZE: DatasetSize = {
  people: 500,
  projects: 2_000,
  activitiesPerProject: 20,
  sessions: 1_000_000,
  auditRows: 200_000,
  ordinaryOrganizations: 199,
  smallOrganizations: 100_000,
};

const DAY_MS = 86_400_000;
const CUSTOMERS = 20;
const PROGRAMS_PER_CUSTOMER = 5;
const LINK_TYPES = ['FS', 'FS', 'FS', 'SS', 'FF'] as const;

type Row = (string | number | boolean | null)[];

/** One CSV field: empty unquoted is NULL; text is quoted. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

/** COPY table (columns) FROM STDIN from rows a generator yields, sent 2,000 lines a chunk. */
async function copy(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<Row>,
): Promise<number> {
  let count = 0;
  function* chunks() {
    let lines: string[] = [];
    for (const row of rows) {
      lines.push(row.map(field).join(','));
      count += 1;
      if (lines.length === 2_000) {
        yield lines.join('\n') + '\n';
        lines = [];
      }
    }
    if (lines.length > 0) yield lines.join('\n') + '\n';
  }
  await pipeline(
    Readable.from(chunks()),
    client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin (format csv)`)),
  );
  return count;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Organization = { id: string; people: string[] };

/**
 * Writes the dataset in one transaction (a failure leaves nothing), then analyzes it. `log`
 * hears each table as it is done. Returns the rows written per table.
 */
export async function generateDataset(
  pool: pg.Pool,
  size: DatasetSize,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const written: Record<string, number> = {};
  const client = await pool.connect();
  const step = async (table: string, columns: string[], rows: Iterable<Row>) => {
    const started = performance.now();
    written[table] = (written[table] ?? 0) + (await copy(client, table, columns, rows));
    log(
      `  ${table}: ${written[table]!.toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  };
  try {
    await client.query('begin');
    const large: Organization = { id: randomUUID(), people: [] };
    const ordinary: Organization[] = Array.from({ length: size.ordinaryOrganizations }, () => ({
      id: randomUUID(),
      people: [],
    }));
    const small: Organization[] = Array.from({ length: size.smallOrganizations }, () => ({
      id: randomUUID(),
      people: [],
    }));
    const platformAdmin = randomUUID();

    await step(
      'organizations',
      [
        'id',
        'name',
        'subdomain',
        'org_type',
        'location_country',
        'setup_completed',
        'subscription_tier',
        'subscription_status',
        'created_at',
      ],
      (function* () {
        yield [
          large.id,
          'Bench Large Co',
          LARGE_SUBDOMAIN,
          'Consulting',
          'Sweden',
          true,
          'enterprise',
          'active',
          new Date(today - 800 * DAY_MS).toISOString(),
        ];
        for (const [i, o] of ordinary.entries())
          yield [
            o.id,
            `Bench Ordinary ${i + 1}`,
            `bench-ordinary-${i + 1}`,
            'Software Development',
            'Norway',
            true,
            'professional',
            'active',
            new Date(today - (i % 700) * DAY_MS).toISOString(),
          ];
        for (const [i, o] of small.entries())
          yield [
            o.id,
            `Bench Small ${i + 1}`,
            `bench-small-${i + 1}`,
            ['Consulting', 'Other'][i % 2]!,
            ['Sweden', 'Germany', 'France'][i % 3]!,
            true,
            ['starter', 'professional'][i % 2]!,
            ['active', 'active', 'trial', 'suspended'][i % 4]!,
            new Date(now - (i % 730) * DAY_MS - (i % 1440) * 60_000).toISOString(),
          ];
      })(),
    );

    // People: the large organization's 500 (person 1 is its admin), 10 per ordinary one, 2 per
    // small one, and the platform admin (no organization).
    type Person = {
      id: string;
      org: string;
      name: string;
      email: string;
      role: string;
      cost: number | null;
      signsIn: boolean;
    };
    const people: Person[] = [];
    for (let n = 1; n <= size.people; n++) {
      const id = randomUUID();
      large.people.push(id);
      const role =
        n === 1
          ? 'admin'
          : n <= 6
            ? 'pm_head'
            : n <= 46
              ? 'project_manager'
              : n <= 56
                ? 'resource_manager'
                : n <= 60
                  ? 'management'
                  : 'tracked_employee';
      people.push({
        id,
        org: large.id,
        name: n === 1 ? 'Bench Admin' : `Person ${n}`,
        email: n === 1 ? LARGE_ADMIN_EMAIL : personEmail(n),
        role,
        cost: 40 + (n % 60),
        signsIn: true,
      });
    }
    for (const [i, o] of ordinary.entries())
      for (let n = 1; n <= 10; n++) {
        const id = randomUUID();
        o.people.push(id);
        people.push({
          id,
          org: o.id,
          name: `Ordinary ${i + 1} Person ${n}`,
          email: `person.${n}@bench-ordinary-${i + 1}.example.com`,
          role: n === 1 ? 'admin' : n === 2 ? 'project_manager' : 'tracked_employee',
          cost: 50 + n,
          signsIn: false,
        });
      }
    for (const [i, o] of small.entries())
      for (let n = 1; n <= 2; n++) {
        const id = randomUUID();
        o.people.push(id);
        people.push({
          id,
          org: o.id,
          name: `Small ${i + 1} Person ${n}`,
          email: `person.${n}@bench-small-${i + 1}.example.com`,
          role: n === 1 ? 'admin' : 'user',
          cost: null,
          signsIn: false,
        });
      }
    await step(
      'auth_users',
      ['id', 'name', 'email', 'email_verified'],
      (function* () {
        for (const p of people) yield [p.id, p.name, p.email, true];
        yield [platformAdmin, 'Bench Platform Admin', PLATFORM_ADMIN_EMAIL, true];
      })(),
    );
    await step(
      'auth_accounts',
      ['user_id', 'account_id', 'provider_id', 'password'],
      (function* () {
        for (const p of people) if (p.signsIn) yield [p.id, p.id, 'credential', passwordHash];
        yield [platformAdmin, platformAdmin, 'credential', passwordHash];
      })(),
    );
    await step('platform_admins', ['user_id'], [[platformAdmin]]);
    await step(
      'profiles',
      ['id', 'organization_id', 'full_name', 'email', 'hourly_cost', 'job_title'],
      (function* () {
        for (const p of people)
          yield [p.id, p.org, p.name, p.email, p.cost, p.cost ? 'Consultant' : null];
      })(),
    );
    await step(
      'user_roles',
      ['user_id', 'organization_id', 'role'],
      (function* () {
        for (const p of people) yield [p.id, p.org, p.role];
      })(),
    );

    // The portfolio: the large organization's 20 customers, 100 programs and 2,000 projects
    // spread over two years; an ordinary one's 2 customers, 4 programs and 10 projects.
    type Project = { id: string; org: string; people: string[]; start: number; end: number };
    const projects: Project[] = [];
    const customerRows: Row[] = [];
    const programRows: Row[] = [];
    const projectRows: Row[] = [];
    const portfolio = (
      org: Organization,
      customers: number,
      programsEach: number,
      count: number,
      label: string,
    ) => {
      const programs: string[] = [];
      for (let c = 0; c < customers; c++) {
        const customer = randomUUID();
        customerRows.push([
          customer,
          org.id,
          `${label} Customer ${c + 1}`,
          ['Enterprise', 'SMB', 'Startup'][c % 3]!,
          'Sweden',
        ]);
        for (let g = 0; g < programsEach; g++) {
          const program = randomUUID();
          programs.push(program);
          programRows.push([
            program,
            org.id,
            customer,
            `${label} Customer ${c + 1} Program ${g + 1}`,
          ]);
        }
      }
      const managers = org === large ? large.people.slice(6, 46) : [org.people[1]!];
      for (let j = 0; j < count; j++) {
        const start = today - 730 * DAY_MS + ((j * 7) % 700) * DAY_MS;
        const end = start + (90 + ((j * 13) % 300)) * DAY_MS;
        const status =
          end < today
            ? j % 10 === 0
              ? 'cancelled'
              : 'completed'
            : start > today
              ? 'planning'
              : j % 17 === 0
                ? 'on_hold'
                : 'active';
        const id = randomUUID();
        const team = Array.from(
          { length: 8 },
          (_, k) => org.people[(j * 5 + k * 3) % org.people.length]!,
        );
        projects.push({ id, org: org.id, people: team, start, end });
        projectRows.push([
          id,
          org.id,
          programs[j % programs.length]!,
          `${label} Project ${j + 1}`,
          `${label.slice(0, 2).toUpperCase()}-${j + 1}`,
          isoDay(start),
          isoDay(end),
          50_000 + ((j * 7919) % 450_000),
          status,
          managers[j % managers.length]!,
          new Date(start).toISOString(),
        ]);
      }
    };
    portfolio(large, CUSTOMERS, PROGRAMS_PER_CUSTOMER, size.projects, 'Large');
    for (const [i, o] of ordinary.entries()) portfolio(o, 2, 2, 10, `Ordinary ${i + 1}`);
    await step(
      'customers',
      ['id', 'organization_id', 'name', 'customer_type', 'location_country'],
      customerRows,
    );
    await step('programs', ['id', 'organization_id', 'customer_id', 'name'], programRows);
    await step(
      'projects',
      [
        'id',
        'organization_id',
        'program_id',
        'name',
        'project_code',
        'start_date',
        'end_date',
        'revenue',
        'status',
        'project_manager_id',
        'created_at',
      ],
      projectRows,
    );

    // Activities one after another across each project (the last a milestone), linked in a
    // chain with a few lags and leads, one person assigned to each.
    const activityRows: Row[] = [];
    const linkRows: Row[] = [];
    const assignmentRows: Row[] = [];
    /** Each project's steps (not its milestone), in order, for the time tracked on them. */
    const stepsOf = new Map<string, string[]>();
    for (const project of projects) {
      const steps: string[] = [];
      stepsOf.set(project.id, steps);
      const count = project.org === large.id ? size.activitiesPerProject : 10;
      const span = (project.end - project.start) / count;
      let previous: string | null = null;
      for (let k = 0; k < count; k++) {
        const id = randomUUID();
        const milestone = k === count - 1;
        const start = project.start + Math.floor((k * span) / DAY_MS) * DAY_MS;
        const end = milestone
          ? start
          : Math.max(start, project.start + Math.floor(((k + 1) * span) / DAY_MS - 1) * DAY_MS);
        const done =
          end < today
            ? 100
            : start > today
              ? 0
              : Math.round(((today - start) / (end - start + DAY_MS)) * 100);
        activityRows.push([
          id,
          project.org,
          project.id,
          milestone ? 'Handover' : `Step ${k + 1}`,
          isoDay(start),
          isoDay(end),
          milestone,
          done,
          k,
        ]);
        if (!milestone) {
          steps.push(id);
          assignmentRows.push([
            project.org,
            id,
            project.people[k % project.people.length]!,
            20 + (k % 4) * 10,
          ]);
        }
        if (previous)
          linkRows.push([
            project.org,
            project.id,
            previous,
            id,
            LINK_TYPES[k % LINK_TYPES.length]!,
            k % 7 === 0 ? 2 : k % 11 === 0 ? -1 : 0,
          ]);
        previous = id;
      }
    }
    await step(
      'project_activities',
      [
        'id',
        'organization_id',
        'project_id',
        'name',
        'start_date',
        'end_date',
        'is_milestone',
        'percent_complete',
        'sort_order',
      ],
      activityRows,
    );
    await step(
      'activity_links',
      ['organization_id', 'project_id', 'predecessor_id', 'successor_id', 'type', 'lag'],
      linkRows,
    );
    await step(
      'activity_assignments',
      ['organization_id', 'activity_id', 'resource_id', 'capacity_percentage'],
      assignmentRows,
    );

    // Time: the large organization's sessions over the last two years, at most three a day per
    // person, on the projects they are on, each on the step of the plan that runs that day (the
    // first or the last outside the plan's dates); 1,000 per ordinary organization, on none.
    const largeProjects = projects.filter((p) => p.org === large.id);
    const stepOn = (project: Project, day: number) => {
      const steps = stepsOf.get(project.id)!;
      const k = Math.floor(((day - project.start) / (project.end - project.start)) * steps.length);
      return steps[Math.min(steps.length - 1, Math.max(0, k))]!;
    };
    await step(
      'time_sessions',
      [
        'organization_id',
        'user_id',
        'project_id',
        'activity_id',
        'start_time',
        'end_time',
        'duration_minutes',
        'is_billable',
        'session_type',
      ],
      (function* () {
        const perPerson = Math.ceil(size.sessions / size.people);
        let written = 0;
        for (let i = 0; i < perPerson && written < size.sessions; i++)
          for (let n = 0; n < size.people && written < size.sessions; n++) {
            const day = today - (1 + Math.floor(i / 3)) * DAY_MS;
            const start = day + (7 + (i % 3) * 3) * 3_600_000 + (n % 4) * 900_000;
            const minutes = 30 + ((i * 37 + n * 11) % 150);
            const project = largeProjects[(n * 4 + Math.floor(i / 40)) % largeProjects.length]!;
            yield [
              large.id,
              large.people[n]!,
              project.id,
              stepOn(project, day),
              new Date(start).toISOString(),
              new Date(start + minutes * 60_000).toISOString(),
              minutes,
              (i + n) % 5 !== 0,
              'manual',
            ];
            written += 1;
          }
        for (const project of projects)
          if (project.org !== large.id)
            for (let i = 0; i < 100; i++) {
              const start = today - (1 + i) * DAY_MS + 9 * 3_600_000;
              yield [
                project.org,
                project.people[i % 8]!,
                project.id,
                null,
                new Date(start).toISOString(),
                new Date(start + 7_200_000).toISOString(),
                120,
                true,
                'manual',
              ];
            }
      })(),
    );

    // The large organization's audit trail.
    const entities = ['project', 'customer', 'program', 'time_session', 'activity'];
    await step(
      'audit_log',
      [
        'organization_id',
        'user_id',
        'entity_type',
        'entity_id',
        'action',
        'new_values',
        'ip_address',
        'created_at',
      ],
      (function* () {
        for (let i = 0; i < size.auditRows; i++)
          yield [
            large.id,
            large.people[i % 60]!,
            entities[i % entities.length]!,
            randomUUID(),
            (['CREATE', 'UPDATE', 'DELETE', 'LOGIN_SUCCESS'] as const)[i % 4]!,
            JSON.stringify({ name: `Change ${i}` }),
            '10.0.0.1',
            new Date(now - i * 150_000).toISOString(),
          ];
      })(),
    );

    // Budgets, risks, allocations and time off, derived in SQL from what is there.
    const derived = performance.now();
    await client.query(`
      insert into project_budgets_effort (organization_id, project_id, resource_id, estimated_hours, hourly_rate)
      select p.organization_id, p.id, a.resource_id, 120, 90
      from projects p join lateral (
        select distinct aa.resource_id from activity_assignments aa join project_activities pa on pa.id = aa.activity_id
        where pa.project_id = p.id limit 2) a on true`);
    await client.query(`
      insert into project_budgets_overhead (organization_id, project_id, category, amount)
      select organization_id, id, 'Travel', 1500 from projects`);
    await client.query(`
      insert into risk_register (organization_id, project_id, risk_description, risk_level, status)
      select organization_id, id, 'Risk ' || k, (array['low','medium','high','critical'])[1 + k % 4],
             (array['potential','materialized','mitigated'])[1 + k % 3]
      from projects, generate_series(1, 2) k`);
    await client.query(
      `insert into resource_capacity (organization_id, resource_id, project_id, capacity_percentage, start_date, end_date)
       select $1::uuid, p.id, (select id from projects where organization_id = $1::uuid order by id offset (r * 3 + k * 17) % 2000 limit 1),
              20 + (r * 7) % 50, current_date - 60 + (r % 30)::int, current_date + 90 + (r % 60)::int
       from (select id, row_number() over (order by id) as r from profiles where organization_id = $1::uuid) p, generate_series(1, 2) k`,
      [large.id],
    );
    await client.query(
      `insert into time_off (organization_id, resource_id, start_date, end_date)
       select $1::uuid, id, current_date + 14, current_date + 18 from profiles where organization_id = $1::uuid`,
      [large.id],
    );
    await client.query(NOTIFICATIONS, [large.id, NOTIFICATION_TYPES]);
    // A paid 15-minute break in one of ten of the large organization's sessions of 90 minutes
    // or more (paid: the minutes worked stay the session's length).
    await client.query(
      `insert into break_sessions (organization_id, time_session_id, start_time, end_time, break_type)
       select organization_id, id, start_time + interval '45 minutes', start_time + interval '60 minutes', 'paid'
       from time_sessions
       where organization_id = $1::uuid and duration_minutes >= 90 and abs(hashtext(id::text)) % 10 = 0`,
      [large.id],
    );
    log(
      `  budgets, risks, allocations, time off, notifications, breaks (${((performance.now() - derived) / 1000).toFixed(1)} s)`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const analyzed = performance.now();
  await pool.query('vacuum analyze');
  log(`  vacuum analyze (${((performance.now() - analyzed) / 1000).toFixed(1)} s)`);
  return written;
}

/**
 * The large organization's notifications: 200 for each person, one every two days back from
 * now, of every type in turn; the newest 5 of each are unread. $1: the organization, $2: the
 * types.
 */
const NOTIFICATIONS = `
  insert into notifications (organization_id, user_id, type, title, message, link, read, created_at)
  select $1::uuid, p.id, ($2::text[])[1 + k % cardinality($2::text[])],
         'Notification ' || k, 'Bench notification ' || k || ' for ' || p.full_name,
         '/dashboard/projects', k > 5, now() - k * interval '2 days'
  from profiles p, generate_series(1, 200) k where p.organization_id = $1::uuid`;

/** Whether the large organization is there already. */
export async function hasDataset(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query('select 1 from organizations where subdomain = $1', [
    LARGE_SUBDOMAIN,
  ]);
  return rows.length > 0;
}
