import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { distinct, refusalOf, send } from './probe-runner';
import { type Attempt, PROBES, type Probe, routeKey } from './probes';
import { changedContent, changedTables, snapshot, tenantTables } from './table-snapshot';
import { type Tenant, tenantWithData } from './tenant-data';
import { ghostData, type TenantData } from './tenant-ids';

// Organization B's admin (every permission, so roles never hide the result) against A's rows.
let t: TestApp;
let a: Tenant;
let b: Tenant;
let tables: string[];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-isolation-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  a = await tenantWithData(t.app, t.database.db, 'Alpha');
  b = await tenantWithData(t.app, t.database.db, 'Beta');
  tables = await tenantTables(t.database.db);
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const REFUSED = new Set([400, 403, 404, 409]);
const appRoutes = () =>
  t.routes.filter((route) => route.method !== 'HEAD').map((r) => routeKey(r.method, r.url));

/** Every id of `data`: none may appear in another organization's answers. */
function idsOf(data: TenantData): string[] {
  return Object.values(data).filter(
    (value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value),
  );
}

function leaks(body: string, data: TenantData): string[] {
  return idsOf(data).filter((id) => body.includes(id));
}

const probesOf = <K extends Probe['kind']>(kind: K) =>
  Object.entries(PROBES).filter((entry): entry is [string, Extract<Probe, { kind: K }>] =>
    appRoutes().includes(entry[0]) ? entry[1].kind === kind : false,
  );

describe('tenant isolation, route by route', () => {
  it('has a probe for every route of the app, and none for a route that is gone', () => {
    const routes = appRoutes();
    const missing = routes.filter((key) => !(key in PROBES));
    // The static files route exists only once the web app is built (npm test builds it after
    // this suite), so its probe may stand without it.
    const stale = Object.keys(PROBES).filter((key) => !routes.includes(key) && key !== 'GET /*');
    expect(missing, 'add a probe to src/server/trust/probes.ts for').toEqual([]);
    expect(stale, 'remove the probes of routes that no longer exist').toEqual([]);
    expect(routes.filter((key) => key.includes('/api/v1/')).length).toBeGreaterThan(80);
  });

  it('refuses another organization’s ids in path, query and body, and changes nothing', async () => {
    const failures: string[] = [];
    const ghost = ghostData();
    let attempts = 0;
    for (const [key, probe] of probesOf('ids')) {
      const method = key.split(' ')[0]!;
      const hostile = probe.attempts(b, a);
      const unknown = probe.attempts(b, ghost);
      for (const [index, attempt] of hostile.entries()) {
        attempts += 1;
        const label = `${key} #${index + 1} (${attempt.url})`;
        const before = await snapshot(t.database.db, tables, [a.organizationId, b.organizationId]);
        const response = await send(t.app, b.org.admin.cookie, method, attempt);
        const after = await snapshot(t.database.db, tables, [a.organizationId, b.organizationId]);
        const changed = changedTables(before, after);
        if (!REFUSED.has(response.statusCode))
          failures.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
        const problem = String(response.headers['content-type']).includes(
          'application/problem+json',
        );
        if (!problem) failures.push(`${label}: the refusal is not problem+json`);
        if (changed.length > 0) failures.push(`${label}: changed ${changed.join(', ')}`);
        const leaked = leaks(response.body, a).filter(
          (id) => !JSON.stringify(attempt).includes(id),
        );
        if (leaked.length > 0) failures.push(`${label}: shows A's ids ${leaked.join(', ')}`);
        if (probe.sameAsUnknown === false) continue;
        // Another organization's row must be indistinguishable from a row that does not exist.
        const made = await send(t.app, b.org.admin.cookie, method, unknown[index]!);
        if (refusalOf(made) !== refusalOf(response))
          failures.push(
            `${label}: answers "${refusalOf(response)}" but an unknown id gets "${refusalOf(made)}"`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(80);
  }, 300_000);

  it('answers the caller’s own ids (so every probe reaches its route) and never touches the other organization', async () => {
    const failures: string[] = [];
    type Control = { key: string; order: number; attempts: Attempt[]; expected?: number };
    const controls: Control[] = [
      ...probesOf('ids').map(([key, probe]) => ({
        key,
        order: probe.order ?? 0,
        attempts: distinct(probe.attempts(b, b)).slice(0, probe.controlLimit),
        expected: probe.controlStatus,
      })),
      ...probesOf('own').map(([key, probe]) => ({
        key,
        order: probe.order ?? 0,
        attempts: [probe.request(b, a)],
      })),
    ].sort((x, y) => x.order - y.order);

    const before = await snapshot(t.database.db, tables, [a.organizationId]);
    for (const control of controls) {
      const method = control.key.split(' ')[0]!;
      for (const attempt of control.attempts) {
        const label = `${control.key} (${attempt.url})`;
        const response = await send(t.app, b.org.admin.cookie, method, attempt);
        const ok = control.expected
          ? response.statusCode === control.expected
          : response.statusCode >= 200 && response.statusCode < 300;
        if (!ok)
          failures.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 300)}`);
        const leaked = leaks(response.body, a);
        if (leaked.length > 0) failures.push(`${label}: shows A's ids ${leaked.join(', ')}`);
      }
    }
    const after = await snapshot(t.database.db, tables, [a.organizationId]);
    expect(failures).toEqual([]);
    expect(changedContent(before, after), 'organization A changed while B worked').toEqual([]);
  }, 300_000);
});
