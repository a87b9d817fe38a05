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
  changedContent,
  requestResetToken,
  type Snapshot,
  snapshot,
  tenantTables,
} from './table-snapshot';

/**
 * Tenant isolation on better-auth's endpoints at /api/auth/*: organization B's signed-in admin
 * hands every endpoint that takes an identifier organization A's (session tokens, user id,
 * email) and sees none of A's, changes none of A's rows. Every endpoint the auth instance
 * serves is probed or listed below with the reason it is not; the ones Stint closes are
 * auth-closed-paths.test.ts's.
 */

type Person = {
  input: SignUp;
  /** The Cookie headers of the person's two sessions, oldest first. */
  cookies: string[];
  userId: string;
  organizationId: string;
  /** The tokens of the same two sessions, as auth_sessions holds them. */
  sessionTokens: string[];
  /** The id of the person's credential account row. */
  accountRowId: string;
};
type Probe = {
  method: 'GET' | 'POST';
  /** Under /api/auth. */
  url: string;
  payload?: object;
  /** The Cookie header sent instead of B's own session. */
  cookie?: string;
  /** An audit row the probe writes in A's organization by design, one of that action. */
  auditsInA?: 'LOGIN_FAILED';
  /** What B must see besides the rules every probe keeps; a refusal when not given. */
  check?: (response: LightMyRequestResponse, b: Person) => void | Promise<void>;
};

const refused = (response: LightMyRequestResponse) =>
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
const bodyOf = (response: LightMyRequestResponse) => response.json() as unknown;
const isB = (response: LightMyRequestResponse, b: Person) =>
  expect(bodyOf(response)).toMatchObject({ user: { id: b.userId } });
const noSession = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  expect(bodyOf(response)).toBeNull();
};
// A session cookie as the browser would send it, but unsigned: only the token, as a row shows it.
const unsignedCookie = (token: string) => `stint.session_token=${token}`;
const tokenOf = (cookie: string) => /stint\.session_token=([^.;]+)/.exec(cookie)?.[1] ?? '';
/** A refused sign-in that sets no session cookie. */
const noSignIn = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(401);
  expect(response.cookies.filter((c) => c.name.endsWith('session_token') && c.value)).toEqual([]);
};

const TAKEOVER_PASSWORD = 'Taken-Over-Passw0rd';

const PROBES: Record<string, (a: Person, b: Person) => Probe[]> = {
  '/get-session': (a) => [
    { method: 'GET', url: '/get-session', check: isB },
    {
      method: 'GET',
      url: `/get-session?userId=${a.userId}&token=${a.sessionTokens[0]}`,
      check: isB,
    },
    ...a.sessionTokens.map((token): Probe => ({
      method: 'GET',
      url: '/get-session',
      cookie: unsignedCookie(token),
      check: noSession,
    })),
  ],
  '/sign-out': (a) => [
    {
      method: 'POST',
      url: '/sign-out',
      payload: { token: a.sessionTokens[0], userId: a.userId, sessionId: a.sessionTokens[1] },
      // It ends B's own session, the one it came with, and no one else's.
      async check(response, b) {
        expect(bodyOf(response)).toEqual({ success: true });
        expect(await sessionRows(tokenOf(b.cookies[0]!))).toBe(0);
      },
    },
    // Answered like a sign-out with no session: nothing to end.
    ...a.sessionTokens.map((token): Probe => ({
      method: 'POST',
      url: '/sign-out',
      cookie: unsignedCookie(token),
      async check(response) {
        expect(bodyOf(response)).toEqual({ success: true });
        expect(await sessionRows(token)).toBe(1);
      },
    })),
  ],
  // A refused sign-in is audited in the organization of the account it named (LOGIN_FAILED).
  '/sign-in/email': (a, b) => [
    {
      method: 'POST',
      url: '/sign-in/email',
      payload: { email: a.input.email, password: b.input.password },
      auditsInA: 'LOGIN_FAILED',
      check: noSignIn,
    },
    {
      method: 'POST',
      url: '/sign-in/email',
      payload: { email: a.input.email.toUpperCase(), password: b.input.password },
      auditsInA: 'LOGIN_FAILED',
      check: noSignIn,
    },
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
  // Acts on the caller's own account only: A's password named by B, or A's session token sent
  // unsigned, change nothing of A's.
  '/change-password': (a) => [
    {
      method: 'POST',
      url: '/change-password',
      payload: {
        currentPassword: a.input.password,
        newPassword: TAKEOVER_PASSWORD,
        revokeOtherSessions: true,
      },
    },
    ...a.sessionTokens.map((token): Probe => ({
      method: 'POST',
      url: '/change-password',
      cookie: unsignedCookie(token),
      payload: {
        currentPassword: a.input.password,
        newPassword: TAKEOVER_PASSWORD,
        revokeOtherSessions: true,
      },
    })),
  ],
  '/reset-password': (a) => [
    ...a.sessionTokens.map((token): Probe => ({
      method: 'POST',
      url: '/reset-password',
      payload: { token, newPassword: TAKEOVER_PASSWORD },
    })),
    {
      method: 'POST',
      url: `/reset-password?token=${a.userId}`,
      payload: { newPassword: TAKEOVER_PASSWORD },
    },
  ],
};

// Endpoints that take no identifier of anyone else's, or where naming one is the design.
const NOT_PROBED: Record<string, string> = {
  '/request-password-reset':
    'anyone may ask a reset for any address: the link goes to that address, and the answer is ' +
    'the same for every address (auth-hardening.test.ts)',
  '/ok': 'a health answer that takes nothing',
  '/error': 'an error page that takes nothing',
};

let database: TestDatabase;
let built: App;
let tables: string[];
let a: Person;

async function sessionRows(token: string): Promise<number> {
  const { rows } = await database.pool.query('select 1 from auth_sessions where token = $1', [
    token,
  ]);
  return rows.length;
}

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
  const account = await database.pool.query<{ id: string }>(
    'select id from auth_accounts where user_id = $1',
    [userId],
  );
  expect(sessions.rows).toHaveLength(2);
  const cookies = [admin.cookie, second];
  expect(cookies.map(tokenOf)).toEqual(sessions.rows.map((row) => row.token));
  return {
    input: admin.input,
    cookies,
    userId,
    organizationId: admin.me.organization.id as string,
    sessionTokens: sessions.rows.map((row) => row.token),
    accountRowId: account.rows[0]!.id,
  };
}

