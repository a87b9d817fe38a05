import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app';
import { ConnectionOffer } from './connection-offer';
import { withTenant } from './tenant';

let test: TestApp;
let cookie: string;
let organizationId: string;
let baseUrl: string;

beforeAll(async () => {
  test = await createTestApp();
  const admin = await signedInAdmin(test.app);
  cookie = admin.cookie;
  organizationId = admin.me.organization.id;
  // Over a real socket: how a request's body arrives decides whether its transaction may take
  // the offer, and app.inject hands a body over as a stream of its own.
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => test.close());

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Connections checked out of the pool and not yet given back. */
const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount;

/** What `path` answered, and how many times the app's pool handed out a connection for it. */
async function request(path: string, init: { method?: string; body?: object } = {}) {
  const pool = test.database.pool;
  let checkouts = 0;
  const counted = () => (checkouts += 1);
  pool.on('acquire', counted);
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie,
        origin: test.config.publicUrl,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    await response.arrayBuffer();
    return { status: response.status, checkouts };
  } finally {
    pool.off('acquire', counted);
  }
}

describe('a request checks a connection out once', () => {
  it('reads the session and runs its transaction on one connection', async () => {
    expect(await request('/customers')).toEqual({ status: 200, checkouts: 1 });
  });

  it('writes on the connection its session was read on', async () => {
    const created = await request('/customers', { method: 'POST', body: { name: 'Offered' } });
    expect(created).toEqual({ status: 201, checkouts: 1 });
  });

  it('gives the connection back when the request runs no transaction', async () => {
    expect((await request('/me')).status).toBe(200);
    await nextTurn();
    expect(checkedOut(test.database.pool)).toBe(0);
  });
});

describe('ConnectionOffer', () => {
  it('gives its connection once, and only to a transaction on its own pool', async () => {
    const pool = test.database.pool;
    const other = new pg.Pool({ connectionString: test.database.url, max: 1 });
    const client = await pool.connect();
    try {
      const offer = new ConnectionOffer(pool, client);
      expect(offer.take(other)).toBeNull();
      expect(offer.take(pool)).toBe(client);
      expect(offer.take(pool)).toBeNull();
      await nextTurn();
      // Taken, so the offer's end leaves it with its taker.
      expect(checkedOut(pool)).toBe(1);
    } finally {
      client.release();
      await other.end();
    }
  });

  it('gives the connection back to the pool at the next turn of the event loop', async () => {
    const pool = test.database.pool;
    const offer = new ConnectionOffer(pool, await pool.connect());
    expect(checkedOut(pool)).toBe(1);
    await nextTurn();
    expect(checkedOut(pool)).toBe(0);
    expect(offer.take(pool)).toBeNull();
  });

  it('serves the first of two transactions; the second checks out its own', async () => {
    const { db, pool } = test.database;
    const offer = new ConnectionOffer(pool, await pool.connect());
    const ctx = { organizationId, offer };
    const setting = () =>
      withTenant(db, ctx, async (tx) => {
        const { rows } = await tx.execute<{ organization: string; backend: number }>(
          sql`select current_setting('app.organization_id') as organization, pg_backend_pid() as backend`,
        );
        return rows[0]!;
      });
    const [first, second] = await Promise.all([setting(), setting()]);
    expect(first.organization).toBe(organizationId);
    expect(second.organization).toBe(organizationId);
    expect(first.backend).not.toBe(second.backend);
    await nextTurn();
    expect(checkedOut(pool)).toBe(0);
  });
});
