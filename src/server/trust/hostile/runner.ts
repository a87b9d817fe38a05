import { appendFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { changedTables, type Checksum, checksum, checksumQuery } from './checksum';
import type { HostileRequest } from './requests';

const BATCH = 20;
const TIMEOUT_MS = 10_000;
const SLOW_MS = 500;

/** What a request was and what came back, short enough for a failure message. */
export function describe(request: HostileRequest, response?: LightMyRequestResponse): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : String(request.payload);
  const head = `${request.method} ${request.url.slice(0, 300)} [${request.mutation}] ${request.headers['content-type'] ?? ''} ${payload.slice(0, 400)}${payload.length > 400 ? `... (${payload.length} chars)` : ''}`;
  if (!response) return head;
  return `${head}\n  -> ${response.statusCode} ${response.headers['content-type'] ?? ''} ${response.body.slice(0, 400)}`;
}

/** Why an answer breaks the rules for hostile input, or null when it keeps them. */
export function problemWith(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json'))
    return `a ${status} answered with content-type "${type}", not application/problem+json`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  const problem = body as { status?: unknown; title?: unknown; detail?: unknown };
  if (problem.status !== status)
    return `the problem's status ${String(problem.status)} is not ${status}`;
  if (typeof problem.title !== 'string' || problem.title === '') return 'the problem has no title';
  if (typeof problem.detail !== 'string' || problem.detail === '')
    return 'the problem has no detail';
  return null;
}

type Sent = { request: HostileRequest; status: number };

/**
 * Sends hostile requests and checks every answer (never 5xx, every refusal problem+json), and,
 * per batch, that a batch of nothing but refusals changed no row of any table.
 */
export class HostileRunner {
  sent = 0;
  /** Refused requests whose batch was checked for writes. */
  refusalsChecked = 0;
  refusals = 0;
  readonly statuses = new Map<string, Map<number, number>>();
  /** In a survey, how often each refusal's detail came back, by route. */
  readonly details = new Map<string, Map<string, number>>();
  private query = '';
  private before: Checksum | null = null;
  private batch: Sent[] = [];
  /** With `survey` set, failures are collected here instead of thrown (HOSTILE_SURVEY=1). */
  readonly failures: string[] = [];
  /** Requests that took longer than SLOW_MS. */
  readonly slow: string[] = [];

  private fail(message: string) {
    if (!this.survey) throw new Error(message);
    this.failures.push(message);
  }

  constructor(
    private readonly app: FastifyInstance,
    private readonly pool: pg.Pool,
    private readonly survey = false,
  ) {}

  async start() {
    this.query = await checksumQuery(this.pool);
    this.before = await checksum(this.pool, this.query);
  }

  async send(request: HostileRequest, route: string): Promise<LightMyRequestResponse> {
    // A request meant to succeed starts a batch of its own, so it spoils no batch of refusals.
    if (request.mutation === 'valid' && request.method !== 'GET' && this.batch.length > 0)
      await this.flush();
    if (process.env.HOSTILE_TRACE)
      appendFileSync(process.env.HOSTILE_TRACE, `${describe(request).slice(0, 200)}\n`);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      this.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${route}: no answer in ${TIMEOUT_MS} ms:\n${describe(request)}`)),
          TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const took = Date.now() - started;
    if (took > SLOW_MS) this.slow.push(`${took} ms: ${describe(request, response)}`);
    this.sent += 1;
    const byStatus = this.statuses.get(route) ?? new Map<number, number>();
    byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
    this.statuses.set(route, byStatus);
    const wrong = problemWith(response);
    if (wrong) this.fail(`${route}: ${wrong}:\n${describe(request, response)}`);
    if (response.statusCode >= 400) {
      this.refusals += 1;
      if (this.survey) {
        const detail = `${response.statusCode} ${String(response.json<{ detail?: string }>().detail).slice(0, 80)}`;
        const details = this.details.get(route) ?? new Map<string, number>();
        details.set(detail, (details.get(detail) ?? 0) + 1);
        this.details.set(route, details);
      }
    }
    this.batch.push({ request, status: response.statusCode });
    // A read that succeeds writes nothing either: only a write that succeeds starts a new batch.
    const wrote = response.statusCode < 400 && request.method !== 'GET';
    if (wrote || this.batch.length >= BATCH) await this.flush();
    return response;
  }

  /** The fingerprint of every table now. */
  snapshot(): Promise<Checksum> {
    return checksum(this.pool, this.query);
  }

  /** The tables changed since `before`. */
  async changedSince(before: Checksum): Promise<string[]> {
    return changedTables(before, await this.snapshot());
  }

  /** Checks the batch so far: if every request in it was refused, no table may have changed. */
  async flush() {
    const batch = this.batch;
    this.batch = [];
    const after = await checksum(this.pool, this.query);
    const before = this.before!;
    this.before = after;
    if (batch.length === 0 || batch.some((s) => s.status < 400 && s.request.method !== 'GET'))
      return;
    const changed = changedTables(before, after);
    if (changed.length > 0)
      return this.fail(
        `A batch of refused requests and reads changed ${changed.join(', ')}:\n${batch
          .map((s) => `${s.status} ${describe(s.request)}`)
          .join('\n')}`,
      );
    this.refusalsChecked += batch.filter((s) => s.status >= 400).length;
  }
}
