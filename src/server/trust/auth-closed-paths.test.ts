import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { UNUSED_AUTH_PATHS } from '../auth/auth';
import { signedInAdmin, TEST_ORIGIN, testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { changedTables as changedChecksums, checksum, checksumQuery } from './hostile/checksum';
import { problemWith } from './hostile/runner';
import {
  accountSnapshot,
  changedTables,
  requestResetToken,
  type Snapshot,
  snapshot,
  tenantTables,
} from './table-snapshot';

/**
 * The better-auth endpoints Stint does not serve (UNUSED_AUTH_PATHS) are closed: a signed-in
 * person sending, with the site's own Origin, what each would act on (their own password,
 * session token, a reset token of theirs) gets the 404 problem+json of a path that does not
 * exist, by GET and by POST, and nothing is written.
 */

type Sample = { query?: string; body?: object };

let database: TestDatabase;
let built: App;
let tables: string[];
let person: Awaited<ReturnType<typeof signedInAdmin>>;
let userId: string;
let organizationId: string;
let sessionToken: string;
let resetToken: string;

/** What each endpoint would act on were it served; every other takes nothing or the session. */
function samplesOf(): Record<string, Sample> {
  const password = person.input.password;
  return {
    '/sign-in/social': { body: { provider: 'google', callbackURL: '/' } },
    '/callback/:id': { query: 'state=a-state&code=a-code' },
    '/verify-password': { body: { password } },
    '/verify-email': { query: `token=${resetToken}` },
    '/send-verification-email': { body: { email: person.input.email } },
    '/change-email': { body: { newEmail: 'changed.address@example.com' } },
    '/update-session': { body: { expiresAt: '2099-01-01T00:00:00Z' } },
    '/update-user': { body: { name: 'x' } },
    '/delete-user': { body: { password } },
    '/delete-user/callback': { query: `token=${resetToken}` },
    '/reset-password/:token': { query: 'callbackURL=%2Freset-password' },
    '/revoke-session': { body: { token: sessionToken } },
    '/link-social': { body: { provider: 'google', callbackURL: '/' } },
    '/unlink-account': { body: { providerId: 'credential' } },
    '/refresh-token': { body: { providerId: 'credential' } },
    '/get-access-token': { body: { providerId: 'credential' } },
    '/account-info': { query: `accountId=${userId}` },
  };
}

/** The path with a sample for each parameter: a provider's id, the person's own reset token. */
const withSamples = (path: string) =>
  path.replace(':id', 'google').replace(':token', encodeURIComponent(resetToken));

async function snapshotNow(): Promise<Snapshot> {
  return {
    ...(await snapshot(database.db, tables, [organizationId])),
    ...(await accountSnapshot(database.db, [userId])),
  };
}

function send(method: 'GET' | 'POST', url: string, body?: object) {
  return built.app.inject({
    method,
    url,
    headers: { cookie: person.cookie, origin: TEST_ORIGIN },
    ...(method === 'POST' ? { payload: body ?? {} } : {}),
  });
}

/** What is wrong with an answer that should be the one of a path that does not exist. */
function notLikeUnknown(response: LightMyRequestResponse, unknown: LightMyRequestResponse) {
  if (response.statusCode !== 404) return `answered ${response.statusCode}`;
  const wrong = problemWith(response);
  if (wrong) return wrong;
  if (response.body !== unknown.body) return `answered ${response.body}, not ${unknown.body}`;
  return null;
}

beforeAll(async () => {
  database = await createTestDatabase();
  built = await buildApp({ config: testConfig(), db: database.db, pool: database.pool });
  await built.app.ready();
  tables = await tenantTables(database.db);
  person = await signedInAdmin(built.app);
  userId = person.me.id as string;
  organizationId = person.me.organization.id as string;
  sessionToken = /stint\.session_token=([^.;]+)/.exec(person.cookie)?.[1] ?? '';
  // A real reset token of theirs, for the endpoints that take one.
  resetToken = await requestResetToken(built.app, database.pool, person.input.email, userId);
}, 60_000);

afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

describe('better-auth endpoints Stint does not serve', () => {
  it('are endpoints better-auth has: a misspelt path would close nothing', () => {
    const paths = Object.values(built.auth.api as Record<string, { path?: string }>).map(
      (endpoint) => endpoint.path,
    );
    expect(UNUSED_AUTH_PATHS.filter((path) => !paths.includes(path))).toEqual([]);
    expect(UNUSED_AUTH_PATHS).toHaveLength(21);
  });

  it('answer GET and POST from a signed-in person like a path that does not exist, and write nothing', async () => {
    const unknown = await send('GET', '/api/auth/no-such-endpoint');
    expect(unknown.statusCode).toBe(404);
    const samples = samplesOf();
    // Every table, not only the person's rows: verification tokens, mail, attempt counters.
    const query = await checksumQuery(database.pool);
    const everyTableBefore = await checksum(database.pool, query);
    const failures: string[] = [];
    let sent = 0;
    for (const path of UNUSED_AUTH_PATHS) {
      const sample = samples[path] ?? {};
      const url = `/api/auth${withSamples(path)}${sample.query ? `?${sample.query}` : ''}`;
      for (const method of ['GET', 'POST'] as const) {
        const before = await snapshotNow();
        const response = await send(method, url, sample.body);
        sent += 1;
        const wrong = notLikeUnknown(response, unknown);
        if (wrong) failures.push(`${method} ${url}: ${wrong.slice(0, 200)}`);
        const changed = changedTables(before, await snapshotNow());
        if (changed.length > 0) failures.push(`${method} ${url}: changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(UNUSED_AUTH_PATHS.length * 2);
    expect(changedChecksums(everyTableBefore, await checksum(database.pool, query))).toEqual([]);
    // Not revoked, not signed out: the session they came with still works.
    const me = await built.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: person.cookie },
    });
    expect(me.json()).toMatchObject({ id: userId });
  });

  it('leave a signed-in person’s name as it was when they post update-user', async () => {
    const unknown = await send('GET', '/api/auth/no-such-endpoint');
    for (const url of ['/update-user', '/update-user/', '//update-user', '/update-user?name=x']) {
      const response = await send('POST', `/api/auth${url}`, { name: 'x' });
      expect(notLikeUnknown(response, unknown), url).toBeNull();
    }
    const { rows } = await database.pool.query<{ name: string }>(
      'select name from auth_users where id = $1',
      [userId],
    );
    expect(rows).toEqual([{ name: person.input.fullName }]);
  });
});
