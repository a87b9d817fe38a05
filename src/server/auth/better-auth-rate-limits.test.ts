import { getAuthTables } from 'better-auth/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { authRateLimits } from '../db/schema/auth';
import { signIn, testConfig } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { clearAttempts, takeAttempt } from './better-auth-rate-limits';

// Contract: what better-auth-rate-limits.ts needs of better-auth's rate-limit table. When one of
// these fails after an upgrade, read that module and docs/decisions/0004-library-adapters.md.

let database: TestDatabase;
let built: App;
beforeAll(async () => {
  database = await createTestDatabase();
  built = await buildApp({ config: testConfig(), db: database.db, pool: database.pool });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.close();
});

const rowOf = async (key: string) =>
  (await database.db.select().from(authRateLimits).where(eq(authRateLimits.key, key)))[0];

describe('better-auth’s rate-limit table as better-auth-rate-limits.ts uses it', () => {
  it('has the columns our statement writes: a unique key, a count, the last request in ms', () => {
    const { rateLimit } = getAuthTables({ rateLimit: { storage: 'database' } });
    expect(rateLimit?.fields).toMatchObject({
      key: { type: 'string', unique: true, required: true, fieldName: 'key' },
      count: { type: 'number', required: true, fieldName: 'count' },
      lastRequest: { type: 'number', bigint: true, required: true, fieldName: 'lastRequest' },
    });
  });

  it('keys its own counters `address|path` (ours are `account:…`), in epoch ms', async () => {
    const before = Date.now();
    await signIn(built.app, 'nobody@example.com', 'not-a-password');
    const rows = await database.db
      .select()
      .from(authRateLimits)
      .where(like(authRateLimits.key, '%/sign-in/email'));
    expect(rows.map((row) => row.key)).toContain('127.0.0.1|/sign-in/email');
    const row = rows.find((r) => r.key === '127.0.0.1|/sign-in/email')!;
    // Epoch milliseconds, as takeAttempt writes them.
    expect(row.lastRequest).toBeGreaterThanOrEqual(before);
    expect(row.lastRequest).toBeLessThanOrEqual(Date.now());
  });

  it('counts and clears ours beside its own', async () => {
    const key = 'account:/sign-in/email:contract';
    expect(await takeAttempt(database.db, key, 2)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
    await takeAttempt(database.db, key, 2);
    expect((await takeAttempt(database.db, key, 2)).allowed).toBe(false);
    expect((await rowOf(key))?.count).toBe(3);
    await clearAttempts(database.db, key);
    expect(await rowOf(key)).toBeUndefined();
  });

  it('prunes rows of any key whose last request is older than its longest window', async () => {
    const ours = 'account:/sign-in/email:stale';
    await takeAttempt(database.db, ours, 5);
    await signIn(built.app, 'nobody@example.com', 'not-a-password');
    const longAgo = Date.now() - 10 * 60 * 1000;
    await database.db.update(authRateLimits).set({ lastRequest: longAgo });
    // better-auth prunes when it starts a new window for one of its own counters.
    await signIn(built.app, 'nobody@example.com', 'not-a-password');
    await expect.poll(() => rowOf(ours), { timeout: 2_000 }).toBeUndefined();
  });
});
