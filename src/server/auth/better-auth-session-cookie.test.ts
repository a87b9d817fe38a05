import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { authSessions } from '../db/schema/auth';
import { signedInAdmin, TEST_ORIGIN, testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  isDueForRefresh,
  type SessionCookieSettings,
  sessionCookieSettings,
  signedSessionToken,
} from './better-auth-session-cookie';

// Requests read their session in one query of ours; better-auth only sees those whose session
// is missing, expired or due to be extended. These prove both roads end where better-auth would,
// and (the contract) that better-auth still signs, names, stores and extends sessions the way
// better-auth-session-cookie.ts reads them.

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

const me = (cookie: string) =>
  built.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

async function sessionOf(userId: string) {
  const [session] = await database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  return session!;
}

const DAY = 24 * 60 * 60 * 1000;

describe('the session cookie on API requests', () => {
  it('lets a signed cookie in and refuses one whose signature was changed', async () => {
    const { cookie } = await signedInAdmin(built.app);
    expect((await me(cookie)).statusCode).toBe(200);

    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const forged = `${token}.${Buffer.alloc(32, 7).toString('base64')}`;
    for (const bad of [
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${token}.%E0%A4%A`,
      `other=${value}`,
    ]) {
      const response = await me(bad);
      expect(response.statusCode, bad).toBe(401);
      expect(response.json().detail).toBe('Not authenticated');
    }
  });

  it('refuses a signed-out session at once', async () => {
    const { cookie } = await signedInAdmin(built.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await built.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session, and better-auth deletes it', async () => {
    const { cookie, me: who } = await signedInAdmin(built.app);
    await database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, who.id));
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, who.id));
    expect(left).toEqual([]);
  });

  it('extends a session a day old through better-auth, as before', async () => {
    const { cookie, me: who } = await signedInAdmin(built.app);
    // Signed in 6 days and a minute ago: due for extension (better-auth's updateAge is a day).
    const old = new Date(Date.now() + DAY - 60_000);
    await database.db
      .update(authSessions)
      .set({ expiresAt: old })
      .where(eq(authSessions.userId, who.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const extended = await sessionOf(who.id);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // A fresh session is not written to on every request.
    const before = extended.updatedAt.getTime();
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionOf(who.id)).updatedAt.getTime()).toBe(before);
  });
});

describe('signedSessionToken', () => {
  const settingsWith = (secret: string): SessionCookieSettings => ({
    name: 'stint.session_token',
    secret,
    expiresIn: 604_800,
    updateAge: 86_400,
    verified: new Map(),
  });
  const cookieFor = (token: string, secret: string) =>
    `stint.session_token=${encodeURIComponent(
      `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`,
    )}`;

  it('checks each cookie against its own secret, also once it has been seen', () => {
    const ours = settingsWith('our secret');
    const theirs = settingsWith('another secret');
    const cookie = cookieFor('abc123', 'our secret');
    expect(signedSessionToken(cookie, ours)).toBe('abc123');
    expect(signedSessionToken(cookie, ours)).toBe('abc123');
    expect(signedSessionToken(cookie, theirs)).toBeNull();
    expect(signedSessionToken(cookieFor('abc123', 'another secret'), ours)).toBeNull();
    expect(ours.verified.size).toBe(1);
    expect(theirs.verified.size).toBe(0);
  });
});

describe('better-auth as better-auth-session-cookie.ts reads it (contract)', () => {
  it('names the cookie, its secret and the session ages in its context as configured', async () => {
    const settings = await sessionCookieSettings(built.auth);
    expect(settings).toMatchObject({
      name: 'stint.session_token',
      secret: testConfig().authSecret,
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    });
  });

  it('signs the cookie it sets at sign-in as we verify it, and stores its token as it is', async () => {
    const settings = await sessionCookieSettings(built.auth);
    const { cookie, me: who } = await signedInAdmin(built.app);
    const token = signedSessionToken(cookie, settings);
    expect(token).not.toBeNull();
    // unsafeFindAccountBySession finds the session by the token the cookie carries.
    expect((await sessionOf(who.id)).token).toBe(token);

    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const dot = value.lastIndexOf('.');
    const tampered = (text: string) => `${settings.name}=${encodeURIComponent(text)}`;
    const otherChar = (c: string) => (c === 'A' ? 'B' : 'A');
    const fresh = () => ({ ...settings, verified: new Map<string, string>() });
    // One character of the token changed, then one of the signature.
    expect(
      signedSessionToken(tampered(`${otherChar(value[0]!)}${value.slice(1)}`), fresh()),
    ).toBeNull();
    expect(
      signedSessionToken(
        tampered(`${value.slice(0, dot + 1)}${otherChar(value[dot + 1]!)}${value.slice(dot + 2)}`),
        fresh(),
      ),
    ).toBeNull();
  });

  it('extends a session exactly when isDueForRefresh says it is due', async () => {
    const settings = await sessionCookieSettings(built.auth);
    const getSession = (cookie: string) =>
      built.auth.api.getSession({ headers: new Headers({ cookie }) });
    // A session whose extension falls a minute from now, one way or the other.
    const dueIn = (ms: number) =>
      new Date(Date.now() + ms + (settings.expiresIn - settings.updateAge) * 1000);

    for (const [offset, due] of [
      [60_000, false],
      [-60_000, true],
    ] as const) {
      const { cookie, me: who } = await signedInAdmin(built.app);
      const expiresAt = dueIn(offset);
      expect(isDueForRefresh(expiresAt, settings, Date.now())).toBe(due);
      await database.db
        .update(authSessions)
        .set({ expiresAt })
        .where(eq(authSessions.userId, who.id));
      expect(await getSession(cookie)).not.toBeNull();
      const after = (await sessionOf(who.id)).expiresAt.getTime();
      expect(after > expiresAt.getTime(), `due ${due}`).toBe(due);
    }
  });
});
