import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth';

// Every request reads its session in one query of ours instead of better-auth's getSession (two
// queries, its router context, WebCrypto): 130 -> 200 timer pairs/s. What that takes of
// better-auth (its context's cookie name, secret and session ages, its cookie signature, its
// rule for extending a session, the token stored as it is in the cookie) lives here, and
// better-auth-session-cookie.test.ts fails when better-auth changes any of it.

/** What it takes to read better-auth's session cookie without going through better-auth. */
export type SessionCookieSettings = {
  name: string;
  secret: string;
  /** Seconds a session lasts, and after how many of them better-auth extends it. */
  expiresIn: number;
  updateAge: number;
  /** Cookie value -> its token, for cookies whose signature was right: each is checked once. */
  verified: Map<string, string>;
};

export async function sessionCookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  const context = await auth.$context;
  return {
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
    verified: new Map(),
  };
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The session token in the request's cookie when its signature is right (better-call's format:
 * `token.base64(HMAC-SHA256(token))`, URL-encoded), else null.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  settings: SessionCookieSettings,
): string | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, settings.name);
  if (!raw) return null;
  const { verified } = settings;
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const token = verify(raw, settings.secret);
  if (token) {
    // Only cookies that verified are kept, so forged ones cannot fill it; bounded all the same.
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(raw, token);
  }
  return token;
}

const MAX_VERIFIED = 10_000;

function verify(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Whether better-auth would extend this session now (and so has to see the request). */
export function isDueForRefresh(expiresAt: Date, settings: SessionCookieSettings, now: number) {
  return expiresAt.getTime() - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
}
