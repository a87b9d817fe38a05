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

async function toApiError(response: Response): Promise<ApiError> {
  let body: ProblemBody = {};
  try {
    body = (await response.json()) as ProblemBody;
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text.
  }
  const detail =
    typeof body.detail === 'string'
      ? body.detail
      : typeof body.title === 'string'
        ? body.title
        : response.statusText || `Request failed (${response.status})`;
  return new ApiError(response.status, detail, toFieldErrors(body.errors));
}

/**
 * Calls /api/v1{path} with the session cookie and JSON bodies; returns the parsed JSON, or
 * undefined for 204. Throws ApiError for any non-2xx answer (problem+json parsed) and for a
 * network failure (status 0).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json, application/problem+json');
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin', ...init, headers });
  } catch {
    throw new ApiError(0, 'Network error. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JSON-encodes a body for apiFetch: `apiFetch('/x', { method: 'POST', ...jsonBody(v) })`. */
export function jsonBody(value: unknown): { body: string } {
  return { body: JSON.stringify(value) };
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
