// Deletes at scale over HTTP, in the large organization among the platform's 1,200,000 time
// sessions: an activity, and a project of 20 activities with their links and budget lines. Each
// is a copy made for the run (Clone), so the dataset stays as it is. Postgres looks for what
// refers to each row deleted; migration 0020 gave every foreign key the index it looks with,
// and 0021 each same-organization key. Then a plan of 2,000 activities and 3,000 links (as the
// Gantt's bench seeds it), auto-scheduled and deleted, and the large organization itself, as the
// console's delete does it, rolled back.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase } from '../src/server/db/client';
import { organizations } from '../src/server/db/schema/organizations';
import {
  unsafeDeleteOrganizationRows,
  unsafeVacuumAfterRollback,
} from '../src/server/modules/platform/organization-rows';
import { unsafeCountOrganizationRows } from '../src/server/modules/platform/subscribers';
import { LARGE_ADMIN_EMAIL, LARGE_SUBDOMAIN } from './dataset';
import { apiCaller, signIn, startServer } from './http-load';
import type { Measure } from './run';
import { seedPlan } from './web';

const PROJECTS = 3;
const ACTIVITIES = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The large organization's id. */
async function largeOrganizationId(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from organizations where subdomain = $1',
      [LARGE_SUBDOMAIN],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/**
 * The console's delete of the large organization as its route does it (the rows counted, then
 * each table's, those pointing at others first, 10,000 rows a statement, reporting progress),
 * in a transaction rolled back, then its tables vacuumed as the console does after a failed
 * one: milliseconds of each, and the progress steps it reported.
 */
async function timeOrganizationDelete(
  url: string,
  organizationId: string,
): Promise<{ ms: number; steps: number; vacuumMs: number }> {
  const handle = connectDatabase(url, 1);
  let steps = 0;
  let ms = 0;
  let tables: string[] = [];
  try {
    await handle.db
      .transaction(async (tx) => {
        const started = performance.now();
        const rows = await unsafeCountOrganizationRows(tx, organizationId);
        tables = Object.keys(rows);
        await unsafeDeleteOrganizationRows(tx, organizationId, rows, () => (steps += 1));
        await tx.delete(organizations).where(eq(organizations.id, organizationId));
        ms = performance.now() - started;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    // The rolled-back delete cleared the visibility map of every page it touched, and leaves no
    // dead rows for autovacuum to come for: until a vacuum, each index-only read of them went to
    // the table (the dashboard's 30-day utilization, 43,500 heap fetches: 26 against 16 ms).
    const vacuumStarted = performance.now();
    await unsafeVacuumAfterRollback(handle.db, tables);
    return { ms, steps, vacuumMs: performance.now() - vacuumStarted };
  } finally {
    await handle.close();
  }
}

class RolledBack extends Error {}

export async function measureDeletes(
  url: string,
  project: { id: string; programId: string },
  log: (line: string) => void,
): Promise<Measure[]> {
  const server = await startServer(url);
  const { baseUrl } = server;
  try {
    const cookie = await signIn(baseUrl, LARGE_ADMIN_EMAIL);
    const call = apiCaller(baseUrl, cookie);
    const copy = async (n: number) =>
      (
        await call('POST', `/projects/${project.id}/clone`, {
          name: `Bench delete ${Date.now()} ${n}`,
          programId: project.programId,
          startDate: '2027-01-04',
        })
      ).body.id;

    const activityMs: number[] = [];
    const projectMs: number[] = [];
    for (let n = 0; n < PROJECTS; n++) {
      const copied = await copy(n);
      for (let a = 0; a < (n === 0 ? ACTIVITIES : 0); a++) {
        const { body } = await call('POST', `/projects/${copied}/activities`, {
          name: `Bench activity ${a}`,
          startDate: '2027-01-04',
          endDate: '2027-01-08',
        });
        activityMs.push((await call('DELETE', `/projects/${copied}/activities/${body.id}`)).ms);
      }
      projectMs.push((await call('DELETE', `/projects/${copied}`)).ms);
    }
    log(
      `  an activity: ${median(activityMs).toFixed(0)} ms; a project: ${median(projectMs).toFixed(0)} ms`,
    );
    const { body: plan } = await call('POST', '/projects', {
      name: `Bench plan ${Date.now()}`,
      programId: project.programId,
    });
    const organizationId = await largeOrganizationId(url);
    const links = await seedPlan(url, organizationId, plan.id);
    const scheduled = await call('POST', `/projects/${plan.id}/schedule/auto`);
    const moves = (scheduled.body.changes as unknown[]).length;
    const planDeleteMs = (await call('DELETE', `/projects/${plan.id}`)).ms;
    log(
      `  auto-schedule: ${scheduled.ms.toFixed(0)} ms (${moves} moved); the plan deleted: ${planDeleteMs.toFixed(0)} ms`,
    );
    const organization = await timeOrganizationDelete(url, organizationId);
    log(
      `  the large organization: ${(organization.ms / 1000).toFixed(1)} s in ${organization.steps} steps, rolled back; then vacuumed: ${(organization.vacuumMs / 1000).toFixed(1)} s`,
    );
    return [
      {
        name: 'delete an activity, among 1,200,000 sessions',
        value: `${median(activityMs).toFixed(0)} ms`,
        target: `median of ${ACTIVITIES}, over HTTP`,
      },
      {
        name: 'delete a project of 20 activities, among 1,200,000 sessions',
        value: `${median(projectMs).toFixed(0)} ms`,
        target: `median of ${PROJECTS}, over HTTP; its links and budget lines with it`,
      },
      {
        name: `auto-schedule a plan of 2,000 activities and ${links.toLocaleString('en')} links`,
        value: `${scheduled.ms.toFixed(0)} ms`,
        target: `over HTTP; ${moves.toLocaleString('en')} activities moved, each with its audit row`,
      },
      {
        name: 'delete a project of 2,000 activities, among 1,200,000 sessions',
        value: `${planDeleteMs.toFixed(0)} ms`,
        target: 'over HTTP; its links with it',
      },
      {
        name: 'delete the large organization: 500 people, 2,000 projects, 40,000 activities, 1,000,000 sessions',
        value: `${(organization.ms / 1000).toFixed(1)} s`,
        target: `as the console's delete does it, ${organization.steps} progress steps; in a transaction rolled back`,
      },
      {
        name: "the large organization's tables vacuumed after that delete rolled back",
        value: `${(organization.vacuumMs / 1000).toFixed(1)} s`,
        target: 'as the console does after a failed delete, before it answers',
      },
    ];
  } finally {
    await server.stop();
  }
}
