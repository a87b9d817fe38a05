import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Role } from '../../shared/roles';
import type { Database, Transaction } from './client';
import type { ConnectionOffer } from './connection-offer';

/** The role requests run as: owns no table, bypasses no policy. Created by the migrations. */
export const APP_ROLE = 'stint_app';

/** Who is acting, for which organization, from where. Every service takes it first. */
export type TenantContext = {
  organizationId: string;
  actorId: string;
  roles: readonly Role[];
  ip: string | null;
  userAgent: string | null;
  /** The connection the request's session was read on, for its first transaction to take. */
  offer?: ConnectionOffer;
};

/** A transaction-scoped advisory lock on `key` (a uuid) in the namespace `seed`. */
export type AdvisoryLock = { key: string; seed: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function literalUuid(value: string): string {
  if (!UUID.test(value)) throw new Error(`not a uuid: ${JSON.stringify(value)}`);
  return `'${value}'`;
}

/**
 * BEGIN, the tenant settings and the locks in one round trip: a simple-protocol query may hold
 * several statements but no parameters, so the values go in as literals, each checked to be a
 * uuid (or an integer) first.
 */
export function beginStatement(organizationId: string, locks: readonly AdvisoryLock[]): string {
  const settings = [
    `set_config('role', '${APP_ROLE}', true)`,
    `set_config('app.organization_id', ${literalUuid(organizationId)}, true)`,
    ...locks.map(({ key, seed }) => {
      if (!Number.isSafeInteger(seed)) throw new Error(`not an integer: ${seed}`);
      return `pg_advisory_xact_lock(hashtextextended(${literalUuid(key)}, ${seed}))`;
    }),
  ];
  // Not spelled BEGIN: pg-failed-begin.ts releases drizzle's clients; withTenant releases its own.
  return `start transaction; select ${settings.join(', ')}`;
}

// One Drizzle handle per pooled connection: the pool reuses its connections, so each is built once.
const handles = new WeakMap<pg.PoolClient, Transaction>();

/** A Drizzle handle on one pooled connection, built once per connection. */
export function handleOn(client: pg.PoolClient): Transaction {
  let handle = handles.get(client);
  if (!handle) {
    const db = drizzle(client);
    // A second BEGIN would not nest: its COMMIT would end the tenant's transaction early.
    (db as { transaction: unknown }).transaction = () => {
      throw new Error('withTenant: nested transactions are not supported');
    };
    handle = db as unknown as Transaction;
    handles.set(client, handle);
  }
  return handle;
}

/**
 * Runs `work` in one transaction as the application role with app.organization_id set, so
 * row-level security limits every statement to the caller's organization, even one that
 * forgets its filter. `locks` are taken before `work` starts, in the same round trip as BEGIN
 * (so `work`'s first statement already sees what the lock's previous holder committed).
 * It runs on the connection `ctx.offer` holds when it is still offered, else on one of its own.
 *
 * On a pipelining connection (connectDatabase's), BEGIN is not waited for: `work`'s first
 * statement goes out behind it, and Postgres runs the two in order. That is safe because BEGIN
 * opens the transaction before anything in it can fail: a failure after it (a lock timeout, a
 * dropped role) aborts the transaction, so every statement behind it fails too, and none runs
 * outside it, without the role. The transaction then fails with BEGIN's error.
 */
export async function withTenant<T>(
  db: Database,
  ctx: Pick<TenantContext, 'organizationId' | 'offer'>,
  work: (tx: Transaction) => Promise<T>,
  locks: readonly AdvisoryLock[] = [],
): Promise<T> {
  const begin = beginStatement(ctx.organizationId, locks);
  const client = ctx.offer?.take(db.$client) ?? (await db.$client.connect());
  // Set when the connection itself failed (BEGIN, COMMIT or ROLLBACK did not go through): the
  // pool then drops it rather than hand out a connection in an unknown state.
  let broken: Error | undefined;
  const onConnection = async (text: string) => {
    try {
      await client.query(text);
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  };
  try {
    const begun = onConnection(begin);
    // Handled once `work` settles; meanwhile its statements fail with it.
    begun.catch(() => {});
    if (!client.pipeline) await begun;
    let result: T;
    try {
      result = await work(handleOn(client));
      await begun;
    } catch (error) {
      // A failed BEGIN is why the statements behind it failed.
      const failedBegin = await begun.then(
        () => null,
        (beginError: unknown) => beginError,
      );
      await onConnection('rollback').catch(() => {});
      throw failedBegin ?? error;
    }
    await onConnection('commit');
    return result;
  } finally {
    client.release(broken);
  }
}
