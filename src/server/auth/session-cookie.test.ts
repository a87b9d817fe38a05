import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema/auth';
import { createTestApp, signedInAdmin, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { type SessionCookieSettings, signedSessionToken } from './session-cookie';

// Requests read their session in one query of ours; better-auth only sees those whose session
// is missing, expired or due to be extended. These prove both roads end where better-auth would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

async function sessionOf(userId: string) {
  const [session] = await t.database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  return session!;
}

const DAY = 24 * 60 * 60 * 1000;

describe('the session cookie on API requests', () => {
  it('lets a signed cookie in and refuses one whose signature was changed', async () => {
    const { cookie } = await signedInAdmin(t.app);
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
    const { cookie } = await signedInAdmin(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session, and better-auth deletes it', async () => {
    const { cookie, me: who } = await signedInAdmin(t.app);
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, who.id));
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, who.id));
    expect(left).toEqual([]);
  });

  it('extends a session a day old through better-auth, as before', async () => {
    const { cookie, me: who } = await signedInAdmin(t.app);
    // Signed in 6 days and a minute ago: due for extension (better-auth's updateAge is a day).
    const old = new Date(Date.now() + DAY - 60_000);
    await t.database.db
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
