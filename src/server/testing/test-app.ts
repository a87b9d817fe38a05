import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
import { buildApp } from '../app';
import { createAuthUser } from '../auth/users';
import { platformAdmins } from '../db/schema/auth';
import type { RouteRecord } from '../http/route-table';
import type { Config } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/stint-test-data',
    databaseUrl: undefined,
    publicUrl: TEST_ORIGIN,
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    smtpUrl: undefined,
    mailFrom: 'Stint <no-reply@stint.test>',
    logLevel: 'silent',
    loadDemoData: false,
    productDomain: 'stint.app',
    authRateLimit: 10_000,
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every route the app registered, with the permissions its guard has checked so far. */
  routes: RouteRecord[];
  /** app.inject as it is, sending no Origin unless told (app.inject sends the app's own). */
  injectWithoutOrigin: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Makes `app.inject` behave like a browser on the app's own pages: every request carries
 * `origin` unless the test gives an Origin or Referer itself. Returns the original inject.
 */
export function sendOriginByDefault(app: FastifyInstance, origin: string): Inject {
  const original = app.inject.bind(app) as unknown as (...args: unknown[]) => unknown;
  const withOrigin = (options?: unknown, ...rest: unknown[]) => {
    if (!options || typeof options !== 'object') return original(options, ...rest);
    const given = options as InjectOptions;
    const headers = { ...(given.headers ?? {}) };
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    if (!names.includes('origin') && !names.includes('referer')) headers.origin = origin;
    return original({ ...given, headers }, ...rest);
  };
  (app as unknown as { inject: unknown }).inject = withOrigin;
  return original as unknown as Inject;
}

/** The real app over a fresh database of its own, driven through app.inject. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { webRoot?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const { app, routes } = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    webRoot: options.webRoot,
  });
  await app.ready();
  const injectWithoutOrigin = sendOriginByDefault(app, config.publicUrl);
  return {
    app,
    database,
    config,
    routes,
    injectWithoutOrigin,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type SignUp = {
  fullName: string;
  organizationName: string;
  email: string;
  password: string;
};

let counter = 0;
/** A unique sign-up so tests never collide, in any order, in parallel. */
export function newSignUp(overrides: Partial<SignUp> = {}): SignUp {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: 'Grace Hopper',
    organizationName: `Org ${id}`,
    email: `grace.${id}@example.com`,
    password: 'a-long-password',
    ...overrides,
  };
}

export function signUp(app: FastifyInstance, input: SignUp) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: {
      name: input.fullName,
      email: input.email,
      password: input.password,
      organizationName: input.organizationName,
    },
  });
}

export function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

/**
 * A platform administrator (in no organization), signed in: their id and Cookie header. Each
 * test file names its own `email`, so that two files may share one database.
 */
export async function signedInPlatformAdmin(t: TestApp, email: string) {
  const password = 'platform-pass-1';
  const id = await createAuthUser(t.database.db, { email, name: 'Pia Platform', password });
  await t.database.db.insert(platformAdmins).values({ userId: id });
  return { id, cookie: sessionCookie(await signIn(t.app, email, password)) };
}

/** The Cookie header value that carries the session set by a sign-in answer. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.map((c) => `${c.name}=${c.value}`);
  if (cookies.length === 0)
    throw new Error(`No session cookie in: ${response.statusCode} ${response.body}`);
  return cookies.join('; ');
}

/** Signs up a new organization admin and signs in; returns the cookie and the /me body. */
export async function signedInAdmin(app: FastifyInstance, overrides: Partial<SignUp> = {}) {
  const input = newSignUp(overrides);
  const created = await signUp(app, input);
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const cookie = sessionCookie(await signIn(app, input.email, input.password));
  const me = (await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json();
  return { input, cookie, me };
}

/**
 * Adds a person with `role` to the admin's organization through the API, sets their password
 * through the invitation link, signs them in and returns their cookie.
 */
export async function signedInMember(app: FastifyInstance, adminCookie: string, role: Role) {
  const input = newSignUp();
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: { cookie: adminCookie, origin: TEST_ORIGIN },
    payload: { fullName: `${role} person`, email: input.email, role },
  });
  if (created.statusCode !== 201) throw new Error(`adding a ${role} failed: ${created.body}`);
  const token = await invitationTokenOf(app, input.email);
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: TEST_ORIGIN },
    payload: { token, newPassword: input.password },
  });
  if (reset.statusCode !== 200) throw new Error(`setting the password failed: ${reset.body}`);
  const cookie = sessionCookie(await signIn(app, input.email, input.password));
  return { cookie, email: input.email, password: input.password, id: created.json().id as string };
}

/** The set-password token of the latest invitation mailed to `email`, read from the dev mailbox. */
export async function invitationTokenOf(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as {
    to: string;
    text: string;
  }[];
  const text = mail.find((m) => m.to === email)?.text ?? '';
  const token = text.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation for ${email}`);
  return token;
}
