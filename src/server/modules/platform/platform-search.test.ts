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
// profiles.platform_search, which triggers write (migration 0018), never the server. Here each
// way a name, an email or an organization's name changes, by a request or by the console, and
// the text must follow it in the same transaction.

let t: TestApp;
let call: Call;
let platform: string;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  platform = (await signedInPlatformAdmin(t, 'pia@stint.test')).cookie;
});
afterAll(() => t.close());

/** Every profile's kept text against its name, email and organization's name as they are. */
async function compare() {
  const { rows } = await t.database.db.execute<{
    kept: string;
    full_name: string;
    email: string;
    organization: string;
  }>(sql`select p.platform_search as kept, p.full_name, p.email, o.name as organization
           from profiles p join organizations o on o.id = p.organization_id`);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => row.kept)).toEqual(
    rows.map((row) => `${row.full_name}\n${row.email}\n${row.organization}`.toLowerCase()),
  );
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
});
