import type { Executor } from './client';

// Per handle (the pool's, or one pooled connection's), the statements prepared on it by name.
const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement Postgres parses and plans once per connection instead of on every call: for the
 * busiest requests, where planning cost more than running (timer start and stop, the session
 * read of every request). `build` makes it with `sql.placeholder`s and `.prepare(name)`; a name
 * must stand for one statement only. Transactions from withTenant are one handle per pooled
 * connection, so this holds on to them.
 *
 * Relies on drizzle-orm passing the name to pg, and on pg sending Parse for a name only once
 * per connection (Postgres keeps the statement for the session); pg-prepared-statements.test.ts
 * checks both.
 */
export function prepared<T>(executor: Executor, name: string, build: (executor: Executor) => T): T {
  let byName = statements.get(executor);
  if (!byName) statements.set(executor, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(executor)));
  return statement;
}
