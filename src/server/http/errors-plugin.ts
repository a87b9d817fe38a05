import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type FieldError,
  PROBLEM_TYPE,
  type Problem,
  problemFor,
  toProblem,
} from './errors';

// Postgres could not be reached, or went away mid-request: the client may retry.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (
    e.message &&
    /Connection terminated|timeout exceeded when trying to connect|not queryable/.test(e.message)
  )
    return true;
  return e.cause ? isUnavailable(e.cause) : false;
}

/**
 * What the log may say of a database failure: a failed statement's message lists its
 * parameters (session tokens among them), which never go to the log.
 */
export function withoutParams(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const redact = (text: string) =>
    text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  const e = error as Error & { code?: string; cause?: unknown };
  return {
    type: e.name,
    code: e.code,
    message: redact(e.message),
    stack: e.stack ? redact(e.stack) : undefined,
    cause: e.cause === undefined ? undefined : withoutParams(e.cause, depth + 1),
  };
}

// PostgreSQL refused a value itself (class 22, data exception: out of range, bad date, NUL byte,
// too long...): input the validation let through. Division by zero is the server's own doing.
function isDataException(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown } | null;
  if (!e || depth > 4) return false;
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code !== '22012';
  return e.cause ? isDataException(e.cause, depth + 1) : false;
}

/**
 * Fastify's own refusals that happen before any route is found (a URL that does not decode, a
 * path parameter over the length limit): problem+json like every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong
    ? 414
    : error.statusCode && error.statusCode >= 400
      ? error.statusCode
      : 400;
  const detail = tooLong ? 'The address is too long' : 'The address is not valid';
  return reply.status(status).type(PROBLEM_TYPE).send(problemFor(status, detail));
}

/**
 * The problem+json a failure answers with, logged where it should be; a 5xx never leaks its
 * cause. The error handler below answers with it, and so does a stream that fails after its
 * status went out (the console's delete with progress).
 */
export function problemOf(error: unknown, log: FastifyBaseLogger): Problem {
  if (error instanceof AppError) return toProblem(error.code, error.message, error.errors);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return toProblem('validation', errors[0]?.message ?? 'Invalid request', errors);
  }
  if (isUnavailable(error)) {
    log.warn({ err: withoutParams(error) }, 'database unavailable');
    return toProblem('unavailable', 'Service temporarily unavailable. Please try again.');
  }
  if (isDataException(error)) {
    log.warn({ err: withoutParams(error) }, 'value refused by the database');
    return toProblem('validation', 'A value is not valid or out of range');
  }
  const { statusCode, message } = error as Partial<FastifyError>;
  const status = statusCode && statusCode >= 400 ? statusCode : 500;
  if (status >= 500) {
    log.error({ err: withoutParams(error) }, 'request failed');
    return toProblem('internal', 'An unexpected error occurred');
  }
  return problemFor(status, message ?? '');
}

/** One place turns every failure into RFC 9457 problem+json (problemOf). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (no session, another site, too large): answer and hang
    // up, rather than wait for the rest of a body that may never end.
    if (request.raw.complete === false) reply.header('connection', 'close');
    const problem = problemOf(error, request.log);
    if (problem.status === 503) reply.header('retry-after', '1');
    return reply.status(problem.status).type(PROBLEM_TYPE).send(problem);
  });
}
