import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/organizations';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';

// The resources CSV import's boundaries: another organization's people, and who may import.
// What an import does inside one organization is import.test.ts.
const UNKNOWN =
  'User does not exist. Please create users via Users page or use Bulk Resources page.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (cookie: string, content: string, inviteNewPeople?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/resources/import',
    headers: { cookie },
    payload: { fileName: 'people.csv', content, inviteNewPeople },
  });

describe('resources CSV import, across organizations and roles', () => {
  it('will not take over a person of another organization', async () => {
    const mine = await signedInAdmin(t.app);
    const theirs = await signedInAdmin(t.app);
    const csv = `full_name,email\nTaken Over,${theirs.input.email}\n`;
    // Asked to invite, the address cannot be; not asked, it is as unknown as any other.
    expect((await upload(mine.cookie, csv, true)).json()).toMatchObject({
      successful: 0,
      failed: 1,
      errors: [{ row: 'Row 2', error: 'Row 2: A user with this email already exists' }],
    });
    expect((await upload(mine.cookie, csv)).json()).toMatchObject({
      successful: 0,
      failed: 1,
      errors: [{ row: 'Row 2', error: `Row 2: ${UNKNOWN}` }],
    });
    const [them] = await t.database.db.select().from(profiles).where(eq(profiles.id, theirs.me.id));
    expect(them).toMatchObject({
      organizationId: theirs.me.organization.id,
      fullName: theirs.input.fullName,
    });
  });

  it("leaves every field of another organization's person as it was, however often the file names them", async () => {
    const mine = await signedInAdmin(t.app);
    const theirs = await signedInAdmin(t.app);
    const [before] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, theirs.me.id));
    const stamp = Date.now().toString(36);
    const newcomer = `new.${stamp}@example.com`;
    const response = await upload(
      mine.cookie,
      [
        'full_name,email,job_title,hourly_cost',
        `Taken Over,${theirs.input.email},Spy,1`,
        `New Person,${newcomer},Analyst,50`,
        `Taken Again,${theirs.input.email.toUpperCase()},Spy,2`,
        `New Person,${newcomer},Lead,60`,
      ].join('\n'),
      true,
    );
    expect(response.json()).toMatchObject({ successful: 2, failed: 2, created: 1, updated: 1 });
    expect(response.json().errors.map((e: { error: string }) => e.error)).toEqual([
      'Row 2: A user with this email already exists',
      'Row 4: A user with this email already exists',
    ]);
    const [after] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, theirs.me.id));
    expect(after).toEqual(before);
    // The repeated new email updates the person this file has just added, in this organization.
    const [added] = await t.database.db.select().from(profiles).where(eq(profiles.email, newcomer));
    expect(added).toMatchObject({
      organizationId: mine.me.organization.id,
      jobTitle: 'Lead',
      hourlyCost: '60.00',
    });
  });

  it('is for admins and resource managers only', async () => {
    const admin = await signedInAdmin(t.app);
    const manager = await signedInMember(t.app, admin.cookie, 'resource_manager');
    expect((await upload(manager.cookie, 'full_name,email\n')).statusCode).toBe(400);
    const pm = await signedInMember(t.app, admin.cookie, 'project_manager');
    expect((await upload(pm.cookie, 'full_name,email\nX Y,x@example.com\n')).statusCode).toBe(403);
  });
});
