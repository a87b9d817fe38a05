import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import {
  type SignUp,
  sessionCookie,
  signedInAdmin,
  signIn,
  TEST_ORIGIN,
  testConfig,
} from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { authEndpointsOf } from './hostile/auth-endpoints';
import { problemWith } from './hostile/runner';
import {
  accountSnapshot,
  changedTables,
  type Snapshot,
  snapshot,
  tenantTables,
} from './table-snapshot';

/**
 * Tenant isolation on better-auth's endpoints at /api/auth/*: organization B's signed-in admin
 * hands every endpoint that takes an identifier organization A's (session tokens, user and
 * account ids, email, password) and sees none of A's, changes none of A's rows. Every
 * endpoint the auth instance serves is probed or listed below with the reason it is not.
 */

type Person = {
  input: SignUp;
  cookie: string;
  userId: string;
  organizationId: string;
  sessionTokens: string[];
  /** The id of the person's credential account row, and its account_id. */
  accountRowId: string;
  accountId: string;
};
type Probe = {
  method: 'GET' | 'POST';
  /** Under /api/auth. */
  url: string;
  payload?: object;
  /** What B must see besides the rules every probe keeps; a refusal when not given. */
  check?: (response: LightMyRequestResponse, b: Person) => void;
};

const refused = (response: LightMyRequestResponse) =>
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
// What revoking a token the caller does not hold answers: the same as for an unknown token.
const noSuchSession = (response: LightMyRequestResponse) =>
  expect(response.json()).toEqual({ status: true });
// It acts on the caller's own sessions.
const ownSessions = (response: LightMyRequestResponse) => expect(response.statusCode).toBe(200);

const TAKEOVER_PASSWORD = 'Taken-Over-Passw0rd';
const bodyOf = (response: LightMyRequestResponse) => response.json() as unknown;

const PROBES: Record<string, (a: Person) => Probe[]> = {
  '/get-session': () => [
    {
      method: 'GET',
      url: '/get-session',
      check: (response, b) => expect(bodyOf(response)).toMatchObject({ user: { id: b.userId } }),
    },
  ],
  '/list-sessions': () => [
    {
      method: 'GET',
      url: '/list-sessions',
      check(response, b) {
        const sessions = bodyOf(response) as { userId: string }[];
        expect(sessions.length).toBeGreaterThan(0);
        expect(new Set(sessions.map((s) => s.userId))).toEqual(new Set([b.userId]));
      },
    },
  ],
  '/list-accounts': () => [
    {
      method: 'GET',
      url: '/list-accounts',
      check(response, b) {
        const accounts = bodyOf(response) as { userId: string }[];
        expect(accounts.length).toBeGreaterThan(0);
        expect(new Set(accounts.map((s) => s.userId))).toEqual(new Set([b.userId]));
      },
    },
  ],
  '/revoke-session': (a) =>
    a.sessionTokens.map((token) => ({
      method: 'POST',
      url: '/revoke-session',
      payload: { token },
      check: noSuchSession,
    })),
  '/revoke-sessions': (a) => [
    { method: 'POST', url: '/revoke-sessions', payload: { userId: a.userId }, check: ownSessions },
  ],
  '/revoke-other-sessions': (a) => [
    {
      method: 'POST',
      url: '/revoke-other-sessions',
      payload: { userId: a.userId },
      check: ownSessions,
    },
  ],
  '/update-user': (a) => [
    {
      method: 'POST',
      url: '/update-user',
      payload: { name: 'Renamed by B', id: a.userId, userId: a.userId },
      // It renames B, the caller, and no one else.
      check: (response) => expect(response.statusCode).toBe(200),
    },
    { method: 'POST', url: '/update-user', payload: { email: a.input.email } },
  ],
  '/update-session': (a) => [
    {
      method: 'POST',
      url: '/update-session',
      payload: { userId: a.userId, token: a.sessionTokens[0], expiresAt: '2099-01-01T00:00:00Z' },
    },
  ],
  '/change-password': (a) => [
    {
      method: 'POST',
      url: '/change-password',
      payload: {
        currentPassword: a.input.password,
        newPassword: TAKEOVER_PASSWORD,
        userId: a.userId,
        revokeOtherSessions: true,
      },
    },
  ],
  '/change-email': (a) => [
    { method: 'POST', url: '/change-email', payload: { newEmail: a.input.email } },
    {
      method: 'POST',
      url: '/change-email',
      payload: { newEmail: 'taken.over@example.com', userId: a.userId },
    },
  ],
  '/delete-user': (a) => [
    {
      method: 'POST',
      url: '/delete-user',
      payload: { password: a.input.password, userId: a.userId },
    },
    { method: 'POST', url: '/delete-user', payload: { token: a.sessionTokens[0] } },
  ],
  '/delete-user/callback': (a) => [
    { method: 'GET', url: `/delete-user/callback?token=${a.sessionTokens[0]}` },
  ],
  '/verify-password': (a) => [
    { method: 'POST', url: '/verify-password', payload: { password: a.input.password } },
  ],
  '/verify-email': (a) => [{ method: 'GET', url: `/verify-email?token=${a.sessionTokens[0]}` }],
  '/send-verification-email': (a) => [
    { method: 'POST', url: '/send-verification-email', payload: { email: a.input.email } },
  ],
  '/reset-password': (a) => [
    {
      method: 'POST',
      url: '/reset-password',
      payload: { token: a.sessionTokens[0], newPassword: TAKEOVER_PASSWORD },
    },
    {
      method: 'POST',
      url: `/reset-password?token=${a.userId}`,
      payload: { newPassword: TAKEOVER_PASSWORD },
    },
  ],
  '/reset-password/:token': (a) => [
    {
      method: 'GET',
      url: `/reset-password/${a.sessionTokens[0]}?callbackURL=%2Freset-password`,
      check: (response) =>
        expect(response.headers.location).toBe(`${TEST_ORIGIN}/reset-password?error=INVALID_TOKEN`),
    },
  ],
  // better-auth looks among the caller's own accounts only (and keeps the last one).
  '/unlink-account': (a) => [
    { method: 'POST', url: '/unlink-account', payload: { accountId: a.accountId } },
    {
      method: 'POST',
      url: '/unlink-account',
      payload: { accountId: a.accountRowId, providerId: 'credential' },
    },
  ],
  '/refresh-token': (a) => [
    {
      method: 'POST',
      url: '/refresh-token',
      payload: { accountId: a.accountId, userId: a.userId },
    },
  ],
  '/get-access-token': (a) => [
    {
      method: 'POST',
      url: '/get-access-token',
      payload: { accountId: a.accountId, userId: a.userId },
    },
  ],
  '/account-info': (a) => [
    { method: 'GET', url: `/account-info?accountId=${a.accountId}&userId=${a.userId}` },
  ],
  '/sign-up/email': (a) => [
    {
      method: 'POST',
      url: '/sign-up/email',
      payload: {
        name: 'Taken Over',
        email: a.input.email,
        password: TAKEOVER_PASSWORD,
        organizationName: 'Takeover Ltd',
      },
    },
  ],
};

