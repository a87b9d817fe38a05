import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The answer to every refused sign-in or reset attempt, whether the address or the account hit the limit. */
export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

export type Attempt = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window, atomically, in the table better-auth
 * keeps its own per-address counters in (it also prunes the expired rows), so every server
 * instance shares the count.
 */
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
