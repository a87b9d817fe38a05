import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../../shared/schemas/bulk-resources';
import { auditLog, csvImportLogs } from '../../db/schema/audit';
import { profiles } from '../../db/schema/organizations';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { BULK_SOURCE } from './bulk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/resources/bulk', headers: { cookie }, payload });

const profileCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(profiles))[0]!.n;

describe('POST /resources/bulk', () => {
  it('updates known people, refuses unknown emails unless inviting, and logs the refusals', async () => {
    const admin = await signedInAdmin(t.app);
    const stamp = Date.now().toString(36);
    const newcomer = `new.${stamp}@example.com`;
    const before = await profileCount();
    const response = await save(admin.cookie, {
      rows: [
        { row: 1, fullName: admin.input.fullName, email: admin.input.email, jobTitle: 'Chief' },
        { row: 3, fullName: 'Newcomer', email: newcomer, hourlyCost: 70 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      successful: 1,
      failed: 1,
      created: 0,
      updated: 1,
      errors: [{ row: 3, email: newcomer, error: BULK_MESSAGES.unknownUser }],
    });
    expect(await profileCount()).toBe(before);
    const [me] = await t.database.db.select().from(profiles).where(eq(profiles.id, admin.me.id));
    expect(me!.jobTitle).toBe('Chief');

    const [log] = await t.database.db
      .select()
      .from(csvImportLogs)
      .where(eq(csvImportLogs.organizationId, admin.me.organization.id))
      .orderBy(desc(csvImportLogs.createdAt))
      .limit(1);
    expect(log).toMatchObject({ fileName: BULK_SOURCE, successfulRows: 1, failedRows: 1 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.me.organization.id), eq(auditLog.action, 'IMPORT')),
      );
    expect(JSON.stringify(audited.at(-1)!.newValues)).toContain(newcomer);

    // Asked to invite, the same row adds the person as a tracked employee.
    const invited = await save(admin.cookie, {
      inviteNewPeople: true,
      rows: [{ row: 3, fullName: 'Newcomer', email: newcomer, hourlyCost: 70 }],
    });
    expect(invited.json()).toMatchObject({ successful: 1, created: 1, failed: 0 });
    const [added] = await t.database.db.select().from(profiles).where(eq(profiles.email, newcomer));
    expect(added).toMatchObject({ organizationId: admin.me.organization.id, hourlyCost: '70.00' });
  });

  it('refuses a bad email and an empty save with the page’s messages, writing nothing', async () => {
    const admin = await signedInAdmin(t.app);
    const before = await profileCount();
    const bad = await save(admin.cookie, {
      inviteNewPeople: true,
      rows: [
        { row: 1, fullName: 'Fine', email: `fine.${Date.now()}@example.com` },
        { row: 2, fullName: 'Broken', email: 'broken.example.com' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Invalid email format: broken.example.com');
    const empty = await save(admin.cookie, { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(BULK_MESSAGES.noRows);
    expect(await profileCount()).toBe(before);
  });

  it('never touches a person of another organization, even by their email', async () => {
    const admin = await signedInAdmin(t.app);
    const other = await signedInAdmin(t.app);
    const response = await save(admin.cookie, {
      inviteNewPeople: true,
      rows: [{ row: 1, fullName: 'Taken Over', email: other.input.email, jobTitle: 'Spy' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successful: 0, failed: 1 });
    const [theirs] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, other.me.id));
    expect(theirs).toMatchObject({ organizationId: other.me.organization.id });
    expect(theirs!.jobTitle).not.toBe('Spy');
  });

  it('is for admins and resource managers only', async () => {
    const admin = await signedInAdmin(t.app);
    const user = await signedInMember(t.app, admin.cookie, 'user');
    const refused = await save(user.cookie, {
      rows: [{ row: 1, fullName: 'Someone', email: admin.input.email }],
    });
    expect(refused.statusCode).toBe(403);
    const manager = await signedInMember(t.app, admin.cookie, 'resource_manager');
    const allowed = await save(manager.cookie, {
      rows: [{ row: 1, fullName: admin.input.fullName, email: admin.input.email }],
    });
    expect(allowed.statusCode).toBe(200);
  });
});
