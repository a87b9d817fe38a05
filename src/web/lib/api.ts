/** One field error of an RFC 9457 problem+json body. */
export interface FieldError {
  path: string;
  message: string;
}

/** A failed /api/v1 call: the problem's status, its `detail` and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[];

  constructor(status: number, detail: string, errors: FieldError[] = []) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export const API_BASE = '/api/v1';

export const NETWORK_ERROR = 'Network error. Check your connection and try again.';

interface ProblemBody {
  title?: unknown;
  detail?: unknown;
  errors?: unknown;
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item && typeof item.path === 'string' && typeof item.message === 'string'
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

/** The ApiError of a non-2xx answer from its status and raw body (problem+json or anything else). */
export function apiErrorFromBody(status: number, statusText: string, text: string): ApiError {
  let body: ProblemBody = {};
  try {
    body = (JSON.parse(text) ?? {}) as ProblemBody;
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  const detail =
    typeof body.detail === 'string'
      ? body.detail
      : typeof body.title === 'string'
        ? body.title
        : statusText || `Request failed (${status})`;
  return new ApiError(status, detail, toFieldErrors(body.errors));
}

/** The ApiError of a non-2xx answer: its problem+json parsed, the status text otherwise. */
export async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body could not be read: the status text will do.
  }
  return apiErrorFromBody(response.status, response.statusText, text);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * What to tell the person when a call failed: the server's own detail for a refused request
 * (4xx) or a network failure, the screen's fallback wording for anything else.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    return error.detail;
  }
  return fallback;
}
