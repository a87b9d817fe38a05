/**
 * The first page's data, asked for as soon as the app starts, beside its scripts rather than
 * after them. Without it a page opened by its address waits for its scripts, then for
 * GET /me (the session guard), then for the page's own reads, one after the other.
 *
 * `preload` sends a GET; the API client (api-client.ts) hands its answer to the first query that
 * asks for the same address. An answer is given once, and not at all once it is more than a few
 * seconds old or after any change was sent: a later read always goes to the server.
 */
const early = new Map<string, { answer: Promise<Response>; at: number }>();
const FRESH_MS = 10_000;

export const API_ACCEPT = 'application/json, application/problem+json';

export function preload(address: string): Promise<Response> {
  const answer = fetch(address, { credentials: 'same-origin', headers: { accept: API_ACCEPT } });
  // Nobody may take it: its failure is the taker's to report, never an unhandled rejection.
  answer.catch(() => undefined);
  early.set(address, { answer, at: Date.now() });
  return answer;
}

/** The early answer to this request if one is waiting for it, once. */
export function takePreloaded(request: Request): Promise<Response> | undefined {
  if (early.size === 0) return undefined;
  if (request.method !== 'GET') {
    early.clear();
    return undefined;
  }
  const { pathname, search } = new URL(request.url);
  const found = early.get(pathname + search);
  if (!found) return undefined;
  early.delete(pathname + search);
  return Date.now() - found.at < FRESH_MS ? found.answer : undefined;
}
