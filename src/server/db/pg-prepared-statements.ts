import type { Placeholder } from 'drizzle-orm';
import type { Executor } from './client';

// Per handle (the pool's, or one pooled connection's), the statements prepared on it by key,
// the least recently used first.
const statements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * How many statements a handle keeps. One is some 13 KB (a page of projects, with its SQL,
 * fields and row mapper), and the list pages can take a few hundred shapes between them: kept
 * without end, a pool of 20 could hold 100 MB. A statement let go is built again when asked.
 */
export const KEPT_PER_CONNECTION = 48;

/**
 * A statement drizzle-orm builds once per connection instead of on every call, and that
 * Postgres parses and plans once per connection too: for the busiest requests, where planning
 * cost more than running (timer start and stop, the session read of every request, the project
 * page). `build` makes it with `sql.placeholder`s and `.prepare(key)`; a key must stand for one
 * statement only. Transactions from withTenant are one handle per pooled connection, so this
 * holds on to them, at most KEPT_PER_CONNECTION a connection.
 *
 * With `.prepare(PLANNED_EACH_CALL)` instead, only drizzle's work is kept: the key is this
 * cache's alone and Postgres plans the statement on every call, as it plans one drizzle builds
 * anew. For a statement whose best plan depends on its values (a search, a page's offset, an
 * organization of 5 projects or of 2,000), where one plan for all could be far slower. Building
 * a list's statements was about a quarter of the server's CPU for a page of 50 projects.
 *
 * Relies on drizzle-orm passing the name to pg, on pg sending Parse for a name only once per
 * connection (Postgres keeps the statement for the session), and on pg sending an empty name as
 * Postgres's unnamed statement, parsed on every call; pg-prepared-statements.test.ts checks all
 * three.
 */
export function prepared<T>(executor: Executor, key: string, build: (executor: Executor) => T): T {
  let byKey = statements.get(executor);
  if (!byKey) statements.set(executor, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(executor);
    if (byKey.size >= KEPT_PER_CONNECTION) byKey.delete(byKey.keys().next().value!);
  } else {
    byKey.delete(key);
  }
  byKey.set(key, statement);
  return statement;
}

/** The name for `.prepare()` of a statement Postgres plans on every call (see prepared). */
export const PLANNED_EACH_CALL = '';

/**
 * prepared() for statements built for one shape of a page (who sees it, which filters, its sort
 * and direction): the key is `name` with the shape's values, and `build` gets the shape. Every
 * value of a call is a placeholder, never part of the shape.
 */
export function preparedForShape<S extends Record<string, string | boolean>, T>(
  executor: Executor,
  name: string,
  shape: S,
  build: (executor: Executor, shape: S) => T,
): T {
  return prepared(executor, `${name}:${Object.values(shape).join(':')}`, (built) =>
    build(built, shape),
  );
}

/** A value of a statement, or a placeholder for it in a prepared one. */
export type StatementValue<T = string> = T | Placeholder;
