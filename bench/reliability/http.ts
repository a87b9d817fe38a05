import { performance } from 'node:perf_hooks';

/** One answered (or unanswered) request, as the bench saw it over real HTTP. */
export type Outcome = {
  name: string;
  method: string;
  status: number;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
  /** performance.now() when it was sent and when it was settled. */
  sentAt: number;
  settledAt: number;
  body: unknown;
  contentType: string | null;
  /** Set when no complete answer arrived: a socket error code, 'timeout', or the message. */
  failure: string | null;
  /** How far it got before failing: no headers at all, or headers but a cut body. */
  failedAt: 'request' | 'body' | null;
  setCookies: string[];
};

export type RequestOptions = {
  cookie?: string;
  body?: unknown;
  timeoutMs?: number;
  /** A label for statistics; defaults to METHOD path. */
  name?: string;
};

export type Recorder = (outcome: Outcome) => void;

/** Real HTTP (Node's fetch: undici, keep-alive) to the server, every state change same-origin. */
export class Http {
  recorder: Recorder | null = null;

  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Outcome> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.cookie) headers.cookie = options.cookie;
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.origin;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const name = options.name ?? `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`;
    const sentAt = performance.now();
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      return this.finish({ name, method, sentAt, failure: describe(error), failedAt: 'request' });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return this.finish({
        name,
        method,
        sentAt,
        status: response.status,
        failure: describe(error),
        failedAt: 'body',
      });
    }
    const contentType = response.headers.get('content-type');
    let body: unknown = text;
    if (contentType?.includes('json') && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return this.finish({
      name,
      method,
      sentAt,
      status: response.status,
      body,
      contentType,
      setCookies: response.headers.getSetCookie(),
    });
  }

  private finish(partial: Pick<Outcome, 'name' | 'method' | 'sentAt'> & Partial<Outcome>): Outcome {
    const settledAt = performance.now();
    const outcome: Outcome = {
      status: 0,
      body: null,
      contentType: null,
      failure: null,
      failedAt: null,
      setCookies: [],
      ...partial,
      settledAt,
      ms: settledAt - partial.sentAt,
    };
    this.recorder?.(outcome);
    return outcome;
  }
}

/** The Cookie header value from an answer's Set-Cookie headers. */
export function cookieOf(outcome: Outcome): string {
  const pairs = outcome.setCookies
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='));
  if (pairs.length === 0)
    throw new Error(`No session cookie in: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return pairs.join('; ');
}

export const is2xx = (outcome: Outcome) =>
  outcome.failure === null && outcome.status >= 200 && outcome.status < 300;

function describe(error: unknown): string {
  const e = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error);
}

/** Throws with the answer when it is not the expected status. */
export function expectStatus(outcome: Outcome, status: number, what: string): Outcome {
  if (outcome.status !== status || outcome.failure)
    throw new Error(
      `${what}: expected ${status}, got ${outcome.status} ${outcome.failure ?? ''} ${JSON.stringify(outcome.body).slice(0, 300)}`,
    );
  return outcome;
}
