import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { tooManyAttempts } from '../auth/attempt-limit';
import { auditLog } from '../db/schema/audit';
import { customers } from '../db/schema/portfolio';
import { withTenant } from '../db/tenant';
import { CROSS_SITE_REFUSED } from '../http/same-origin';
import {
  createTestApp,
  newSignUp,
  sendOriginByDefault,
  sessionCookie,
  signedInAdmin,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  testConfig,
} from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

// `t` allows plenty of attempts; `limited` allows 3 a minute (AUTH_RATE_LIMIT=3).
let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ authRateLimit: 3 });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const signUpPayload = (input: ReturnType<typeof newSignUp>) => ({
  name: input.fullName,
  email: input.email,
  password: input.password,
  organizationName: input.organizationName,
});

let address = 0;
/** An account of `on`, signed up from an address no other test uses. */
async function accountOn(on: TestApp) {
  const input = newSignUp();
  const response = await on.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: signUpPayload(input),
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode).toBe(200);
  return input;
}

const post = (on: TestApp, url: string, payload: object, from: string) =>
  on.app.inject({ method: 'POST', url, payload, remoteAddress: from });
const signInFrom = (from: string, email: string, password = 'not-the-password', on = limited) =>
  post(on, '/api/auth/sign-in/email', { email, password }, from);
const resetFrom = (from: string, email: string, on = limited) =>
  post(on, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, from);

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.headers['content-type']).toContain('application/problem+json');
  // problem+json for the API's clients, code and message for better-auth's web client.
  expect(response.json()).toMatchObject({
    status: 429,
    title: 'Too Many Requests',
    detail: tooManyAttempts(seconds),
    code: 'TOO_MANY_REQUESTS',
    message: tooManyAttempts(seconds),
  });
}

describe('sign-in and reset rate limits', () => {
  it('limits sign-in attempts per client address, whatever accounts they name', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signInFrom('198.51.100.20', `someone${i}@example.com`)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expectTooMany(await signInFrom('198.51.100.20', 'someone-new@example.com'));
    expect((await signInFrom('198.51.100.21', 'someone-new@example.com')).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account, whatever addresses they come from', async () => {
    const input = await accountOn(limited);
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(`203.0.113.${30 + i}`, input.email)).statusCode).toBe(401);
    const refused = await signInFrom('203.0.113.40', input.email, input.password);
    expectTooMany(refused);
    expect(refused.cookies).toHaveLength(0);
    // Another account from the same new address is not held up.
    expect((await signInFrom('203.0.113.40', 'another@example.com')).statusCode).toBe(401);
  });

  it('limits an unknown account exactly as a known one, so the limit tells nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(`203.0.113.${50 + i}`, 'no-one@example.com')).statusCode).toBe(401);
    expectTooMany(await signInFrom('203.0.113.60', 'no-one@example.com'));
  });

  it('forgets an account’s failures once its right password is given', async () => {
    const input = await accountOn(limited);
    for (let i = 0; i < 2; i++) await signInFrom(`203.0.113.${70 + i}`, input.email);
    expect((await signInFrom('203.0.113.72', input.email, input.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(`203.0.113.${73 + i}`, input.email)).statusCode).toBe(401);
  });

  it('limits password reset requests per account and per address', async () => {
    const input = await accountOn(limited);
    for (let i = 0; i < 3; i++)
      expect((await resetFrom(`203.0.113.${80 + i}`, input.email)).statusCode).toBe(200);
    expectTooMany(await resetFrom('203.0.113.90', input.email));
    for (let i = 0; i < 3; i++)
      expect((await resetFrom('198.51.100.91', `reset${i}@example.com`)).statusCode).toBe(200);
    expectTooMany(await resetFrom('198.51.100.91', 'reset-new@example.com'));
  });
});