// Endpoints that take no identifier of anyone else's, or where naming one is the design.
const NOT_PROBED: Record<string, string> = {
  '/sign-out': 'ends the caller’s own session and takes no identifier',
  '/sign-in/email':
    'names an account to sign in as it with its password: no enumeration and the limits are ' +
    'proven in auth-hardening.test.ts; a failed attempt is audited in that account’s organization',
  '/request-password-reset':
    'anyone may ask a reset for any address: the link goes to that address, and the answer is ' +
    'the same for every address (auth-hardening.test.ts)',
  '/sign-in/social': 'signs in through a social provider: none is configured',
  '/link-social': 'links a social provider to the caller: none is configured',
  '/callback/:id': 'a social provider’s callback: none is configured',
  '/ok': 'a health answer that takes nothing',
  '/error': 'an error page that takes nothing',
};

let database: TestDatabase;
let built: App;
let tables: string[];
let a: Person;

/** A signed-up admin signed in twice (two sessions), with the ids of their auth rows. */
async function person(): Promise<Person> {
  // A password of their own: B knowing A's would prove nothing.
  const password = `Passw0rd-${Math.random().toString(36).slice(2, 10)}`;
  const admin = await signedInAdmin(built.app, { password });
  const second = sessionCookie(await signIn(built.app, admin.input.email, admin.input.password));
  const userId = admin.me.id as string;
  const sessions = await database.pool.query<{ token: string }>(
    'select token from auth_sessions where user_id = $1 order by created_at',
    [userId],
  );
  const account = await database.pool.query<{ id: string; account_id: string }>(
    'select id, account_id from auth_accounts where user_id = $1',
    [userId],
  );
  expect(sessions.rows).toHaveLength(2);
  return {
    input: admin.input,
    cookie: second,
    userId,
    organizationId: admin.me.organization.id as string,
    sessionTokens: sessions.rows.map((row) => row.token),
    accountRowId: account.rows[0]!.id,
    accountId: account.rows[0]!.account_id,
  };
}

