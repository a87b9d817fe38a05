import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { authUsers } from '../../db/schema/auth';
import {
  createTestApp,
  invitationTokenOf,
  newSignUp,
  signedInAdmin,
  signedInMember,
  signIn,
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

  it('lists the organization’s people with their roles', async () => {
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie: admin.cookie } })
    ).json();
    expect(people.map((p: { email: string }) => p.email)).toContain(admin.input.email);
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
