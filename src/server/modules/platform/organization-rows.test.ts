import { sql } from 'drizzle-orm';
import { ORGANIZATION_SUSPENDED } from '../../../shared/account-refusals';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeletionLine, DeletionProgress } from '../../../shared/deletion-lines';
import { createTestApp, signedInPlatformAdmin, type TestApp } from '../../testing/test-app';
import { snapshot, tenantTables } from '../../trust/table-snapshot';
import { type Tenant, tenantWithData } from '../../trust/tenant-data';
import { unsafeDeleteOrganizationRows, unsafeDeletionOrder } from './organization-rows';
import { unsafeCountOrganizationRows, unsafeTenantTables } from './subscribers';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([
    tenantWithData(t.app, t.database.db, 'Alpha Rows'),
    tenantWithData(t.app, t.database.db, 'Beta Rows'),
  ]);
  platform = (await signedInPlatformAdmin(t, 'pia@stint.test')).cookie;
}, 180_000);
afterAll(() => t.close());

class RolledBack extends Error {}

/** `work` in a transaction that is then rolled back. */
async function rolledBack(work: Parameters<TestApp['database']['db']['transaction']>[0]) {
  await t.database.db.transaction(work).catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
}

const deleteAsked = (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/platform/organizations/${id}`,
    headers: { cookie: platform, accept: 'application/x-ndjson' },
  });

/**
 * The rows an index-only read of the organization's time sessions had to fetch from the table:
 * those on pages out of the visibility map.
 */
async function heapFetchesOfSessions(organizationId: string): Promise<number> {
  const client = await t.database.pool.connect();
  try {
    await client.query('set enable_seqscan = off; set enable_bitmapscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      `explain (analyze, format json) select organization_id from time_sessions where organization_id = $1`,
      [organizationId],
    );
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    expect(plan['Node Type']).toBe('Index Only Scan');
    return plan['Heap Fetches'] as number;
  } finally {
    await client.query('reset enable_seqscan; reset enable_bitmapscan');
    client.release();
  }
}

/** The organization's subscription status; undefined once it is gone. */
const statusOf = (id: string) =>
  t.database.pool
    .query<{ status: string }>(
      'select subscription_status as status from organizations where id = $1',
      [id],
    )
    .then(({ rows }) => rows[0]?.status);

const linesOf = (body: string) =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as DeletionLine);

describe("deleting an organization's rows", () => {
  it('orders each table before every table it points at', async () => {
    const tables = await unsafeTenantTables(t.database.db);
    const order = await unsafeDeletionOrder(t.database.db, tables);
    expect([...order].sort()).toEqual([...tables].sort());
    const { rows: keys } = await t.database.pool.query<{ child: string; parent: string }>(
      `select child.relname as child, parent.relname as parent from pg_constraint con
       join pg_class child on child.oid = con.conrelid join pg_class parent on parent.oid = con.confrelid
       where con.contype = 'f' and con.connamespace = 'public'::regnamespace and con.conrelid <> con.confrelid`,
    );
    const among = keys.filter((k) => tables.includes(k.child) && tables.includes(k.parent));
    expect(among.length).toBeGreaterThan(50);
    for (const { child, parent } of among)
      expect(order.indexOf(child), `${child} before ${parent}`).toBeLessThan(order.indexOf(parent));
  });

  it('deletes them a few rows a statement, telling how far it is, and nothing of another', async () => {
    const counted = await unsafeCountOrganizationRows(t.database.db, a.organizationId);
    const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(50);
    const tables = await tenantTables(t.database.db);
    const before = await snapshot(t.database.db, tables, [b.organizationId]);
    const steps: DeletionProgress[] = [];
    await rolledBack(async (tx) => {
      await unsafeDeleteOrganizationRows(tx, a.organizationId, counted, (p) => steps.push(p), 3);
      expect(await unsafeCountOrganizationRows(tx, a.organizationId)).toEqual({});
      const [left] = (
        await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from organizations where id = ${a.organizationId}`,
        )
      ).rows;
      expect(left!.n).toBe(1);
      throw new RolledBack();
    });
    expect(steps[0]).toEqual({ deleted: 0, total });
    expect(steps.at(-1)).toEqual({ deleted: total, total });
    // A step for every 3 rows at least: the bar moves.
    expect(steps.length).toBeGreaterThan(total / 3);
    for (let i = 1; i < steps.length; i++)
      expect(steps[i]!.deleted).toBeGreaterThanOrEqual(steps[i - 1]!.deleted);
    expect(await snapshot(t.database.db, tables, [b.organizationId])).toEqual(before);
    expect(await unsafeCountOrganizationRows(t.database.db, a.organizationId)).toEqual(counted);
  });
});