/** A's rows in every tenant table and in better-auth's user, session and account tables. */
async function snapshotOf(of: Person): Promise<Snapshot> {
  return {
    ...(await snapshot(database.db, tables, [of.organizationId])),
    ...(await accountSnapshot(database.db, [of.userId])),
  };
}

async function auditActionsOf(of: Person): Promise<Record<string, number>> {
  const { rows } = await database.pool.query<{ action: string; count: number }>(
    'select action, count(*)::int as count from audit_log where organization_id = $1 group by action',
    [of.organizationId],
  );
  return Object.fromEntries(rows.map((row) => [row.action, row.count]));
}

/** The audit actions written between two counts, with how many of each. */
function auditsWritten(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([action, count]) => [action, count - (before[action] ?? 0)] as const)
      .filter(([, added]) => added !== 0),
  );
}

async function me(cookie: string) {
  return built.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
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

  it('shows B none of A’s sessions or ids, and changes none of A’s rows', async () => {
    const failures: string[] = [];
    let attempts = 0;
    const b = await person();
    for (const [path, probesFor] of Object.entries(PROBES)) {
      for (const probe of probesFor(a, b)) {
        attempts += 1;
        // B signs in afresh each time: an earlier probe may have ended B's session.
        b.cookies[0] = sessionCookie(await signIn(built.app, b.input.email, b.input.password));
        const label = `${probe.method} ${probe.url} ${JSON.stringify(probe.payload ?? {})}`;
        const before = await snapshotOf(a);
        const auditsBefore = await auditActionsOf(a);
        const response = await built.app.inject({
          method: probe.method,
          url: `/api/auth${probe.url}`,
          headers: { cookie: probe.cookie ?? b.cookies[0], origin: TEST_ORIGIN },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        let changed = changedContent(before, await snapshotOf(a));
        if (probe.auditsInA) {
          changed = changed.filter((table) => table !== 'audit_log');
          const written = auditsWritten(auditsBefore, await auditActionsOf(a));
          if (JSON.stringify(written) !== JSON.stringify({ [probe.auditsInA]: 1 }))
            failures.push(`${label}: wrote A's audit rows ${JSON.stringify(written)}`);
        }
        if (changed.length > 0) failures.push(`${label}: changed A's ${changed.join(', ')}`);
        const wrong = response.statusCode >= 400 ? problemWith(response) : null;
        if (response.statusCode >= 500 || wrong)
          failures.push(`${label}: ${wrong ?? `answered ${response.statusCode}`}`);
        const leaked = secretsOf(a).filter((secret) => response.body.includes(secret));
        if (leaked.length > 0) failures.push(`${label}: shows A's ${leaked.join(', ')}`);
        try {
          await (probe.check ?? refused)(response, b);
        } catch (error) {
          failures.push(`${label} (${path}): ${String(error)} in ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThanOrEqual(10);
    // A is still signed in on both sessions and still signs in with their own password.
    for (const [index, cookie] of a.cookies.entries()) {
      expect(await sessionRows(a.sessionTokens[index]!)).toBe(1);
      expect((await me(cookie)).json()).toMatchObject({ id: a.userId });
    }
    expect((await signIn(built.app, a.input.email, a.input.password)).statusCode).toBe(200);
    expect((await signIn(built.app, a.input.email, TAKEOVER_PASSWORD)).statusCode).toBe(401);
  }, 120_000);

  it('does to the caller’s own session and password what it refuses to do to A’s (the probes are well formed)', async () => {
    const own = await person();
    const [kept, ended] = own.cookies as [string, string];
    const signedOut = await built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: ended, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(signedOut.json()).toEqual({ success: true });
    expect(await sessionRows(own.sessionTokens[1]!)).toBe(0);
    expect((await me(ended)).statusCode).toBe(401);
    // Their other session, and A's, still work.
    expect((await me(kept)).json()).toMatchObject({ id: own.userId });
    for (const cookie of a.cookies)
      expect((await me(cookie)).json()).toMatchObject({ id: a.userId });

    // A reset token of their own, in the body as the probes send A's session tokens.
    const token = await requestResetToken(built.app, database.pool, own.input.email, own.userId);
    const reset = await built.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { cookie: kept, origin: TEST_ORIGIN },
      payload: {
        token,
        newPassword: TAKEOVER_PASSWORD,
      },
    });
    expect(reset.json()).toEqual({ status: true });
    // The reset ends every session of theirs, and none of A's.
    expect((await me(kept)).statusCode).toBe(401);
    expect((await signIn(built.app, own.input.email, TAKEOVER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(built.app, a.input.email, TAKEOVER_PASSWORD)).statusCode).toBe(401);
    for (const cookie of a.cookies)
      expect((await me(cookie)).json()).toMatchObject({ id: a.userId });
  });
});
