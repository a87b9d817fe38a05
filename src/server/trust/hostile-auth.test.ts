import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { UNUSED_AUTH_PATHS } from '../auth/auth';
import {
  newSignUp,
  sessionCookie,
  signIn,
  signUp,
  TEST_ORIGIN,
  testConfig,
} from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type AuthEndpoint, authEndpointsOf, authOperationsOf } from './hostile/auth-endpoints';
import { changedTables, type Checksum, checksum, checksumQuery } from './hostile/checksum';
import type { IdKind, SeededOrganization } from './hostile/fixture';
import type { Operation } from './hostile/operations';
import { type HostileRequest, requestsFor } from './hostile/requests';
import { describe as describeRequest, problemWith } from './hostile/runner';

/**
 * Hostile input on better-auth's endpoints at /api/auth/*, which the OpenAPI document does not
 * list: every endpoint the auth instance serves gets requests built from its own schemas and
 * bent (wrong types, huge strings, unicode, nulls, extra and missing fields, bad JSON, SQL and
 * HTML fragments), signed in and signed out, with the site's Origin, none or another's.
 * Never a 5xx; every refusal is problem+json; a batch of refusals writes nothing.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20260115);
const TOTAL_RUNS = Number(process.env.HOSTILE_AUTH_RUNS ?? 3_300);
// The methods the wildcard route in auth/routes.ts mounts.
const MOUNTED_METHODS = ['GET', 'POST'];
const BATCH = 20;
// Written whatever the answer, by design: the per-address and per-account attempt counters.
const COUNTERS = 'auth_rate_limits';
// A refused sign-in is audited (LOGIN_FAILED) by design; every other audit row is checked.
const AUDIT_BUT_FAILED_SIGN_INS = `select 'audit_log' as name, count(*)::text || ':' ||
  coalesce(sum(hashtext(t::text)::bigint), 0)::text as sum from audit_log t
  where t.action <> 'LOGIN_FAILED'`;

// The kinds of id requestsFor may ask for: better-auth's fields take none but a user's.
const ID_KINDS: IdKind[] = [
  'customers',
  'programs',
  'projects',
  'activities',
  'lines',
  'entries',
  'milestones',
  'changeRequests',
  'attachments',
  'notifications',
  'sessions',
  'timesheets',
  'people',
  'projectManagers',
  'pmHeads',
  'resourceManagers',
];

type Origin = 'same' | 'none' | 'foreign';
const ORIGINS: Record<Origin, string | undefined> = {
  same: TEST_ORIGIN,
  none: undefined,
  foreign: 'https://evil.example',
};
const origins = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Origin>('same') },
  { weight: 2, arbitrary: fc.constant<Origin>('none') },
  { weight: 1, arbitrary: fc.constant<Origin>('foreign') },
);

let database: TestDatabase;
let built: App;
let endpoints: AuthEndpoint[];
const person = newSignUp();
let cookie = '';

/** The token a session cookie carries (the part before its signature). */
const tokenOf = (value: string) => /stint\.session_token=([^.;]+)/.exec(value)?.[1] ?? '';

async function signInAgain() {
  const response = await signIn(built.app, person.email, person.password);
  cookie = sessionCookie(response);
}

async function isSignedIn(): Promise<boolean> {
  const { rows } = await database.pool.query(
    'select 1 from auth_sessions where token = $1 and expires_at > now()',
    [tokenOf(cookie)],
  );
  return rows.length > 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  built = await buildApp({ config: testConfig(), db: database.db, pool: database.pool });
  await built.app.ready();
  expect((await signUp(built.app, person)).statusCode).toBe(200);
  await signInAgain();
  endpoints = authEndpointsOf(built.auth);
}, 60_000);

afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

