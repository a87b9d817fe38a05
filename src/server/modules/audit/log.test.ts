import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogPage } from '../../../shared/schemas/audit';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

const get = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/audit-log${query}`, headers: { cookie } });

async function page(cookie: string, query = ''): Promise<AuditLogPage> {
  const response = await get(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every entry the query finds, page by page through `nextBefore`, and the pages' sizes. */
async function walk(cookie: string, params: Record<string, string> = {}) {
  const entries: AuditEntry[] = [];
  const sizes: number[] = [];
  let before: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, ...(before ? { before } : {}) });
    const next = await page(cookie, `?${query}`);
    entries.push(...next.entries);
    sizes.push(next.entries.length);
    before = next.nextBefore;
  } while (before && sizes.length < 20);
  return { entries, sizes };
}

const addCustomer = async (cookie: string, name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: { cookie },
    payload: { name, locationCountry: 'Sweden' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};

const organizationOf = (admin: Admin) => admin.me.organization.id as string;

describe('the audit log', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await signedInAdmin(t.app, { fullName: 'Ottoline Auditwright' });
  });

  it('shows the latest change first with its actor, values, address and browser', async () => {
    const id = await addCustomer(admin.cookie, 'Zephyr Widgets');
    const { entries } = await page(admin.cookie);
    expect(entries[0]).toMatchObject({
      action: 'CREATE',
      entityType: 'customer',
      entityId: id,
      actor: { id: admin.me.id, name: 'Ottoline Auditwright', email: admin.input.email },
      oldValues: null,
      newValues: expect.objectContaining({ name: 'Zephyr Widgets' }),
      ipAddress: '127.0.0.1',
      userAgent: 'lightMyRequest',
    });
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('pages through 250 entries, 100 at a time, with no duplicates or gaps', async () => {
    const organizationId = organizationOf(admin);
    const base = Date.now() - 3_600_000;
    // Groups of five share one instant, as rows written in one transaction do: the id orders them.
    const rows = Array.from({ length: 250 }, (_, i) => ({
      organizationId,
      userId: admin.me.id,
      entityType: 'paging_probe',
      entityId: `probe-${i}`,
      action: 'UPDATE',
      createdAt: new Date(base - Math.floor(i / 5) * 1000),
    }));
    const inserted = await t.database.db
      .insert(auditLog)
      .values(rows)
      .returning({ id: auditLog.id });

    const { entries, sizes } = await walk(admin.cookie, { search: 'paging_probe' });
    expect(sizes).toEqual([100, 100, 50]);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(250);
    expect([...ids].sort()).toEqual(inserted.map((r) => r.id).sort());
    for (let i = 1; i < entries.length; i += 1) {
      const [newer, older] = [entries[i - 1]!, entries[i]!];
      const order = Date.parse(newer.createdAt) - Date.parse(older.createdAt);
      expect(order > 0 || (order === 0 && newer.id > older.id)).toBe(true);
    }

    // The whole log, unfiltered, pages just as well: the probes among everything else.
    const all = await walk(admin.cookie, { limit: '70' });
    expect(all.sizes.slice(0, -1).every((size) => size === 70)).toBe(true);
    expect(new Set(all.entries.map((e) => e.id)).size).toBe(all.entries.length);
    expect(all.entries.filter((e) => e.entityType === 'paging_probe')).toHaveLength(250);
  });

  it('filters by action', async () => {
    const id = await addCustomer(admin.cookie, 'Short Lived');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/customers/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);

    const deletes = (await page(admin.cookie, '?action=DELETE')).entries;
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((e) => e.action === 'DELETE')).toBe(true);
    expect(deletes[0]).toMatchObject({
      entityId: id,
      oldValues: expect.objectContaining({ name: 'Short Lived' }),
      newValues: null,
    });
    const creates = (await page(admin.cookie, '?action=CREATE')).entries;
    expect(creates.every((e) => e.action === 'CREATE')).toBe(true);
    expect(creates.map((e) => e.entityId)).toContain(id);
    const signups = (await page(admin.cookie, '?action=SIGNUP')).entries;
    expect(signups.every((e) => e.action === 'SIGNUP')).toBe(true);
    expect((await get(admin.cookie, '?action=RENAME')).statusCode).toBe(400);
  });

  it('searches the actor’s name and email, and the values, without regard to case', async () => {
    const organizationId = organizationOf(admin);
    // Someone else's change, which no search for the admin may find.
    await t.database.db.insert(auditLog).values({
      organizationId,
      userId: null,
      entityType: 'system_error',
      action: 'ERROR',
      newValues: { message: 'Disk quota reached' },
    });

    const byName = await walk(admin.cookie, { search: 'ottoline AUDIT' });
    expect(byName.entries.length).toBeGreaterThan(250);
    expect(byName.entries.every((e) => e.actor?.name === 'Ottoline Auditwright')).toBe(true);
    const byEmail = await page(admin.cookie, `?search=${encodeURIComponent(admin.input.email)}`);
    expect(byEmail.entries.every((e) => e.actor?.email === admin.input.email)).toBe(true);
    expect(byEmail.entries.length).toBeGreaterThan(0);

    const byValue = (await page(admin.cookie, '?search=zephyr%20WIDGETS')).entries;
    expect(byValue).toHaveLength(1);
    expect(byValue[0]).toMatchObject({ action: 'CREATE', entityType: 'customer' });
    const byOldValue = (await page(admin.cookie, '?search=quota%20reached')).entries;
    expect(byOldValue).toEqual([expect.objectContaining({ action: 'ERROR', actor: null })]);

    // Wildcards are taken literally: no entry holds a percent sign.
    expect((await page(admin.cookie, '?search=%25')).entries).toEqual([]);
    expect((await page(admin.cookie, '?search=no-such-thing-anywhere')).nextBefore).toBeNull();
  });

  it('shows a person no longer in the organization by their id alone', async () => {
    const gone = randomUUID();
    await t.database.db.insert(auditLog).values({
      organizationId: organizationOf(admin),
      userId: gone,
      entityType: 'departed_probe',
      action: 'UPDATE',
    });
    const { entries } = await page(admin.cookie, '?search=departed_probe');
    expect(entries).toEqual([
      expect.objectContaining({ actor: { id: gone, name: null, email: null } }),
    ]);
  });

  it('refuses a malformed page cursor', async () => {
    const response = await get(admin.cookie, '?before=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Invalid page cursor');
  });
});

describe('who reads the audit log', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await signedInAdmin(t.app);
  });

  it('lets management read it and refuses pm_head and tracked employees', async () => {
    await addCustomer(admin.cookie, 'Seen By Management');
    const management = await signedInMember(t.app, admin.cookie, 'management');
    const seen = await page(management.cookie, '?search=seen%20by%20management');
    expect(seen.entries).toHaveLength(1);
    for (const role of ['pm_head', 'tracked_employee'] as const) {
      const member = await signedInMember(t.app, admin.cookie, role);
      const refused = await get(member.cookie);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().detail).toBe('You do not have permission to do this');
    }
  });

  it('never shows another organization’s entries, nor events of no organization', async () => {
    const other = await signedInAdmin(t.app);
    await addCustomer(other.cookie, 'Other Company Secret');
    const email = `platform-${randomUUID()}@example.com`;
    await t.database.db.insert(auditLog).values({
      organizationId: null,
      userId: null,
      entityType: 'auth',
      action: 'LOGIN_FAILED',
      newValues: { email },
    });

    expect((await page(admin.cookie, '?search=other%20company%20secret')).entries).toEqual([]);
    expect((await page(admin.cookie, `?search=${encodeURIComponent(email)}`)).entries).toEqual([]);
    const theirs = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.organizationId, organizationOf(other)));
    const platform = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(isNull(auditLog.organizationId), eq(auditLog.entityType, 'auth')));
    expect(theirs.length).toBeGreaterThan(0);
    expect(platform.length).toBeGreaterThan(0);
    const mine = new Set((await walk(admin.cookie, { limit: '200' })).entries.map((e) => e.id));
    expect(mine.size).toBeGreaterThan(0);
    for (const row of [...theirs, ...platform]) expect(mine.has(row.id)).toBe(false);
  });
});
