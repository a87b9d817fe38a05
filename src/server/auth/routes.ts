import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { writeAudit } from '../modules/audit/service';
import { unsafeFindAccount } from './account';
import { clearAttempts, takeAttempt, tooManyAttempts } from './attempt-limit';
import type { Auth } from './auth';

/** Builds the Web Request better-auth expects from what Fastify already parsed. */
function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'x-forwarded-for') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address from this header; Fastify has already decided it.
  headers.set('x-forwarded-for', request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

const AUDITED_PATHS = new Set(['/sign-in/email', '/sign-out', '/request-password-reset']);
// Besides better-auth's limit per client address, these are limited per account (by the email
// asked about, known or not, so the answer tells nothing about who has an account).
const LIMITED_PER_ACCOUNT = new Set(['/sign-in/email', '/request-password-reset']);

function accountKey(request: FastifyRequest, path: string): string | null {
  if (request.method !== 'POST' || !LIMITED_PER_ACCOUNT.has(path)) return null;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return `account:${path}:${email.trim().toLowerCase()}`;
}

function refuseTooMany(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .type('application/json')
    .send({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts(seconds) });
}

/** Mounts better-auth's own endpoints at /api/auth/* and audits sign-in, sign-out and reset requests. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Database; baseUrl: string; attemptsPerMinute: number },
) {
  const { auth, db, baseUrl, attemptsPerMinute } = opts;

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0]!.replace(/^\/api\/auth/, '');
      const limitKey = accountKey(request, path);
      if (limitKey) {
        const attempt = await takeAttempt(db, limitKey, attemptsPerMinute);
        if (!attempt.allowed) return refuseTooMany(reply, attempt.retryAfterSeconds);
      }
      const webRequest = toWebRequest(request, baseUrl);
      const signedOutUser =
        path === '/sign-out'
          ? (await auth.api.getSession({ headers: webRequest.headers }).catch(() => null))?.user
          : undefined;

      const response = await auth.handler(webRequest);
      // better-auth's own limit per address: the same clear answer as the one per account.
      if (response.status === 429)
        return refuseTooMany(reply, Number(response.headers.get('x-retry-after')) || 60);
      const text = await response.text();
      if (limitKey && path === '/sign-in/email' && response.ok) await clearAttempts(db, limitKey);

      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      if (AUDITED_PATHS.has(path) && request.method === 'POST') {
        await auditAuthEvent(db, request, path, response.status, text, signedOutUser?.id).catch(
          (error) => request.log.error({ err: error }, 'auth audit failed'),
        );
      }
      return reply.send(text);
    },
  });
}

async function auditAuthEvent(
  db: Database,
  request: FastifyRequest,
  path: string,
  status: number,
  responseText: string,
  signedOutUserId: string | undefined,
) {
  const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
  const email = String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
  const ok = status >= 200 && status < 300;

  if (path === '/sign-out') {
    if (!ok || !signedOutUserId) return;
    const account = await unsafeFindAccount(db, { userId: signedOutUserId });
    await writeAudit(db, {
      organizationId: account?.organization?.id ?? null,
      userId: signedOutUserId,
      entityType: 'auth',
      entityId: signedOutUserId,
      action: 'LOGOUT',
      ...client,
    });
    return;
  }

  const account = email ? await unsafeFindAccount(db, { email }) : null;
  if (path === '/request-password-reset') {
    await writeAudit(db, {
      organizationId: account?.organization?.id ?? null,
      userId: account?.userId ?? null,
      entityType: 'auth',
      action: 'PASSWORD_RESET_REQUEST',
      newValues: { email },
      ...client,
    });
    return;
  }
  let reason: string | undefined;
  if (!ok) {
    try {
      reason = (JSON.parse(responseText) as { message?: string }).message;
    } catch {
      reason = undefined;
    }
  }
  await writeAudit(db, {
    organizationId: account?.organization?.id ?? null,
    userId: account?.userId ?? null,
    entityType: 'auth',
    entityId: account?.userId ?? null,
    action: ok ? 'LOGIN_SUCCESS' : 'LOGIN_FAILED',
    newValues: ok ? { email } : { email, reason: reason ?? `HTTP ${status}` },
    ...client,
  });
}
