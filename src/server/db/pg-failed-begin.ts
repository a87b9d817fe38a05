import type pg from 'pg';

/**
 * drizzle-orm's transaction() checks a client out and sends BEGIN before its try/finally, so
 * when BEGIN fails (the connection died between checkout and BEGIN, as when Postgres restarts)
 * the client is never released: the pool loses that slot for good, and once `max` are lost
 * every request waits for a connection that never comes. Such a client is released here, as
 * broken (drizzle does not release it on that path, so this is its only release).
 *
 * Relies on pg handing each new client to the pool's 'connect' listeners, on drizzle sending
 * its BEGIN through that client's own `query` (text starting with `begin`), and on
 * `release(error)` destroying the client; pg-failed-begin.test.ts checks all three.
 */
export function releaseOnFailedBegin(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
      result.catch((error: unknown) => {
        try {
          client.release(error instanceof Error ? error : new Error(String(error)));
        } catch {
          // already released
        }
      });
    }
    return result;
  };
}
