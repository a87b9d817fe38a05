import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Call } from '../../testing/project-fixture';
import {
  createTestApp,
  signedInAdmin,
  signedInMember,
  signedInPlatformAdmin,
  type TestApp,
} from '../../testing/test-app';

// The console searches every organization's admins by name, email or organization name through
// profiles.platform_search, sorts them by profiles.organization_name and finds the admins by
// profiles.is_organization_admin, which triggers write (migrations 0018, 0019 and 0022), never
// the server. Here each way a name, an email,
// an organization's name or a role changes, by a request, by the console or in SQL, and the two
// must follow it in the same transaction.

let t: TestApp;
let call: Call;
let platform: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  platform = (await signedInPlatformAdmin(t, 'pia@stint.test')).cookie;
});
afterAll(() => t.close());

/**
 * Every profile's kept text against its name, email and organization's name as they are, and
 * its kept organization name (the list's sort, migration 0022) against the organization's.
 */
async function compare() {
  const { rows } = await t.database.db.execute<{
    kept: string;
    kept_organization: string;
    full_name: string;
    email: string;
    organization: string;
  }>(sql`select p.platform_search as kept, p.organization_name as kept_organization,
                p.full_name, p.email, o.name as organization
           from profiles p join organizations o on o.id = p.organization_id`);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => row.kept)).toEqual(
    rows.map((row) => `${row.full_name}\n${row.email}\n${row.organization}`.toLowerCase()),
  );
  expect(rows.map((row) => row.kept_organization)).toEqual(rows.map((row) => row.organization));
}

/** Every profile's admin flag against its roles as they are. */
async function compareAdmins() {
  const { rows } = await t.database.db.execute<{ flagged: boolean; holds: boolean }>(
    sql`select p.is_organization_admin as flagged,
               exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin') as holds
          from profiles p`,
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => row.flagged)).toEqual(rows.map((row) => row.holds));
}

async function ok(cookie: string, method: Parameters<Call>[1], url: string, payload?: object) {
  const response = await call(cookie, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const search = async (text: string) =>
  (await ok(platform, 'GET', `/platform/users?search=${encodeURIComponent(text)}`)) as {
    rows: { id: string }[];
    total: number;
  };

describe("the console's search text of each person", () => {
  it('follows every change of a name, an email or an organization’s name', async () => {
    const admin = await signedInAdmin(t.app, { fullName: 'Grace Hopper' });
    const adminId: string = admin.me.id;
    await compare();

    // People added one by one, and in bulk.
    const member = await signedInMember(t.app, admin.cookie, 'user');
    await ok(admin.cookie, 'POST', '/resources/bulk', {
      inviteNewPeople: true,
      rows: [1, 2, 3].map((row) => ({
        row,
        fullName: `Bulk Person ${row}`,
        email: `bulk-${row}-${admin.input.email}`,
      })),
    });
    await compare();

    // Renamed by their organization, and the admin by the console (name and email).
    await ok(admin.cookie, 'PATCH', `/users/${member.id}`, { fullName: 'Renamed Member' });
    await ok(platform, 'PATCH', `/platform/users/${adminId}`, {
      fullName: 'Grace Brewster Hopper',
      email: 'grace.hopper@cobol.example',
    });
    await compare();
    expect((await search('brewster')).rows.map((row) => row.id)).toEqual([adminId]);
    expect((await search('GRACE.HOPPER@cobol')).total).toBe(1);

    // The organization renamed by its admin, then by the console: all its people follow.
    const settings = await ok(admin.cookie, 'GET', '/organization');
    await ok(admin.cookie, 'PATCH', '/organization', {
      name: 'Harvard Mark One',
      locationCountry: settings.locationCountry ?? 'Sweden',
    });
    await compare();
    expect((await search('mark one')).rows.map((row) => row.id)).toEqual([adminId]);
    await ok(platform, 'PATCH', `/platform/organizations/${settings.id}`, {
      name: 'Univac Division',
      subdomain: settings.subdomain,
      subscriptionTier: 'starter',
      subscriptionStatus: 'trial',
    });
    await compare();
    expect((await search('mark one')).total).toBe(0);
    expect((await search('univac')).rows.map((row) => row.id)).toEqual([adminId]);
  });

  it('matches within one of the three, not across two of them', async () => {
    const admin = await signedInAdmin(t.app, { fullName: 'Ada Lovelace' });
    const email = admin.input.email.toLowerCase();
    expect((await search('lovelace')).rows.map((row) => row.id)).toContain(admin.me.id);
    // The name's end and the email's start, as one text joined by spaces would hold them: the
    // three are joined by line breaks, which a search box cannot type.
    expect((await search(`lovelace ${email.slice(0, 4)}`)).total).toBe(0);
  });

  it('lists a person as an admin while they hold the role, and no longer', async () => {
    const admin = await signedInAdmin(t.app, { fullName: 'Margaret Hamilton' });
    const organizationId: string = admin.me.organization.id;
    const member = await signedInMember(t.app, admin.cookie, 'user');
    const listed = async () =>
      (await search(admin.input.organizationName)).rows.map((row) => row.id).sort();
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id]);

    // Given and taken by the organization's admin (every role written again).
    await ok(admin.cookie, 'PATCH', `/users/${member.id}`, { roles: ['admin', 'user'] });
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id, member.id].sort());
    await ok(admin.cookie, 'PATCH', `/users/${member.id}`, { roles: ['user'] });
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id]);

    // Given, changed into another role and back, and taken, in SQL.
    const role = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
    await role(sql`insert into user_roles (user_id, organization_id, role)
                   values (${member.id}, ${organizationId}, 'admin')`);
    await compareAdmins();
    await role(sql`update user_roles set role = 'management'
                    where user_id = ${member.id} and role = 'admin'`);
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id]);
    await role(sql`update user_roles set role = 'admin'
                    where user_id = ${member.id} and role = 'management'`);
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id, member.id].sort());
    await role(sql`delete from user_roles where user_id = ${member.id} and role = 'admin'`);
    await compareAdmins();
    expect(await listed()).toEqual([admin.me.id]);
  });
});
