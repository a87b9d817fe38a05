import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig, TEST_ORIGIN } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { UNUSED_AUTH_PATHS } from './auth';
import { closedPathMatcher } from './better-auth-disabled-paths';

// Contract: how better-auth treats disabledPaths, which better-auth-disabled-paths.ts makes up
// for. When one of these fails after an upgrade, read that module and
// docs/decisions/0004-library-adapters.md.

// What the web app and the server use; every other endpoint is in UNUSED_AUTH_PATHS.
const SERVED_PATHS = [
  '/change-password',
  '/error',
  '/get-session',
  '/ok',
  '/request-password-reset',
  '/reset-password',
  '/sign-in/email',
  '/sign-out',
  '/sign-up/email',
];

let database: TestDatabase;
let built: App;
beforeAll(async () => {
  database = await createTestDatabase();
  built = await buildApp({ config: testConfig(), db: database.db, pool: database.pool });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

/** better-auth's own router, without our /api/auth mount in front of it. */
const throughBetterAuth = (path: string) =>
  built.auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, { headers: { origin: TEST_ORIGIN } }),
  );

describe('better-auth’s disabledPaths (contract)', () => {
  it('are compared as written: a path with a parameter closes only its literal spelling', async () => {
    const literal = await throughBetterAuth('/callback/:id');
    expect(literal.status).toBe(404);
    expect(await literal.text()).toBe('Not Found');
    // The same endpoint for a real provider id goes through: better-auth handles it.
    const real = await throughBetterAuth('/callback/google?state=a-state&code=a-code');
    expect(real.status === 404 && (await real.text()) === 'Not Found').toBe(false);
  });

  it('cover every endpoint better-auth serves that Stint does not use', () => {
    const paths = Object.values(built.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => path !== undefined);
    // A new endpoint after an upgrade fails here: serve it on purpose or close it.
    expect(paths.filter((path) => !UNUSED_AUTH_PATHS.includes(path)).sort()).toEqual(SERVED_PATHS);
  });
});

describe('closedPathMatcher', () => {
  const isClosed = closedPathMatcher(UNUSED_AUTH_PATHS);

  it('closes each unused path, its parameters filled in, with or without a trailing slash', () => {
    for (const path of UNUSED_AUTH_PATHS) {
      const filled = path.replace(/:\w+/g, 'a-value');
      for (const sent of [path, filled, `${filled}/`, `${filled}//`])
        expect(isClosed(sent), sent).toBe(true);
    }
    expect(isClosed('/callback/google')).toBe(true);
    expect(isClosed('/reset-password/a-token')).toBe(true);
  });

  it('leaves the served endpoints open, and does not reach past a segment', () => {
    for (const path of SERVED_PATHS) expect(isClosed(path), path).toBe(false);
    expect(isClosed('/callback')).toBe(false);
    expect(isClosed('/callback/google/more')).toBe(false);
    expect(isClosed('/reset-password/')).toBe(false);
  });
});
