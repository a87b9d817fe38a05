import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ConnectionOffer } from '../db/connection-offer';
import { handleOn, type TenantContext } from '../db/tenant';
import { AppError } from '../http/errors';
import { type Account, refusalOf, unsafeFindAccount, unsafeFindAccountBySession } from './account';
import type { Auth } from './auth';
import {
  isDueForRefresh,
  type SessionCookieSettings,
  sessionCookieSettings,
  signedSessionToken,
} from './better-auth-session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; set on every /api/v1 route that is not public. */
    account: Account | null;
    /** The connection the session was read on, offered to the request's first transaction. */
    connectionOffer?: ConnectionOffer;
  }
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The account and expiry of a session token, read on a connection checked out for the request:
 * the connection comes back offered to the request's first transaction (ConnectionOffer).
 */
async function readSession(db: Database, token: string) {
  const client = await db.$client.connect();
  try {
    const found = await unsafeFindAccountBySession(handleOn(client), token);
    return { found, offer: new ConnectionOffer(db.$client, client) };
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/**
 * An onRequest hook: the session cookie -> the account, refused when there is none, when the
 * person is deactivated or when their organization is suspended.
 *
 * The usual case is read here in one query (signature checked, session, person, organization
 * and roles); better-auth sees the request only when the session is missing, expired or due
 * to be extended, so what it does then (deleting expired sessions, extending) stays its own.
 */
export function authenticate(auth: Auth, db: Database) {
  let settings: Promise<SessionCookieSettings> | undefined;
  const throughBetterAuth = async (request: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: headersOf(request) });
    return session ? unsafeFindAccount(db, { userId: session.user.id }) : null;
  };
  return async (request: FastifyRequest) => {
    settings ??= sessionCookieSettings(auth);
    const cookie = await settings;
    const token = signedSessionToken(request.headers.cookie, cookie);
    const { found, offer } = token ? await readSession(db, token) : { found: null };
    const current =
      found &&
      found.expiresAt.getTime() > Date.now() &&
      !isDueForRefresh(found.expiresAt, cookie, Date.now());
    if (!current) offer?.withdraw();
    const account = current ? found.account : await throughBetterAuth(request);
    if (!account) throw new AppError('unauthenticated', 'Not authenticated');
    const refusal = refusalOf(account);
    if (refusal) throw new AppError('forbidden', refusal);
    request.account = account;
    request.connectionOffer = offer;
  };
}

/** The tenant context of a request; refused for someone who belongs to no organization. */
export function tenantOf(request: FastifyRequest): TenantContext {
  const account = request.account;
  if (!account) throw new AppError('unauthenticated', 'Not authenticated');
  if (!account.organization || !account.profile)
    throw new AppError('forbidden', 'Organization not found');
  return {
    organizationId: account.organization.id,
    actorId: account.userId,
    roles: account.roles,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    offer: request.connectionOffer,
  };
}
