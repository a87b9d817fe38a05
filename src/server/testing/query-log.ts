import pg from 'pg';

/**
 * One statement as a pg client sent it: its text, parameters and prepared name if any, and
 * `pipelined` when it went out before the answer to the one before it on the same connection
 * (withTenant's first statement, behind BEGIN).
 */
export type LoggedQuery = { text: string; values: unknown[]; name?: string; pipelined?: true };

type QueryArgs = Parameters<pg.Client['query']>;

let log: LoggedQuery[] | null = null;

/** Each connection's statements sent and not yet answered. */
const unanswered = new WeakMap<pg.Client, number>();

/**
 * Wraps `pg.Client.prototype.query`, which both `pool.query` and drizzle's transactions go
 * through, when this module loads: a client keeps the function it found when it connected (as
 * `pg-failed-begin` does), so import this before the pool under test opens a connection. It
 * stays wrapped and records only while a log is open.
 */
{
  const original = pg.Client.prototype.query as (...args: QueryArgs) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: QueryArgs) {
    const waiting = unanswered.get(this) ?? 0;
    if (log) {
      const [first, second] = args as unknown as [unknown, unknown];
      const given = Array.isArray(second) ? second : [];
      const pipelined = waiting > 0 ? { pipelined: true as const } : {};
      if (typeof first === 'string') log.push({ text: first, values: given, ...pipelined });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[]; name?: string };
        log.push({
          text: config.text,
          values: config.values ?? given,
          ...(config.name ? { name: config.name } : {}),
          ...pipelined,
        });
      }
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      unanswered.set(this, waiting + 1);
      const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
      result.then(answered, answered);
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

/**
 * Records every statement any pg client in this process sends until `stop()`: the query-count
 * tests and the bench's floor (which replays an endpoint's statements on a bare pool) read it.
 * `query-log.test.ts` fails if pg stops routing statements through `Client.prototype.query`.
 */
export function logQueries(): { take: () => LoggedQuery[]; stop: () => void } {
  log = [];
  return {
    take: () => {
      const taken = log ?? [];
      if (log) log = [];
      return taken;
    },
    stop: () => {
      log = null;
    },
  };
}