describe('no user enumeration', () => {
  it('answers an unknown email exactly as a wrong password', async () => {
    const input = await accountOn(t);
    const wrong = await signInFrom('198.51.100.101', input.email, 'not-the-password', t);
    const unknown = await signInFrom('198.51.100.102', `x${input.email}`, 'not-the-password', t);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
  });

  it('answers a reset request for an unknown email exactly as for a known one', async () => {
    const input = await accountOn(t);
    const known = await resetFrom('198.51.100.103', input.email, t);
    const unknown = await resetFrom('198.51.100.104', `x${input.email}`, t);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });
});

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, and not Secure over plain HTTP', async () => {
    const input = await accountOn(t);
    const response = await signInFrom('198.51.100.110', input.email, input.password, t);
    const session = response.cookies.find((c) => c.name === 'stint.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session!.secure).toBeFalsy();
  });

  it('is Secure (and __Secure- named) when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://stint.example.com' });
    try {
      const input = newSignUp();
      const origin = { origin: 'https://stint.example.com' };
      await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        payload: signUpPayload(input),
      });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email: input.email, password: input.password },
      });
      expect(response.statusCode).toBe(200);
      const session = response.cookies.find((c) => c.name.endsWith('stint.session_token'));
      expect(session).toMatchObject({
        name: '__Secure-stint.session_token',
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      });
      expect(String(response.headers['strict-transport-security'])).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('cross-site requests', () => {
  const createCustomer = (cookie: string, headers: Record<string, string>, name: string) =>
    t.injectWithoutOrigin({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { cookie, ...headers },
      payload: { name },
    });
  const countNamed = (name: string) => t.database.db.$count(customers, eq(customers.name, name));

  it('refuses a change with no Origin, or another site’s, with problem+json and writes nothing', async () => {
    const { cookie } = await signedInAdmin(t.app);
    const forgeries: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of forgeries) {
      const response = await createCustomer(cookie, headers, 'Forged Customer');
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 403, detail: CROSS_SITE_REFUSED });
    }
    expect(await countNamed('Forged Customer')).toBe(0);
  });

  it('accepts the site’s own Origin, or its Referer when a browser sends no Origin', async () => {
    const { cookie } = await signedInAdmin(t.app);
    expect((await createCustomer(cookie, { origin: TEST_ORIGIN }, 'Own Origin')).statusCode).toBe(
      201,
    );
    const referred = await createCustomer(
      cookie,
      { referer: `${TEST_ORIGIN}/dashboard` },
      'Own Referer',
    );
    expect(referred.statusCode).toBe(201);
  });

  it('answers an endless cross-site upload and hangs up, over a real connection', async () => {
    const { cookie } = await signedInAdmin(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const upload = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/v1/customers/import',
          headers: { cookie, 'content-type': 'application/json' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () =>
            resolve(
              `${response.statusCode} ${response.headers.connection} ${JSON.parse(body).detail}`,
            ),
          );
        },
      );
      upload.on('error', reject);
      upload.write('{"fileName":"a.csv","content":"');
      // Never finished: only the server's refusal ends it.
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const send = () => {
        while (upload.write(chunk));
        upload.once('drain', send);
      };
      send();
    });
    expect(answer).toBe(`403 close ${CROSS_SITE_REFUSED}`);
  });

  it('guards sign-in, sign-up and sign-out the same way, and lets reads through', async () => {
    const input = newSignUp();
    const forged = await t.injectWithoutOrigin({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: signUpPayload(input),
    });
    expect(forged.statusCode).toBe(403);
    const { cookie } = await signedInAdmin(t.app);
    const signOut = await t.injectWithoutOrigin({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(403);
    const read = await t.injectWithoutOrigin({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('forbids inline scripts and framing on pages, the API and its docs', async () => {
    for (const url of ['/', '/login', '/api/v1/me', '/api/health', '/api/docs/']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      const directives = Object.fromEntries(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src'], url).toBeDefined();
      expect(directives['script-src'], url).not.toContain("'unsafe-inline'");
      expect(directives['script-src'], url).not.toContain("'unsafe-eval'");
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('logs', () => {
  it('never holds a password, whatever the sign-in, sign-up or reset did', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const { app } = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      db: database.db,
      pool: database.pool,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    sendOriginByDefault(app, TEST_ORIGIN);
    try {
      const input = newSignUp({ password: 'Sekret-Passw0rd-Never-Logged' });
      expect((await signUp(app, input)).statusCode).toBe(200);
      expect((await signIn(app, input.email, input.password)).statusCode).toBe(200);
      expect((await signIn(app, input.email, 'Wrong-Passw0rd-Never-Logged')).statusCode).toBe(401);
      expect((await signIn(app, 'unknown@example.com', input.password)).statusCode).toBe(401);
      const odd = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: ['not', 'an', 'email'], password: input.password },
      });
      expect(odd.statusCode).toBeGreaterThanOrEqual(400);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'not-a-token', newPassword: 'Reset-Passw0rd-Never-Logged' },
      });
      expect(reset.statusCode).toBe(400);
      const cookie = sessionCookie(await signIn(app, input.email, input.password));
      const users = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { cookie },
        payload: { fullName: 'Pat', email: 'pat@example.com', password: 'Extra-Passw0rd-Field' },
      });
      expect(users.statusCode).toBeLessThan(500);
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/auth/sign-in/email');
    for (const secret of [
      'Sekret-Passw0rd-Never-Logged',
      'Wrong-Passw0rd-Never-Logged',
      'Reset-Passw0rd-Never-Logged',
      'Extra-Passw0rd-Field',
    ])
      expect(log).not.toContain(secret);
  });
});

describe('audit trail', () => {
  it('refuses UPDATE and DELETE of audit_log, and deleting the organization it cascades from, to the application’s role', async () => {
    const { me } = await signedInAdmin(t.app);
    const organizationId = me.organization.id as string;
    const ctx = { organizationId };
    const rows = () => t.database.db.$count(auditLog, eq(auditLog.organizationId, organizationId));
    const before = await rows();
    expect(before).toBeGreaterThan(0);
    const refused = {
      cause: expect.objectContaining({ message: expect.stringMatching(/permission denied/) }),
    };
    await expect(
      withTenant(t.database.db, ctx, (tx) => tx.update(auditLog).set({ action: 'DELETE' })),
    ).rejects.toMatchObject(refused);
    await expect(withTenant(t.database.db, ctx, (tx) => tx.delete(auditLog))).rejects.toMatchObject(
      refused,
    );
    await expect(
      withTenant(t.database.db, ctx, (tx) => tx.execute(sql`truncate audit_log`)),
    ).rejects.toMatchObject(refused);
    await expect(
      withTenant(t.database.db, ctx, (tx) =>
        tx.execute(sql`delete from organizations where id = ${organizationId}`),
      ),
    ).rejects.toMatchObject(refused);
    expect(await rows()).toBe(before);
  });
});
