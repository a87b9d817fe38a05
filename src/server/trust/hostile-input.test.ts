import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedOrganization, type SeededOrganization } from './hostile/fixture';
import { type Operation, operationsOf } from './hostile/operations';
import { requestsFor } from './hostile/requests';
import { HostileRunner } from './hostile/runner';

/**
 * Hostile input, generated from the route table: for every operation of the OpenAPI document,
 * requests built from its schemas and bent (wrong types, huge strings, odd unicode, nulls,
 * extra and missing fields, negative and huge numbers, bad dates, SQL and HTML fragments,
 * bodies that are not JSON, ids that are not ids), sent as the admin of a seeded organization.
 * Never a 5xx; every refusal is problem+json; a batch of refusals writes nothing.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20260115);
const TOTAL_RUNS = Number(process.env.HOSTILE_RUNS ?? 10_400);

// Routes a request-and-answer test cannot drive, each with the reason.
const NOT_PROBED: Record<string, string> = {
  'GET /api/v1/events': 'a server-sent event stream: the answer never ends',
};
// Multipart uploads get their own suite (hostile-uploads.test.ts); JSON mutations still apply.
const ORDER = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 } as const;
// Deletes of what holds the most go last: nested rows, then projects, programs, customers.
const deleteRank = (op: Operation) =>
  ['/projects/{id}', '/programs/{id}', '/customers/{id}'].findIndex((end) =>
    op.path.endsWith(end),
  ) + 1;

let t: TestApp;
let org: SeededOrganization;
let operations: Operation[];
let runner: HostileRunner;
const startedAt = Date.now();
const elapsed = () => ((Date.now() - startedAt) / 1000).toFixed(1);
// HOSTILE_PROGRESS=<file>: a line per route as the suite goes (vitest shows output at the end).
const PROGRESS = process.env.HOSTILE_PROGRESS;
// HOSTILE_ONLY=<regex>: only the routes whose "METHOD /path" matches, while investigating.
const ONLY = process.env.HOSTILE_ONLY ? new RegExp(process.env.HOSTILE_ONLY) : null;

beforeAll(async () => {
  t = await createTestApp();
  org = await seedOrganization(t.app, t.database.db);
  operations = operationsOf(t.app.swagger() as unknown as Record<string, unknown>)
    .filter((op) => !(op.key in NOT_PROBED))
    .filter((op) => !ONLY || ONLY.test(op.key))
    // Reads first, deletes last (deepest paths first, customers at the very end): seeded rows
    // live as long as possible.
    .sort(
      (a, b) =>
        ORDER[a.method] - ORDER[b.method] ||
        (a.method === 'DELETE' ? deleteRank(a) - deleteRank(b) : 0) ||
        a.key.localeCompare(b.key),
    );
  runner = new HostileRunner(t.app, t.database.pool, process.env.HOSTILE_SURVEY === '1');
  await runner.start();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('hostile input on every route', () => {
  it('covers every route of the OpenAPI document but the listed ones', () => {
    const all = operationsOf(t.app.swagger() as unknown as Record<string, unknown>);
    expect(all.length).toBeGreaterThan(50);
    for (const key of Object.keys(NOT_PROBED)) expect(all.map((op) => op.key)).toContain(key);
    if (!ONLY) expect(operations.length).toBe(all.length - Object.keys(NOT_PROBED).length);
  });

  it('never answers 5xx, refuses with problem+json and writes nothing on refusal', async () => {
    const perRoute = Math.ceil(TOTAL_RUNS / operations.length);
    for (const [index, op] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestsFor(op, org), async (request) => {
          await runner.send(request, op.key);
        }),
        { numRuns: perRoute, seed: SEED + index, endOnFailure: true, verbose: 1 },
      );
      await runner.flush();
      if (PROGRESS) appendFileSync(PROGRESS, `${op.key}: ${runner.sent} sent at ${elapsed()} s\n`);
    }
    if (runner.failures.length > 0)
      console.log(`${runner.failures.length} failures:\n${runner.failures.join('\n\n')}`);
    for (const [route, details] of runner.details)
      console.log(
        `${route}\n${[...details]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([d, n]) => `  ${n} x ${d}`)
          .join('\n')}`,
      );
    if (runner.slow.length > 0) console.log(`slow requests:\n${runner.slow.join('\n')}`);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const summary = [...runner.statuses]
      .map(
        ([route, statuses]) => `${route}: ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`,
      )
      .join('\n');
    console.log(
      `hostile input: ${runner.sent} requests to ${operations.length} routes in ${seconds} s (seed ${SEED}); ` +
        `${runner.refusals} refused, ${runner.refusalsChecked} of them in batches checked for writes\n${summary}`,
    );
    if (!ONLY) expect(runner.sent).toBeGreaterThanOrEqual(Math.min(TOTAL_RUNS, 10_000));
    // Most refusals must have been checked for writes, not lost in batches with a success.
    expect(runner.refusalsChecked).toBeGreaterThan(runner.refusals * 0.6);
  }, 600_000);
});
