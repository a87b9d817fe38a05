import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { authSessions, authUsers } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { organizations } from '../../db/schema/organizations';
import { changeRequestAttachments } from '../../db/schema/registers';
import { PLATFORM_ADMIN_REQUIRED } from '../../http/guard';
import { openEventStream } from '../../testing/event-stream';
import { createTestApp, signedInPlatformAdmin, type TestApp } from '../../testing/test-app';
import { changedTables, snapshot, tenantTables } from '../../trust/table-snapshot';
import { type Tenant, tenantWithData } from '../../trust/tenant-data';
import { unsafeCountOrganizationRows } from './subscribers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-platform-'));
let t: TestApp;
let a: Tenant;
let b: Tenant;
let platform: string;
let platformAdminId: string;

const send = (cookie: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const ok = async (cookie: string, method: string, url: string, payload?: object) => {
  const response = await send(cookie, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
};

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  [a, b] = await Promise.all([
    tenantWithData(t.app, t.database.db, 'Alpha Platform'),
    tenantWithData(t.app, t.database.db, 'Beta Platform'),
  ]);
  for (const [tenant, name] of [
    [a, 'Alpha Platform'],
    [b, 'Beta Platform'],
  ] as const)
    await t.database.db
      .update(organizations)
      .set({ name })
      .where(eq(organizations.id, tenant.organizationId));
  ({ id: platformAdminId, cookie: platform } = await signedInPlatformAdmin(t, 'pia@stint.test'));
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const platformRoutes = () =>
  t.routes.filter((r) => r.url.startsWith('/api/v1/platform/') && r.method !== 'HEAD');

describe('the platform routes, called by an organization', () => {
  it('refuse every role with the spec’s message, audit the attempt and change nothing else', async () => {
    expect(platformRoutes().length).toBeGreaterThanOrEqual(13);
    const tables = await tenantTables(t.database.db);
    for (const cookie of [a.org.admin.cookie, a.org.tracked.cookie]) {
      const before = await snapshot(t.database.db, tables, [a.organizationId, b.organizationId]);
      const deniedBefore = await deniedCount();
      for (const route of platformRoutes()) {
        const url = route.url
          .replace('/api/v1', '')
          .replace(':id', route.url.includes('/users/') ? a.adminId : b.organizationId);
        const response = await send(cookie, route.method, url, {
          name: 'Taken over',
          subdomain: 'taken-over',
          subscriptionTier: 'enterprise',
          subscriptionStatus: 'active',
          fullName: 'Taken Over',
          email: 'taken@example.com',
        });
        expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBe(403);
        expect(response.json().detail).toBe(PLATFORM_ADMIN_REQUIRED);
      }
      const after = await snapshot(t.database.db, tables, [a.organizationId, b.organizationId]);
      // The only change: one ACCESS_DENIED row per attempt, in the caller's own organization.
      expect(changedTables(before, after).filter((c) => !c.startsWith('audit_log'))).toEqual([]);
      expect((await deniedCount()) - deniedBefore).toBe(platformRoutes().length);
    }
  });

  it('answers nobody signed in with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/platform/organizations' });
    expect(response.statusCode).toBe(401);
  });
});

async function deniedCount() {
  const rows = await t.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'ACCESS_DENIED'), eq(auditLog.organizationId, a.organizationId)),
    );
  return rows.length;
}