describe('better-auth endpoints', () => {
  it('are found on the auth instance, each reachable through the /api/auth mount', () => {
    const paths = endpoints.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/get-session',
        '/sign-in/email',
        '/sign-up/email',
        '/sign-out',
        '/reset-password',
        '/request-password-reset',
      ]),
    );
    // The ones Stint closes are not fuzzed: auth-closed-paths.test.ts proves them closed.
    expect(paths.filter((path) => UNUSED_AUTH_PATHS.includes(path))).toEqual([]);
    for (const endpoint of endpoints)
      for (const method of endpoint.methods)
        expect(MOUNTED_METHODS, `${method} ${endpoint.path}`).toContain(method);
  });

  it('refuse with problem+json that keeps better-auth’s code and message', async () => {
    const response = await signIn(built.app, person.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toEqual({
      type: 'https://stint.app/problems/unauthenticated',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    const unknown = await built.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(unknown.statusCode).toBe(404);
    expect(problemWith(unknown)).toBeNull();
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not Found' });
  });
});

// A success may have written; a read that succeeds writes nothing, a redirect may have.
const mayHaveWritten = (method: string, status: number) =>
  status < 400 && (status >= 300 || method !== 'GET');

/** Sends the hostile requests and keeps the score, checking writes per batch of refusals. */
class AuthRunner {
  sent = 0;
  refusals = 0;
  refusalsChecked = 0;
  tooMany = 0;
  signedInSent = 0;
  sessionsEnded = 0;
  readonly failures: string[] = [];
  readonly statuses = new Map<string, Map<number, number>>();
  private query = '';
  private before: Checksum | null = null;
  private batch: { request: HostileRequest; status: number }[] = [];
  private address = 0;

  async start() {
    this.query = `${await checksumQuery(database.pool, [COUNTERS, 'audit_log'])} union all ${AUDIT_BUT_FAILED_SIGN_INS}`;
    this.before = await checksum(database.pool, this.query);
  }

  /** An address of its own per request: better-auth's limit per address stays out of the way. */
  private nextAddress() {
    const n = ++this.address;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async send(op: Operation, hostile: HostileRequest, signedIn: boolean, origin: Origin) {
    const { cookie: _cookie, origin: _origin, ...headers } = hostile.headers;
    if (signedIn) headers.cookie = cookie;
    const originHeader = ORIGINS[origin];
    if (originHeader) headers.origin = originHeader;
    const request = {
      ...hostile,
      headers,
      mutation: `${hostile.mutation}, ${signedIn ? 'signed in' : 'signed out'}, origin ${origin}`,
    };
    const response: LightMyRequestResponse = await built.app.inject({
      method: request.method,
      url: request.url,
      headers,
      remoteAddress: this.nextAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    this.count(op.key, response.statusCode, signedIn);
    const wrong = problemWith(response);
    if (wrong) this.failures.push(`${op.key}: ${wrong}:\n${describeRequest(request, response)}`);
    this.batch.push({ request, status: response.statusCode });
    if (mayHaveWritten(op.method, response.statusCode) || this.batch.length >= BATCH)
      await this.flush();
    if (signedIn) await this.keepSignedIn();
  }

  private count(key: string, status: number, signedIn: boolean) {
    this.sent += 1;
    if (signedIn) this.signedInSent += 1;
    if (status >= 400) this.refusals += 1;
    if (status === 429) this.tooMany += 1;
    const byStatus = this.statuses.get(key) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(key, byStatus);
  }

  /** A request that ended the session (a sign-out): sign in again. */
  private async keepSignedIn() {
    if (await isSignedIn()) return;
    await this.flush();
    this.sessionsEnded += 1;
    await signInAgain();
    this.before = await checksum(database.pool, this.query);
  }

  /** If every request of the batch was refused, no table may have changed. */
  async flush() {
    const batch = this.batch;
    this.batch = [];
    const after = await checksum(database.pool, this.query);
    const before = this.before!;
    this.before = after;
    if (batch.length === 0 || batch.some((s) => mayHaveWritten(s.request.method, s.status))) return;
    const changed = changedTables(before, after);
    if (changed.length > 0) {
      const requests = batch.map((s) => `${s.status} ${describeRequest(s.request)}`);
      this.failures.push(`Refused requests changed ${changed.join(', ')}:\n${requests.join('\n')}`);
      return;
    }
    this.refusalsChecked += batch.filter((s) => s.status >= 400).length;
  }
}

describe('hostile input on every better-auth endpoint', () => {
  it('never answers 5xx, refuses with problem+json and writes nothing on refusal', async () => {
    const startedAt = Date.now();
    const runner = new AuthRunner();
    await runner.start();
    const userId = (
      await database.pool.query<{ id: string }>('select id from auth_users where email = $1', [
        person.email.toLowerCase(),
      ])
    ).rows[0]!.id;
    // The account's own values are likely choices, so that many requests pass validation.
    const operations = authOperationsOf(endpoints, {
      email: [person.email, 'no-one@example.com'],
      password: [person.password, 'not-the-password'],
      newPassword: [person.password],
      name: ['Grace Hopper'],
      organizationName: ['Hostile Org'],
      callbackURL: ['/dashboard', 'https://evil.example/steal', 'javascript:alert(1)'],
      redirectTo: ['/reset-password', 'https://evil.example/steal'],
      token: ['not-a-token'],
    });
    const ids = [userId, '00000000-0000-0000-0000-000000000000'];
    const org: SeededOrganization = {
      cookie: '',
      organizationId: userId,
      ids: Object.fromEntries(ID_KINDS.map((kind) => [kind, ids])) as Record<IdKind, string[]>,
    };
    const perOperation = Math.ceil(TOTAL_RUNS / operations.length);
    for (const [index, op] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestsFor(op, org), fc.boolean(), origins, (request, signedIn, origin) =>
          runner.send(op, request, signedIn, origin),
        ),
        { numRuns: perOperation, seed: SEED + index, endOnFailure: true },
      );
      await runner.flush();
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const summary = [...runner.statuses]
      .map(([key, statuses]) => `${key}: ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`)
      .join('\n');
    console.log(
      `hostile auth input: ${runner.sent} requests (${runner.signedInSent} signed in) to ` +
        `${operations.length} endpoint methods in ${seconds} s (seed ${SEED}); ${runner.refusals} ` +
        `refused, ${runner.refusalsChecked} of them in batches checked for writes, ` +
        `${runner.tooMany} too many, ${runner.sessionsEnded} sessions ended\n${summary}`,
    );
    const shortly = (failure: string) =>
      failure
        .split('\n')
        .map((line) => line.slice(0, 300))
        .join('\n');
    expect(runner.failures.map(shortly)).toEqual([]);
    expect(runner.sent).toBeGreaterThanOrEqual(Math.min(TOTAL_RUNS, 3_000));
    // The attempt limits must not answer for the endpoints.
    expect(runner.tooMany).toBeLessThan(runner.sent * 0.01);
    expect(runner.refusalsChecked).toBeGreaterThan(runner.refusals * 0.6);
  }, 300_000);
});
