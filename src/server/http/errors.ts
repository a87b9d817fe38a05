import { STATUS_CODES } from 'node:http';
/** The closed set of failures the API answers with, each with its HTTP status and title. */
export const ERROR_CODES = {
  bad_request: { status: 400, title: 'Bad Request' },
  validation: { status: 400, title: 'Validation Failed' },
  unauthenticated: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not Found' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload Too Large' },
  uri_too_long: { status: 414, title: 'URI Too Long' },
  unsupported_media_type: { status: 415, title: 'Unsupported Media Type' },
  too_many_requests: { status: 429, title: 'Too Many Requests' },
  internal: { status: 500, title: 'Internal Server Error' },
  unavailable: { status: 503, title: 'Service Unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export type FieldError = { path: string; message: string };

/** An expected failure: its detail is shown to the user as it is (the spec's wording). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;

  constructor(code: ErrorCode, detail: string, errors?: FieldError[]) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const notFound = (detail = 'Not found') => new AppError('not_found', detail);
export const forbidden = (detail = 'You do not have permission to do this') =>
  new AppError('forbidden', detail);

/** The media type of every error answer. */
export const PROBLEM_TYPE = 'application/problem+json';

/** RFC 9457 problem details, the body of every error answer. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldError[];
};

export function toProblem(code: ErrorCode, detail: string, errors?: FieldError[]): Problem {
  const { status, title } = ERROR_CODES[code];
  return {
    type: `https://stint.app/problems/${code.replaceAll('_', '-')}`,
    title,
    status,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_CODES).find(([, value]) => value.status === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** A problem for `status`, titled by HTTP itself when the closed set has no code for it. */
export function problemFor(status: number, detail: string): Problem {
  const problem = toProblem(codeForStatus(status), detail);
  if (problem.status === status) return problem;
  return { ...problem, status, title: STATUS_CODES[status] ?? problem.title };
}