async function snapshotOf(of: Person): Promise<Snapshot> {
  return {
    ...(await snapshot(database.db, tables, [of.organizationId])),
    ...(await accountSnapshot(database.db, [of.userId])),
  };
}

/** Every value of A's that B must never be shown. */
const secretsOf = (of: Person) => [
  of.userId,
  of.organizationId,
  of.accountRowId,
  of.input.email.toLowerCase(),
  ...of.sessionTokens,
];

beforeAll(async () => {
  database = await createTestDatabase();
  built = await buildApp({ config: testConfig(), db: database.db, pool: database.pool });
  await built.app.ready();
  tables = await tenantTables(database.db);
  a = await person();
}, 60_000);

afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

describe('tenant isolation on /api/auth/*', () => {
  it('has a probe or a reason for every endpoint better-auth serves, and none for one gone', () => {
    const paths = authEndpointsOf(built.auth).map((endpoint) => endpoint.path);
    const covered = [...Object.keys(PROBES), ...Object.keys(NOT_PROBED)];
    expect(
      paths.filter((path) => !covered.includes(path)),
      'add a probe to isolation-auth.test.ts for',
    ).toEqual([]);
    expect(
      covered.filter((path) => !paths.includes(path)),
      'remove the probes of',
    ).toEqual([]);
  });

  it('shows B none of A’s sessions, accounts or ids, and changes none of A’s rows', async () => {
    const failures: string[] = [];
    let attempts = 0;
    const b = await person();
    for (const [path, probesFor] of Object.entries(PROBES)) {
      for (const probe of probesFor(a)) {
        attempts += 1;
        // B signs in afresh each time: an earlier probe may have ended B's own sessions.
        b.cookie = sessionCookie(await signIn(built.app, b.input.email, b.input.password));
        const label = `${probe.method} ${probe.url} ${JSON.stringify(probe.payload ?? {})}`;
        const before = await snapshotOf(a);
        const response = await built.app.inject({
          method: probe.method,
          url: `/api/auth${probe.url}`,
          headers: { cookie: b.cookie, origin: TEST_ORIGIN },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        const changed = changedTables(before, await snapshotOf(a));
        if (changed.length > 0) failures.push(`${label}: changed A's ${changed.join(', ')}`);
        const wrong = response.statusCode >= 400 ? problemWith(response) : null;
        if (response.statusCode >= 500 || wrong)
          failures.push(`${label}: ${wrong ?? `answered ${response.statusCode}`}`);
        const leaked = secretsOf(a).filter((secret) => response.body.includes(secret));
        if (leaked.length > 0) failures.push(`${label}: shows A's ${leaked.join(', ')}`);
        try {
          (probe.check ?? refused)(response, b);
        } catch (error) {
          failures.push(`${label} (${path}): ${String(error)} in ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(25);
    // A is still signed in on both sessions and still signs in with their own password.
    for (const token of a.sessionTokens) {
      const { rows } = await database.pool.query('select 1 from auth_sessions where token = $1', [
        token,
      ]);
      expect(rows, token).toHaveLength(1);
    }
    const me = await built.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: a.cookie },
    });
    expect(me.json()).toMatchObject({ id: a.userId });
    expect((await signIn(built.app, a.input.email, a.input.password)).statusCode).toBe(200);
    expect((await signIn(built.app, a.input.email, TAKEOVER_PASSWORD)).statusCode).toBe(401);
  }, 120_000);

  it('does to the caller’s own rows what it refuses to do to A’s (the probes are well formed)', async () => {
    const own = await person();
    const revoked = await built.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { cookie: own.cookie, origin: TEST_ORIGIN },
      payload: { token: own.sessionTokens[0] },
    });
    expect(revoked.statusCode).toBe(200);
    const { rows } = await database.pool.query('select 1 from auth_sessions where token = $1', [
      own.sessionTokens[0],
    ]);
    expect(rows).toHaveLength(0);
    const renamed = await built.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: own.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Renamed by B', id: a.userId, userId: a.userId },
    });
    expect(renamed.statusCode).toBe(200);
    const names = await database.pool.query<{ id: string; name: string }>(
      'select id, name from auth_users where id = any($1::uuid[])',
      [[own.userId, a.userId]],
    );
    expect(Object.fromEntries(names.rows.map((row) => [row.id, row.name]))).toEqual({
      [own.userId]: 'Renamed by B',
      [a.userId]: a.input.fullName,
    });
  });
});
