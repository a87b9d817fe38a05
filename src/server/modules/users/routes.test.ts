import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { authSessions, authUsers } from '../../db/schema/auth';
import {
  createTestApp,
  invitationTokenOf,
  newSignUp,
  signedInAdmin,
  signedInMember,
  signIn,
  TEST_ORIGIN,
  type TestApp,
} from '../../testing/test-app';
import { EMAIL_TAKEN } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(() => t.close());

const addPerson = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users', headers: { cookie }, payload });

describe('people', () => {
  it('adds a person who is invited by mail, sets a password and signs in', async () => {
    const email = newSignUp().email;
    const response = await addPerson(admin.cookie, {
      fullName: 'Tove Jansson',
      email,
      jobTitle: 'Illustrator',
      hourlyCost: 55.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      fullName: 'Tove Jansson',
      email,
      roles: ['tracked_employee'],
      hourlyCost: 55.5,
      isActive: true,
    });

    const token = await invitationTokenOf(t.app, email);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'moomin-valley-1' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(t.app, email, 'moomin-valley-1');
    expect(signedIn.statusCode).toBe(200);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().id));
    expect(audit).toMatchObject({ action: 'CREATE', entityType: 'user', userId: admin.me.id });
  });

  it('refuses an email that already has an account', async () => {
    const before = await t.database.db.$count(authUsers);
    const response = await addPerson(admin.cookie, {
      fullName: 'Someone Else',
      email: admin.input.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: EMAIL_TAKEN,
      errors: [{ path: 'email', message: EMAIL_TAKEN }],
    });
    expect(await t.database.db.$count(authUsers)).toBe(before);
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await t.database.db.$count(authUsers);
    const response = await addPerson(admin.cookie, {
      fullName: 'X',
      email: 'nope',
      hourlyCost: -1,
    });
    expect(response.statusCode).toBe(400);
    const messages = response
      .json()
      .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'fullName: Must be at least 2 characters',
        'email: Invalid email address',
        'hourlyCost: Must be a positive number',
      ]),
    );
    expect(await t.database.db.$count(authUsers)).toBe(before);
  });

  it('lets only an admin add people', async () => {
    const manager = await signedInMember(t.app, admin.cookie, 'resource_manager');
    const response = await addPerson(manager.cookie, {
      fullName: 'Not Allowed',
      email: newSignUp().email,
    });
    expect(response.statusCode).toBe(403);
    const tracked = await signedInMember(t.app, admin.cookie, 'tracked_employee');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users',
          headers: { cookie: tracked.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('people admin', () => {
  const send = (cookie: string, method: 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

  it('edits a person: department, team, cost and roles, audited with old and new values', async () => {
    const org = await signedInAdmin(t.app);
    const person = await signedInMember(t.app, org.cookie, 'user');
    const department = (
      await send(org.cookie, 'POST', '/departments', { name: 'Engineering' })
    ).json();
    const team = (
      await send(org.cookie, 'POST', '/teams', { name: 'Platform', departmentId: department.id })
    ).json();
    const changed = await send(org.cookie, 'PATCH', `/users/${person.id}`, {
      jobTitle: 'Engineer',
      departmentId: department.id,
      teamId: team.id,
      hourlyCost: 72.5,
      roles: ['project_manager', 'resource_manager'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      jobTitle: 'Engineer',
      department: 'Engineering',
      team: 'Platform',
      departmentId: department.id,
      teamId: team.id,
      hourlyCost: 72.5,
      roles: ['project_manager', 'resource_manager'],
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, person.id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'UPDATE',
      oldValues: expect.objectContaining({ roles: ['user'] }),
      newValues: expect.objectContaining({ roles: ['project_manager', 'resource_manager'] }),
    });

    // A team of another department, or another organization's person, is refused.
    const other = (await send(org.cookie, 'POST', '/departments', { name: 'Sales' })).json();
    const wrongTeam = await send(org.cookie, 'PATCH', `/users/${person.id}`, {
      departmentId: other.id,
      teamId: team.id,
    });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().detail).toBe('This team belongs to another department');
    expect(
      (await send(org.cookie, 'PATCH', `/users/${admin.me.id}`, { jobTitle: 'Spy' })).statusCode,
    ).toBe(404);
  });

  it('deactivates a person: their session ends at once and they cannot sign in until activated', async () => {
    const org = await signedInAdmin(t.app);
    const person = await signedInMember(t.app, org.cookie, 'project_manager');
    expect((await me(person.cookie)).statusCode).toBe(200);

    const deactivated = await send(org.cookie, 'POST', `/users/${person.id}/deactivate`);
    expect(deactivated.json()).toMatchObject({ isActive: false });
    expect((await me(person.cookie)).statusCode).toBe(401);
    const refused = await signIn(t.app, person.email, person.password);
    expect(refused.statusCode).not.toBe(200);
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, person.id));
    expect(sessions).toHaveLength(0);

    expect((await send(org.cookie, 'POST', `/users/${person.id}/activate`)).json()).toMatchObject({
      isActive: true,
    });
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(200);
  });

  it('keeps one active admin: the last one can be neither deactivated nor demoted', async () => {
    const org = await signedInAdmin(t.app);
    const id = org.me.id as string;
    const demote = await send(org.cookie, 'PATCH', `/users/${id}`, { roles: ['user'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe('The organization needs at least one active admin');
    const deactivate = await send(org.cookie, 'POST', `/users/${id}/deactivate`);
    expect(deactivate.statusCode).toBe(409);
    expect((await me(org.cookie)).json().roles).toEqual(['admin']);

    // With a second admin, the first may step down.
    const second = await signedInMember(t.app, org.cookie, 'admin');
    expect(
      (await send(org.cookie, 'PATCH', `/users/${id}`, { roles: ['management'] })).statusCode,
    ).toBe(200);
    const last = await send(second.cookie, 'POST', `/users/${second.id}/deactivate`);
    expect(last.statusCode).toBe(409);
  });

  it('mails the person a password reset link', async () => {
    const org = await signedInAdmin(t.app);
    const person = await signedInMember(t.app, org.cookie, 'user');
    const sent = await send(org.cookie, 'POST', `/users/${person.id}/password-reset`);
    expect(sent.statusCode).toBe(204);
    const mail = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as {
      to: string;
      subject: string;
      text: string;
    }[];
    const reset = mail.filter(
      (m) => m.to === person.email && /Reset your Stint password/.test(m.subject),
    );
    expect(reset).toHaveLength(1);
    expect(reset[0]!.text).toMatch(/reset-password\?token=/);
  });

  it('lets only an admin edit, deactivate or reset anyone', async () => {
    const org = await signedInAdmin(t.app);
    const target = await signedInMember(t.app, org.cookie, 'user');
    for (const role of ['management', 'pm_head', 'project_manager', 'resource_manager'] as const) {
      const member = await signedInMember(t.app, org.cookie, role);
      expect(
        (await send(member.cookie, 'PATCH', `/users/${target.id}`, { jobTitle: 'X' })).statusCode,
      ).toBe(403);
      expect((await send(member.cookie, 'POST', `/users/${target.id}/deactivate`)).statusCode).toBe(
        403,
      );
      expect(
        (await send(member.cookie, 'POST', `/users/${target.id}/password-reset`)).statusCode,
      ).toBe(403);
    }
  });
});

describe('my own profile', () => {
  it('changes my name, job title and time zone, and refuses an unknown zone', async () => {
    const org = await signedInAdmin(t.app);
    const person = await signedInMember(t.app, org.cookie, 'tracked_employee');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: { cookie: person.cookie },
        payload,
      });
    const changed = await patch({
      fullName: 'Greta Garbo',
      jobTitle: 'Actor',
      timeZone: 'Europe/Stockholm',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      fullName: 'Greta Garbo',
      jobTitle: 'Actor',
      timeZone: 'Europe/Stockholm',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: person.cookie },
    });
    expect(me.json()).toMatchObject({ fullName: 'Greta Garbo', timeZone: 'Europe/Stockholm' });

    const bad = await patch({ fullName: 'Greta Garbo', timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Please select a valid time zone');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: person.cookie } })
      ).json().timeZone,
    ).toBe('Europe/Stockholm');
  });

  it('changes my password with the current one, and then signs in only with the new one', async () => {
    const org = await signedInAdmin(t.app);
    const person = await signedInMember(t.app, org.cookie, 'user');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: person.cookie, origin: TEST_ORIGIN },
        payload: { currentPassword, newPassword: 'A-new-passw0rd', revokeOtherSessions: true },
      });
    expect((await change('not-my-password')).statusCode).toBe(400);
    expect((await change(person.password)).statusCode).toBe(200);
    expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(t.app, person.email, 'A-new-passw0rd')).statusCode).toBe(200);
  });
});
