import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// Sign-in and reset attempts are also limited per account (auth/routes.ts), in the table
// better-auth keeps its per-address counters in: no table of ours, every server instance
// shares the count, and better-auth prunes the expired rows, ours included. That takes its
// table's shape (key, count, last_request in epoch milliseconds), keys of its own that cannot
// be ours (`ip|path`), and pruning by last_request whatever the key;
// better-auth-rate-limits.test.ts fails when better-auth changes any of it.

const RATE_LIMIT_WINDOW_SECONDS = 60;

export type Attempt = { allowed: boolean; retryAfterSeconds: number };

/** Counts one attempt against `key` in a fixed window, atomically, in better-auth's table. */
export async function takeAttempt(
  db: Database,
  key: string,
  max: number,
  windowSeconds = RATE_LIMIT_WINDOW_SECONDS,
): Promise<Attempt> {
  const now = Date.now();
  const expired = now - windowSeconds * 1000;
  const { rows } = await db.execute<{ count: number; last_request: number }>(sql`
    insert into auth_rate_limits (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limits.last_request <= ${expired} then 1
        else auth_rate_limits.count + 1 end,
      last_request = case when auth_rate_limits.last_request <= ${expired} then ${now}
        else auth_rate_limits.last_request end
    returning count, last_request`);
  const row = rows[0]!;
  const windowStart = Number(row.last_request);
  return {
    allowed: row.count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000)),
  };
}

/** Forgets the attempts against `key` (a right password clears an account's failures). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from auth_rate_limits where key = ${key}`);
}