describe('the platform console', () => {
  it('audits entering it, and lists the platform’s totals', async () => {
    const overview = await ok(platform, 'GET', '/platform/overview');
    expect(overview.organizations.total).toBeGreaterThanOrEqual(2);
    const granted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ACCESS_GRANTED'), eq(auditLog.userId, platformAdminId)));
    expect(granted.length).toBeGreaterThanOrEqual(1);
    expect(granted[0]!.organizationId).toBeNull();
  });

  it('pages, sorts and searches the subscribers on the server', async () => {
    const found = await ok(platform, 'GET', '/platform/organizations?search=alpha%20platform');
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      id: a.organizationId,
      name: 'Alpha Platform',
      domain: `${found.rows[0].subdomain}.${t.config.productDomain}`,
      authUsers: 8,
    });
    const byName = await ok(platform, 'GET', '/platform/organizations?sort=name&direction=asc');
    const names = byName.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
    const first = await ok(platform, 'GET', '/platform/organizations?pageSize=1&page=1');
    const second = await ok(platform, 'GET', '/platform/organizations?pageSize=1&page=2');
    expect(first.total).toBe(second.total);
    expect(first.rows[0].id).not.toBe(second.rows[0].id);
    // A search's own % matches a percent sign, not everything.
    expect((await ok(platform, 'GET', '/platform/organizations?search=%25')).total).toBe(0);
    type Row = { subscriptionStatus: string };
    const all = await ok(platform, 'GET', '/platform/organizations?pageSize=100');
    expect(all.total).toBe(all.rows.length);
    const status = (all.rows as Row[])[0]!.subscriptionStatus;
    const of = await ok(platform, 'GET', `/platform/organizations?status=${status}&pageSize=100`);
    expect(of.rows.length).toBeGreaterThan(0);
    expect(of.rows).toEqual((all.rows as Row[]).filter((row) => row.subscriptionStatus === status));
    expect(of.total).toBe(of.rows.length);
  });

  it('edits an organization, refusing a subdomain another has', async () => {
    const taken = (await ok(platform, 'GET', `/platform/organizations?search=beta`)).rows[0];
    const edit = {
      name: 'Alpha Platform AB',
      subdomain: taken.subdomain,
      orgType: 'enterprise',
      locationCountry: 'Sweden',
      numEmployees: 40,
      subscriptionTier: 'professional',
      subscriptionStatus: 'active',
    };
    const refused = await send(
      platform,
      'PATCH',
      `/platform/organizations/${a.organizationId}`,
      edit,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This subdomain is already taken');
    const saved = await ok(platform, 'PATCH', `/platform/organizations/${a.organizationId}`, {
      ...edit,
      name: 'Alpha Platform',
      subdomain: 'alpha-platform-ab',
    });
    expect(saved).toMatchObject({
      subdomain: 'alpha-platform-ab',
      subscriptionTier: 'professional',
    });
    const me = await ok(a.org.admin.cookie, 'GET', '/me');
    expect(me.organization).toMatchObject({ subdomain: 'alpha-platform-ab', numEmployees: 40 });
  });

  it('suspends an organization: its people are refused at once and their streams close', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const tab = await openEventStream(url, a.org.user.cookie);
    await ok(platform, 'POST', `/platform/organizations/${a.organizationId}/suspend`);
    const refused = await send(a.org.admin.cookie, 'GET', '/customers');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Your organization is suspended. Contact support to reactivate it.',
    );
    await vi.waitFor(() => expect(tab.isEnded()).toBe(true), { timeout: 5_000 });
    expect(tab.received.map((r) => r.event)).toContain('organization.suspended');
    // Another organization goes on.
    expect((await send(b.org.admin.cookie, 'GET', '/customers')).statusCode).toBe(200);
    await ok(platform, 'POST', `/platform/organizations/${a.organizationId}/activate`);
    expect((await send(a.org.admin.cookie, 'GET', '/customers')).statusCode).toBe(200);
  });

  it('lists organization admins only, edits one, and deactivates and resets them', async () => {
    const page = await ok(platform, 'GET', '/platform/users?search=alpha%20platform');
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([a.adminId]);
    expect(page.rows[0].roles).toContain('admin');
    const nobody = await ok(platform, 'GET', `/platform/users?search=${a.org.tracked.email}`);
    expect(nobody.total).toBe(0);
    const everyone = await ok(platform, 'GET', '/platform/users?sort=fullName&pageSize=100');
    const ids = everyone.rows.map((r: { id: string }) => r.id);
    expect(ids).toContain(a.adminId);
    expect(ids).not.toContain(a.org.tracked.id);
    expect(everyone.total).toBe(ids.length);
    const names = everyone.rows.map((r: { fullName: string }) => r.fullName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));

    const taken = await send(platform, 'PATCH', `/platform/users/${a.adminId}`, {
      fullName: 'Ada Admin',
      email: b.org.admin.me.email,
    });
    expect(taken.statusCode).toBe(409);
    const edited = await ok(platform, 'PATCH', `/platform/users/${a.adminId}`, {
      fullName: 'Ada Admin',
      email: 'ada.admin@example.com',
      jobTitle: 'Owner',
    });
    expect(edited).toMatchObject({ fullName: 'Ada Admin', jobTitle: 'Owner' });
    const [account] = await t.database.db
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, a.adminId));
    expect(account!.email).toBe('ada.admin@example.com');

    await ok(platform, 'POST', `/platform/users/${a.adminId}/password-reset`);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'ada.admin@example.com'),
          eq(mailOutbox.template, 'password_reset'),
        ),
      );
    expect(mails).toHaveLength(1);

    // The platform may stop an organization's only admin; their sessions end with it.
    const stopped = await ok(platform, 'POST', `/platform/users/${a.adminId}/deactivate`);
    expect(stopped.isActive).toBe(false);
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, a.adminId));
    expect(sessions).toEqual([]);
    expect((await send(a.org.admin.cookie, 'GET', '/me')).statusCode).toBe(401);
    expect((await ok(platform, 'POST', `/platform/users/${a.adminId}/activate`)).isActive).toBe(
      true,
    );
  });

  it('adds up the analytics from the rows', async () => {
    const analytics = await ok(platform, 'GET', '/platform/analytics');
    const { rows } = await t.database.pool.query<{
      total: number;
      active: number;
      suspended: number;
      recent: number;
    }>(`select
      (select count(*)::int from organizations) as total,
      (select count(*)::int from organizations where subscription_status = 'active') as active,
      (select count(*)::int from organizations where subscription_status = 'suspended') as suspended,
      (select count(*)::int from organizations where created_at > now() - interval '7 days') as recent`);
    const expected = rows[0]!;
    expect(analytics.signUpsLast7Days).toBe(expected.recent);
    expect(analytics.active).toBe(expected.active);
    expect(analytics.suspended).toBe(expected.suspended);
    expect(analytics.activeRate).toBe(Math.round((expected.active / expected.total) * 1000) / 10);
    const { rows: tiers } = await t.database.pool.query<{ tier: string; n: number }>(
      `select subscription_tier as tier, count(*)::int as n from organizations group by 1`,
    );
    expect(
      Object.fromEntries(
        analytics.distribution
          .filter((d: { count: number }) => d.count > 0)
          .map((d: { tier: string; count: number }) => [d.tier, d.count]),
      ),
    ).toEqual(Object.fromEntries(tiers.map((row) => [row.tier, row.n])));
    expect(
      analytics.distribution.reduce((sum: number, d: { count: number }) => sum + d.count, 0),
    ).toBe(expected.total);
    expect(analytics.signUpsPerWeek).toHaveLength(12);
    expect(analytics.signUpsPerWeek.at(-1).count).toBe(analytics.growthThisWeek);
  });

  it('deletes an organization with every row and file it owns, and reports what went', async () => {
    const doomed = await tenantWithData(t.app, t.database.db, 'Doomed Platform');
    await t.database.db
      .update(organizations)
      .set({ name: 'Doomed Platform' })
      .where(eq(organizations.id, doomed.organizationId));
    const [attachment] = await t.database.db
      .select({ key: changeRequestAttachments.storageKey })
      .from(changeRequestAttachments)
      .where(eq(changeRequestAttachments.organizationId, doomed.organizationId));
    const file = path.join(dataDir, 'files', attachment!.key);
    expect(existsSync(file)).toBe(true);
    const counted = await unsafeCountOrganizationRows(t.database.db, doomed.organizationId);
    const { admin: _admin, ...members } = doomed.org.people;
    const people = [doomed.adminId, ...Object.values(members).map((p) => p.id)];
    const beforeB = await snapshot(t.database.db, await tenantTables(t.database.db), [
      b.organizationId,
    ]);

    const deletion = await ok(
      platform,
      'DELETE',
      `/platform/organizations/${doomed.organizationId}`,
    );
    expect(deletion).toMatchObject({ name: 'Doomed Platform', accounts: people.length, files: 1 });
    expect(deletion.rows).toEqual({ ...counted, organizations: 1 });

    // Not one row of it is left in any table that has an organization_id (from the catalog).
    expect(await unsafeCountOrganizationRows(t.database.db, doomed.organizationId)).toEqual({});
    const { rows } = await t.database.pool.query('select 1 from organizations where id = $1', [
      doomed.organizationId,
    ]);
    expect(rows).toEqual([]);
    const accounts = await t.database.db
      .select()
      .from(authUsers)
      .where(inArray(authUsers.id, people));
    expect(accounts).toEqual([]);
    expect(existsSync(file)).toBe(false);
    // Another organization is untouched.
    const afterB = await snapshot(t.database.db, await tenantTables(t.database.db), [
      b.organizationId,
    ]);
    // (Row counts are whole tables' and fell; the digests are B's rows.)
    expect(changedTables(beforeB, afterB).filter((c) => c.includes('its rows changed'))).toEqual(
      [],
    );
    expect(afterB.organizations!.digest).toBe(beforeB.organizations!.digest);
    // The deletion is audited in no organization, so the record outlives it.
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'DELETE'),
          eq(auditLog.entityId, doomed.organizationId),
          isNull(auditLog.organizationId),
        ),
      );
    expect(audit!.userId).toBe(platformAdminId);
    expect(
      (await send(platform, 'DELETE', `/platform/organizations/${doomed.organizationId}`))
        .statusCode,
    ).toBe(404);
  });

  it('shows the platform administrators what they did', async () => {
    const log = await ok(platform, 'GET', '/platform/audit-log?pageSize=100');
    const actions = log.rows.map(
      (r: { action: string; entityType: string }) => `${r.action} ${r.entityType}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'ACCESS_GRANTED platform',
        'UPDATE organization',
        'DELETE organization',
        'UPDATE user',
      ]),
    );
    expect(
      log.rows.every((r: { actor: { name: string } }) => r.actor.name === 'Pia Platform'),
    ).toBe(true);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where user_id = ${platformAdminId}`,
    );
    expect(log.total).toBe(rows[0]!.n);
  });
});