describe('the console asking for progress', () => {
  it('answers a line at each step, then what went', async () => {
    const doomed = await tenantWithData(t.app, t.database.db, 'Doomed Rows');
    const counted = await unsafeCountOrganizationRows(t.database.db, doomed.organizationId);
    const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
    const response = await deleteAsked(doomed.organizationId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson');
    const lines = linesOf(response.body);
    expect(lines[0]).toEqual({ deleted: 0, total });
    expect(lines.at(-2)).toEqual({ deleted: total, total });
    expect(lines.at(-1)).toMatchObject({
      deletion: { id: doomed.organizationId, rows: { ...counted, organizations: 1 } },
    });
    expect(await unsafeCountOrganizationRows(t.database.db, doomed.organizationId)).toEqual({});
    // Audited with the status it had, not the suspension the deletion began with.
    const { rows: audited } = await t.database.pool.query(
      `select old_values->>'subscriptionStatus' as status from audit_log
       where entity_type = 'organization' and entity_id = $1 and action = 'DELETE'`,
      [doomed.organizationId],
    );
    expect(audited).toEqual([{ status: 'trial' }]);
  });

  it("refuses the organization's people while it runs, instead of holding their writes", async () => {
    const doomed = await tenantWithData(t.app, t.database.db, 'Held Rows');
    // Another transaction holds one of its customers: the deletion waits there, near its end.
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from customers where organization_id = $1 for update', [
        doomed.organizationId,
      ]);
      const deletion = deleteAsked(doomed.organizationId);
      await vi.waitFor(async () => expect(await statusOf(doomed.organizationId)).toBe('suspended'));
      // Its people are refused at once, not left waiting on the organization's lock.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: { cookie: doomed.org.admin.cookie },
        payload: { name: 'Written During The Deletion' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(ORGANIZATION_SUSPENDED);
      await holder.query('commit');
      const lines = linesOf((await deletion).body);
      expect(lines.at(-1)).toMatchObject({ deletion: { id: doomed.organizationId } });
      expect(await statusOf(doomed.organizationId)).toBeUndefined();
    } finally {
      await holder.query('rollback').catch(() => {});
      holder.release();
    }
  });

  it('answers an unknown organization as it always has', async () => {
    const response = await deleteAsked('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Organization not found' });
  });

  it('ends with the problem when a step fails, nothing deleted and the tables vacuumed', async () => {
    const doomed = await tenantWithData(t.app, t.database.db, 'Refused Rows');
    const counted = await unsafeCountOrganizationRows(t.database.db, doomed.organizationId);
    const before = await statusOf(doomed.organizationId);
    expect(counted.time_sessions).toBeGreaterThan(0);
    await t.database.pool.query('vacuum time_sessions');
    expect(await heapFetchesOfSessions(doomed.organizationId)).toBe(0);
    // Whatever refuses it, late: the customers go last, after every table pointing at them.
    await t.database.pool.query(`
      create function refuse_delete() returns trigger language plpgsql as
        $$ begin raise exception 'refused for the test'; end $$;
      create trigger refuse_customer_delete before delete on customers
        for each row when (old.organization_id = '${doomed.organizationId}') execute function refuse_delete()`);
    try {
      const response = await deleteAsked(doomed.organizationId);
      expect(response.statusCode).toBe(200);
      const lines = linesOf(response.body);
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.at(-1)).toEqual({
        error: { status: 500, detail: 'An unexpected error occurred' },
      });
      expect(await unsafeCountOrganizationRows(t.database.db, doomed.organizationId)).toEqual(
        counted,
      );
      // The sessions' delete, rolled back, took their pages out of the visibility map.
      expect(await heapFetchesOfSessions(doomed.organizationId)).toBe(0);
      // Suspended for the deletion, then as it was again.
      expect(await statusOf(doomed.organizationId)).toBe(before);
    } finally {
      await t.database.pool.query(
        'drop trigger refuse_customer_delete on customers; drop function refuse_delete()',
      );
    }
  });
});
