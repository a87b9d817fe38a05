import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, csvImportLogs } from '../../db/schema/audit';
import { profiles, userRoles } from '../../db/schema/organizations';
import {
  createTestApp,
  invitationTokenOf,
  signedInAdmin,
  signIn,
  type TestApp,
} from '../../testing/test-app';

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

describe('resources CSV import', () => {
  it('invites new people when asked, updates known ones and reports bad rows', async () => {
    const admin = await signedInAdmin(t.app);
    const stamp = Date.now().toString(36);
    const csv = [
      'full_name,email,employee_id,job_title,department,team,hourly_cost,location_country,manager_email',
      `Ada Import,ada.${stamp}@example.com,E1,Engineer,Tech,Core,80,Sweden,`,
      `${admin.input.fullName},${admin.input.email},E0,Founder,Board,,120.50,Sweden,`,
      ',,,,,,,,',
      `No Mail,,,,,,,,`,
    ].join('\n');
    const response = await upload(admin.cookie, csv, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 4,
      successful: 2,
      failed: 2,
      created: 1,
      updated: 1,
    });
    expect(response.json().errors.map((e: { error: string }) => e.error)).toEqual([
      'Row 4: Empty row',
      'Row 5: Missing required fields: full_name and email',
    ]);

    const [founder] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, admin.me.id));
    expect(founder).toMatchObject({ jobTitle: 'Founder', hourlyCost: '120.50', employeeId: 'E0' });
    const [ada] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, `ada.${stamp}@example.com`));
    expect(ada).toMatchObject({
      organizationId: admin.me.organization.id,
      jobTitle: 'Engineer',
      hourlyCost: '80.00',
    });
    expect(
      (await t.database.db.select().from(userRoles).where(eq(userRoles.userId, ada!.id))).map(
        (r) => r.role,
      ),
    ).toEqual(['tracked_employee']);

    // The invited person cannot sign in until they set a password through the mailed link.
    expect((await signIn(t.app, ada!.email, 'anything-at-all')).statusCode).toBe(401);
    const token = await invitationTokenOf(t.app, ada!.email);
    // Queued as template and data, the invitation reads right when shown (or sent).
    const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as {
      to: string;
      subject: string;
      text: string;
    }[];
    const invitation = mails.find((m) => m.to === ada!.email);
    expect(invitation?.subject).toBe(
      `You have been added to ${admin.me.organization.name} on Stint`,
    );
    expect(invitation?.text).toContain('Hi Ada Import,');
    expect(invitation?.text).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'ada-password-1' },
    });
    expect((await signIn(t.app, ada!.email, 'ada-password-1')).statusCode).toBe(200);
  });

  it('invites a new email once when the file names it twice; the later row updates the person', async () => {
    const admin = await signedInAdmin(t.app);
    const stamp = Date.now().toString(36);
    const email = (name: string) => `${name}.${stamp}@example.com`;
    const csv = [
      'full_name,email,employee_id,job_title,department,team,hourly_cost,location_country,manager_email',
      `Bea Twice,${email('bea')},E1,Analyst,,,70,Sweden,`,
      `Cid Once,${email('cid')},E2,Tester,,,60,Norway,`,
      `Bea Twice,${email('bea')},,Lead Analyst,,,,,`,
      `Dag Once,${email('dag')},E4,Designer,,,65,Sweden,`,
    ].join('\n');
    const response = await upload(admin.cookie, csv, true);
    expect(response.json()).toMatchObject({ total: 4, successful: 4, created: 3, updated: 1 });
    const people = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.organizationId, admin.me.organization.id));
    const bea = people.find((p) => p.email === email('bea'));
    expect(bea).toMatchObject({ jobTitle: 'Lead Analyst', employeeId: 'E1', hourlyCost: '70.00' });
    expect(people.filter((p) => p.email !== admin.input.email.toLowerCase())).toHaveLength(3);
    const audit = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.me.organization.id), eq(auditLog.entityType, 'user')),
      );
    expect(
      audit
        .filter((a) => a.entityId === bea!.id)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['CREATE', 'UPDATE']);
    expect(audit.filter((a) => a.action === 'CREATE')).toHaveLength(3);
    // Each invited person can set a password through their own link.
    for (const name of ['bea', 'cid', 'dag'])
      expect(await invitationTokenOf(t.app, email(name))).toMatch(/^[\w-]+$/);
  });

  it("places invited people in the organization's department and team their texts name, keeping the texts", async () => {
    const admin = await signedInAdmin(t.app);
    const post = async (url: string, payload: object) =>
      (
        await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload })
      ).json() as { id: string };
    const delivery = await post('/api/v1/departments', { name: 'Delivery' });
    const core = await post('/api/v1/teams', { name: 'Core', departmentId: delivery.id });
    const stamp = Date.now().toString(36);
    const email = (name: string) => `${name}.${stamp}@example.com`;
    const csv = [
      'full_name,email,department,team',
      `Eve Placed,${email('eve')},delivery,CORE`,
      `Finn Unknown Team,${email('finn')},Delivery,Nowhere`,
      `Gus Unplaced,${email('gus')},Sales,`,
    ].join('\n');
    expect((await upload(admin.cookie, csv, true)).json()).toMatchObject({ created: 3 });
    const placed = async (name: string) => {
      const [person] = await t.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.email, email(name)));
      return person;
    };
    expect(await placed('eve')).toMatchObject({
      department: 'delivery',
      team: 'CORE',
      departmentId: delivery.id,
      teamId: core.id,
    });
    expect(await placed('finn')).toMatchObject({
      department: 'Delivery',
      team: 'Nowhere',
      departmentId: delivery.id,
      teamId: null,
    });
    expect(await placed('gus')).toMatchObject({
      department: 'Sales',
      team: null,
      departmentId: null,
      teamId: null,
    });
  });

  it('updates each known person with only what their row changes, with an UPDATE audit row each', async () => {
    const admin = await signedInAdmin(t.app);
    const stamp = Date.now().toString(36);
    const email = (name: string) => `${name}.${stamp}@example.com`;
    const header = 'full_name,email,job_title,team,hourly_cost';
    await upload(
      admin.cookie,
      [
        header,
        `Hal,${email('hal')},Analyst,Core,50`,
        `Ivy,${email('ivy')},Tester,Core,60`,
        `Jon,${email('jon')},Designer,Core,70`,
      ].join('\n'),
      true,
    );
    const response = await upload(
      admin.cookie,
      [
        header,
        `Hal,${email('hal')},Lead Analyst,,`,
        `Ivy,${email('ivy')},,Edge,65.5`,
        `Jon,${email('jon')},Designer,Core,70`,
      ].join('\n'),
    );
    expect(response.json()).toMatchObject({ successful: 3, created: 0, updated: 3 });
    const people = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.organizationId, admin.me.organization.id));
    const person = (name: string) => people.find((p) => p.email === email(name));
    expect(person('hal')).toMatchObject({
      jobTitle: 'Lead Analyst',
      team: 'Core',
      hourlyCost: '50.00',
    });
    expect(person('ivy')).toMatchObject({ jobTitle: 'Tester', team: 'Edge', hourlyCost: '65.50' });
    expect(person('jon')).toMatchObject({
      jobTitle: 'Designer',
      team: 'Core',
      hourlyCost: '70.00',
    });
    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.me.organization.id), eq(auditLog.action, 'UPDATE')),
      );
    expect(
      updates.map((u) => ({
        entityId: u.entityId,
        oldValues: u.oldValues,
        newValues: u.newValues,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          entityId: person('hal')!.id,
          oldValues: { jobTitle: 'Analyst' },
          newValues: { jobTitle: 'Lead Analyst' },
        },
        {
          entityId: person('ivy')!.id,
          oldValues: { team: 'Core', hourlyCost: '60.00' },
          newValues: { team: 'Edge', hourlyCost: '65.50' },
        },
      ]),
    );
    expect(updates).toHaveLength(2);
  });

  it('takes a 5-row file with 2 unknown emails: refused unless inviting is asked for', async () => {
    const admin = await signedInAdmin(t.app);
    const stamp = Date.now().toString(36);
    const known = [`kim.${stamp}@example.com`, `lee.${stamp}@example.com`];
    for (const email of known) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { cookie: admin.cookie },
        payload: { fullName: 'Known Person', email, role: 'user' },
      });
      expect(added.statusCode).toBe(201);
    }
    const unknown = [`new1.${stamp}@example.com`, `new2.${stamp}@example.com`];
    const csv = [
      'full_name,email,job_title',
      `${admin.input.fullName},${admin.input.email},Director`,
      `Kim Known,${known[0]},Analyst`,
      `New One,${unknown[0]},Designer`,
      `Lee Known,${known[1]},Engineer`,
      `New Two,${unknown[1]},Tester`,
    ].join('\n');
    const people = () =>
      t.database.db
        .select({ email: profiles.email })
        .from(profiles)
        .where(eq(profiles.organizationId, admin.me.organization.id));

    const refused = await upload(admin.cookie, csv);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      total: 5,
      successful: 3,
      failed: 2,
      created: 0,
      updated: 3,
      errors: [
        { row: 'Row 4', error: `Row 4: ${UNKNOWN}` },
        { row: 'Row 6', error: `Row 6: ${UNKNOWN}` },
      ],
    });
    expect((await people()).map((p) => p.email)).not.toContain(unknown[0]);
    const [kim] = await t.database.db.select().from(profiles).where(eq(profiles.email, known[0]!));
    expect(kim).toMatchObject({ fullName: 'Kim Known', jobTitle: 'Analyst' });

    // The import log and its audit row tell the counts and name the refused rows.
    const [log] = await t.database.db
      .select()
      .from(csvImportLogs)
      .where(eq(csvImportLogs.organizationId, admin.me.organization.id))
      .orderBy(desc(csvImportLogs.createdAt))
      .limit(1);
    expect(log).toMatchObject({ importType: 'resources', successfulRows: 3, failedRows: 2 });
    const [imported] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.me.organization.id), eq(auditLog.action, 'IMPORT')),
      );
    expect(imported!.newValues).toMatchObject({
      inviteNewPeople: false,
      errors: [{ row: 'Row 4' }, { row: 'Row 6' }],
    });
    // Each update is audited with the values before and after.
    const kimAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, kim!.id), eq(auditLog.action, 'UPDATE')));
    expect(kimAudit.map((a) => [a.oldValues, a.newValues])).toEqual([
      [
        { fullName: 'Known Person', jobTitle: null },
        { fullName: 'Kim Known', jobTitle: 'Analyst' },
      ],
    ]);

    const invited = await upload(admin.cookie, csv, true);
    expect(invited.json()).toEqual({
      total: 5,
      successful: 5,
      failed: 0,
      created: 2,
      updated: 3,
      errors: [],
    });
    expect((await people()).map((p) => p.email)).toEqual(expect.arrayContaining(unknown));
    expect(await invitationTokenOf(t.app, unknown[1]!)).toBeTruthy();
  });
});
