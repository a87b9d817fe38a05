import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import './drizzle-row-mapping';
import { releaseOnFailedBegin } from './pg-failed-begin';

export type Database = NodePgDatabase<Record<string, never>> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool-wide handle or one open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = { pool: pg.Pool; db: Database; close: () => Promise<void> };

// numeric and bigint counts come back as strings by default; money stays a string
// (exact), counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * The pool. Its connections pipeline (pg's `pipeline`): a statement goes out without waiting for
 * the answer to the one before, so withTenant sends BEGIN with the transaction's first statement,
 * a round trip less for every transaction. `pipeline: false` for a pool that streams COPY
 * (pg-copy-streams), which pg refuses on a pipelining connection.
 */
export function connectDatabase(
  url: string,
  max = 20,
  { pipeline = true }: { pipeline?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    pipeline,
  });
  // A client losing its server (restart, failover) must not crash the process. The pool only
  // listens for errors on idle clients; a checked-out one (inside a transaction, between two
  // statements) would otherwise emit an unhandled 'error' and take the server down. Its
  // statement fails on its own and the pool drops it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseOnFailedBegin(client);
  });
  const db = drizzle(pool);
  return { pool, db, close: () => pool.end() };
}
