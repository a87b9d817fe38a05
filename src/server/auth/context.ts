import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { TenantContext } from '../db/tenant';
import { AppError } from '../http/errors';
import { type Account, refusalOf, unsafeFindAccount } from './account';
import type { Auth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; set on every /api/v1 route that is not public. */
    account: Account | null;
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
 * An onRequest hook: the session cookie -> the account, refused when there is none, when the
 * person is deactivated or when their organization is suspended.
 */
export function authenticate(auth: Auth, db: Database) {
  return async (request: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: headersOf(request) });
    if (!session) throw new AppError('unauthenticated', 'Not authenticated');
    const account = await unsafeFindAccount(db, { userId: session.user.id });
    if (!account) throw new AppError('unauthenticated', 'Not authenticated');
    const refusal = refusalOf(account);
    if (refusal) throw new AppError('forbidden', refusal);
    request.account = account;
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
  };
}
