import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { PROBLEM_TYPE, problemFor } from '../http/errors';
import { writeAudit } from '../modules/audit/service';
import { unsafeFindAccount } from './account';
import { tooManyAttempts } from './attempt-limit';
import { clearAttempts, takeAttempt } from './better-auth-rate-limits';
import { type Auth, UNUSED_AUTH_PATHS } from './auth';
import { closedPathMatcher } from './better-auth-disabled-paths';

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

// better-auth's bodies are a few levels deep; a deeper one would overflow JSON.stringify.
const MAX_BODY_DEPTH = 32;

function isNestedDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => isNestedDeeperThan(item, limit - 1));
}

// The fields better-auth redirects to: it checks their origin, not that they are URLs at all.
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

/**
 * Whether `value` can go into a Location header: a root-relative path or an http(s) URL, in
 * printable ASCII. better-auth fails with a 500 on anything else (a Location header with
 * non-Latin-1 text, a callbackURL that does not parse).
 */
function isRedirectTarget(value: unknown): boolean {
  // Not a string: better-auth's own validation refuses it.
  if (typeof value !== 'string' || value === '') return true;
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

function hasBadRedirect(request: FastifyRequest): boolean {
  return [request.body, request.query].some((part) => {
    if (!part || typeof part !== 'object') return false;
    const fields = part as Record<string, unknown>;
    return REDIRECT_FIELDS.some((name) => !isRedirectTarget(fields[name]));
  });
}

/** Whether PostgreSQL refused to store a null better-auth let through (update-user's name). */
function isMissingValue(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 4) return false;
  return e.code === '23502' || isMissingValue(e.cause, depth + 1);
}

const isClosedPath = closedPathMatcher(UNUSED_AUTH_PATHS);

const MAX_EMAIL_LENGTH = 254;

const AUDITED_PATHS = new Set(['/sign-in/email', '/sign-out', '/request-password-reset']);
// Besides better-auth's limit per client address, these are limited per account (by the email
// asked about, known or not, so the answer tells nothing about who has an account).
const LIMITED_PER_ACCOUNT = new Set(['/sign-in/email', '/request-password-reset']);

function accountKey(request: FastifyRequest, path: string): string | null {
  if (request.method !== 'POST' || !LIMITED_PER_ACCOUNT.has(path)) return null;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  // Hashed: the key stays short (it is indexed) whatever was sent, and names no one.
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `account:${path}:${digest}`;
}

/**
 * A refusal as problem+json like the rest of the API, still carrying better-auth's `code` and
 * `message`: its web client shows `error.message`.
 */
function authProblem(status: number, code: string, message: string) {
  return { ...problemFor(status, message), code, message };
}

/** better-auth's `{ code, message }` refusal (or its empty 404) as an authProblem. */
function authProblemOf(status: number, text: string) {
  let answer: { code?: unknown; message?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') answer = parsed;
  } catch {
    // Not JSON (an empty 404, a plain "Not Found"): the status says it all.
  }
  const statusText = STATUS_CODES[status] ?? 'Request refused';
  // Like every 5xx of the API, a failure inside better-auth does not tell its cause.
  const message =
    status >= 500
      ? 'An unexpected error occurred'
      : typeof answer.message === 'string' && answer.message.trim() !== ''
        ? answer.message
        : statusText;
  const code =
    typeof answer.code === 'string' && answer.code !== ''
      ? answer.code
      : statusText.toUpperCase().replace(/\W+/g, '_');
  return authProblem(status, code, message);
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .status(status)
    .type(PROBLEM_TYPE)
    .send(authProblem(status, code, message));
}

function refuseTooMany(reply: FastifyReply, seconds: number) {
  reply.header('retry-after', String(seconds));
  return refuse(reply, 429, 'TOO_MANY_REQUESTS', tooManyAttempts(seconds));
}

/** better-auth's answer as it came (status, headers, cookies), but a refusal as problem+json. */
function relay(reply: FastifyReply, response: Response, text: string) {
  const isRefusal = response.status >= 400;
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length') return;
    if (isRefusal && name === 'content-type') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (isRefusal) return reply.type(PROBLEM_TYPE).send(authProblemOf(response.status, text));
  return reply.send(text);
}

/**
 * Mounts better-auth's own endpoints at /api/auth/*, answers their refusals with problem+json
 * and audits sign-in, sign-out and reset requests.
 */
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
      if (isClosedPath(path)) return refuse(reply, 404, 'NOT_FOUND', 'Not Found');
      if (isNestedDeeperThan(request.body, MAX_BODY_DEPTH))
        return refuse(reply, 400, 'VALIDATION_ERROR', 'The request body is nested too deeply');
      if (hasBadRedirect(request))
        return refuse(reply, 400, 'INVALID_CALLBACK_URL', 'Invalid callbackURL');
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

      let response: Response;
      try {
        response = await auth.handler(webRequest);
      } catch (error) {
        if (isMissingValue(error))
          return refuse(reply, 400, 'VALIDATION_ERROR', 'A required value is missing');
        throw error;
      }
      // better-auth's own limit per address: the same clear answer as the one per account.
      if (response.status === 429)
        return refuseTooMany(reply, Number(response.headers.get('x-retry-after')) || 60);
      const text = await response.text();
      if (limitKey && path === '/sign-in/email' && response.ok) await clearAttempts(db, limitKey);

      if (AUDITED_PATHS.has(path) && request.method === 'POST') {
        await auditAuthEvent(db, request, path, response.status, text, signedOutUser?.id).catch(
          (error) => request.log.error({ err: error }, 'auth audit failed'),
        );
      }
      if (response.status >= 500) request.log.error({ status: response.status }, 'auth failed');
      return relay(reply, response, text);
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
  // No address is longer than 254 characters: what is sent beyond that is not kept in the log.
  const email = String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()
    .slice(0, MAX_EMAIL_LENGTH);
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

  // A refused reset request (no email, a foreign redirect) requested nothing.
  if (path === '/request-password-reset' && !ok) return;
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
