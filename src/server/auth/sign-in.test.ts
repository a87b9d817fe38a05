import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { organizations, profiles } from '../db/schema/organizations';
import {
  createTestApp,
  newSignUp,
  sessionCookie,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../testing/test-app';
import { ACCOUNT_DEACTIVATED, ORGANIZATION_SUSPENDED } from './account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newAccount() {
  const input = newSignUp();
  const userId = (await signUp(t.app, input)).json().user.id as string;
  return { input, userId };
}

const auditOf = (userId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.userId, userId))
    .orderBy(auditLog.createdAt);

describe('sign-in', () => {
  it('signs in, answers /me with the cookie, and signs out', async () => {
    const { input, userId } = await newAccount();
    const response = await signIn(t.app, input.email, input.password);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    const session = response.cookies.find((c) => c.name.includes('session_token'))!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: userId,
      email: input.email,
      fullName: input.fullName,
      roles: ['admin'],
      isPlatformAdmin: false,
      organization: {
        name: input.organizationName,
        setupCompleted: false,
        subscriptionStatus: 'trial',
      },
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);

    const actions = (await auditOf(userId)).map((row) => row.action);
    expect(actions).toEqual(['SIGNUP', 'LOGIN_SUCCESS', 'LOGOUT']);
  });

  it('answers /me without a session with 401 problem+json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      detail: 'Not authenticated',
    });
  });

  it('refuses a wrong password and audits the failure with IP and user agent', async () => {
    const { input, userId } = await newAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: input.email, password: 'not-the-password' },
      headers: { 'user-agent': 'StintTest/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
    expect(response.cookies).toHaveLength(0);
    const [failure] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'LOGIN_FAILED')));
    expect(failure).toMatchObject({
      entityType: 'auth',
      ipAddress: '203.0.113.9',
      userAgent: 'StintTest/1.0',
    });
    expect(failure!.newValues).toMatchObject({ email: input.email });
  });

  it('keeps no more of a sent email than an address can hold in the audit log', async () => {
    const junk = `${'x'.repeat(100_000)}@example.com`;
    const response = await signIn(t.app, junk, 'whatever-password');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const rows = await t.database.db
      .select({ email: sql<string>`${auditLog.newValues} ->> 'email'` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'LOGIN_FAILED'),
          sql`${auditLog.newValues} ->> 'email' like 'xxxxxxxxxx%'`,
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('x'.repeat(254));
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const response = await signIn(t.app, 'nobody-here@example.com', 'whatever-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('refuses a deactivated person with a clear message, and ends their open session', async () => {
    const { input, userId } = await newAccount();
    const cookie = sessionCookie(await signIn(t.app, input.email, input.password));
    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, userId));

    const response = await signIn(t.app, input.email, input.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCOUNT_DEACTIVATED);
    expect(response.cookies).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().detail).toBe(ACCOUNT_DEACTIVATED);
  });

  it('refuses everyone of a suspended organization', async () => {
    const { input, userId } = await newAccount();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    await t.database.db
      .update(organizations)
      .set({ subscriptionStatus: 'suspended' })
      .where(eq(organizations.id, profile!.organizationId));
    const response = await signIn(t.app, input.email, input.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ORGANIZATION_SUSPENDED);
  });
});

describe('sign-in rate limit', () => {
  it('refuses the attempts past the limit from one address', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'someone@example.com', password: 'wrong-password' },
          remoteAddress: '198.51.100.7',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another address, asking about another account (the same one is limited per account too).
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'someone-else@example.com', password: 'wrong-password' },
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
