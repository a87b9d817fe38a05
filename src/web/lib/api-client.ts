import createClient from 'openapi-fetch';
import { ApiError, apiErrorFromBody, NETWORK_ERROR } from './api';
import type { paths } from './api-schema';
import { API_ACCEPT, takePreloaded } from './preload';

/**
 * The typed API client: every path, parameter, body and answer comes from the server's OpenAPI
 * document (src/web/lib/api-schema.d.ts, `npm run api:types`), so a renamed route or field
 * fails the typecheck here rather than in a person's browser.
 */
export const api = createClient<paths>({
  // Looked up at each call, not once at start-up, so a replaced fetch (tests) is the one used.
  // The first page's reads may have been sent before this module loaded (preload.ts).
  fetch: (request) => takePreloaded(request) ?? globalThis.fetch(request),
  // Absolute: openapi-fetch builds a Request, which outside a browser needs a full URL.
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'same-origin',
  headers: { accept: API_ACCEPT },
});

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The data of a typed call, or the ApiError of a non-2xx answer (problem+json parsed) or of a
 * network failure (status 0). An aborted call (a query cancelled) is rethrown as it is.
 */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const { response, error, data } = answer;
  if (!response.ok) {
    const body = typeof error === 'string' ? error : JSON.stringify(error ?? '');
    throw apiErrorFromBody(response.status, response.statusText, body);
  }
  return data as T;
}
