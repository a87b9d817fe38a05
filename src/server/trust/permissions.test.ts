import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '../../shared/permissions';
import { ROLES, type Role } from '../../shared/roles';
import { createTestApp, signedInPlatformAdmin, type TestApp } from '../testing/test-app';
import { type Actor, MATRIX_REQUESTS, type MatrixContext, withUniqueName } from './matrix-requests';
import { distinct, send } from './probe-runner';
import { type Attempt, PROBES, routeKey } from './probes';
import { type Tenant, tenantWithData } from './tenant-data';
import { ghostData } from './tenant-ids';

/**
 * Routes whose handler asks for a broad permission and whose service then applies a narrower
 * rule, with the answer someone outside that rule gets.
 */
const NARROWER: Record<string, { permission: Permission; denied: 403 | 404 }> = {
  // Reviewing a week takes timesheet approval (or being the person's manager); a week one may
  // not review is not shown at all.
  'POST /api/v1/timesheets/:id/review': { permission: 'timesheets.approve', denied: 404 },
  // Removing a change request's file takes the right to change the project.
  'DELETE /api/v1/change-requests/:id/attachments/:attachmentId': {
    permission: 'projects.manage_own',
    denied: 403,
  },
};

/** Routes any person of the organization may call on their own rows, with no permission asked. */
const ANY_MEMBER = new Set([
  'POST /api/v1/notifications/:id/read',
  'POST /api/v1/notifications/read-all',
  'PUT /api/v1/notifications/preferences',
  'PATCH /api/v1/me',
]);

/**
 * POST routes that change nothing and so may ask only a read permission: the copilot answers
 * from a project's data (a POST because each answer may cost a model call).
 */
const ANSWERS_ONLY = new Set(['POST /api/v1/projects/:projectId/copilot']);

/** Permissions that let one read; a route that changes something must ask for more. */
const READ_ONLY: Permission[] = [
  'portfolio.read',
  'people.read',
  'audit.read',
  'analytics.read',
  'reports.run',
];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let a: Tenant;
let actors: Actor[];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-permissions-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  a = await tenantWithData(t.app, t.database.db, 'Matrix');
  const platformCookie = (await signedInPlatformAdmin(t, 'platform.matrix@stint.test')).cookie;
  const holder: Record<Role, { cookie: string; id: string }> = {
    admin: { cookie: a.org.admin.cookie, id: a.adminId },
    management: a.org.management,
    pm_head: a.org.pmHead,
    project_manager: a.org.manager,
    resource_manager: a.org.resourceManager,
    user: a.org.user,
    tracked_employee: a.org.tracked,
  };
  actors = [
    { name: 'signed out', cookie: null, roles: [], userId: null },
    { name: 'platform admin', cookie: platformCookie, roles: [], userId: null },
    ...ROLES.map((role) => ({
      name: role,
      cookie: holder[role].cookie,
      roles: [role],
      userId: holder[role].id,
    })),
  ];
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the isolation probe sends with the organization's own ids, for routes not listed above. */
function defaultAttempt(key: string): Attempt {
  const probe = PROBES[key];
  if (!probe || probe.kind === 'outside') throw new Error(`${key} has no request to send`);
  if (probe.kind === 'own') return probe.request(a, ghostData());
  return distinct(probe.attempts(a, a))[0]!;
}

const mutatingRoutes = () =>
  t.routes.filter((route) => MUTATING.has(route.method) && route.url.startsWith('/api/v1/'));

describe('permission matrix: every route that changes something, for every role', () => {
  it('answers every role as src/shared/permissions.ts says, the platform admin 403 (2xx on the console) and nobody 401', async () => {
    const failures: string[] = [];
    const c: MatrixContext = { app: t.app, db: t.database.db, tenant: a };
    for (const route of mutatingRoutes()) {
      const key = routeKey(route.method, route.url);
      const answers: { actor: Actor; status: number; body: string }[] = [];
      for (const actor of actors) {
        const build = MATRIX_REQUESTS[key];
        const attempt = build ? await build(c, actor) : withUniqueName(defaultAttempt(key));
        const response = await send(t.app, actor.cookie, route.method, attempt);
        answers.push({ actor, status: response.statusCode, body: response.body.slice(0, 200) });
      }

      // The platform console: its administrators only, every organization role refused.
      if (route.url.startsWith('/api/v1/platform/')) {
        for (const { actor, status, body } of answers) {
          const expected = !actor.cookie ? [401] : actor.roles.length === 0 ? [200, 204] : [403];
          if (!expected.includes(status))
            failures.push(
              `${key} as ${actor.name}: expected ${expected.join('/')}, got ${status} ${body}`,
            );
        }
        continue;
      }

      // What the route's guard asked for (recorded by requirePermission as the calls ran).
      const asked = [...route.permissions];
      const narrower = NARROWER[key];
      if (asked.length === 0 && !ANY_MEMBER.has(key)) {
        failures.push(`${key}: asks for no permission`);
        continue;
      }
      if (
        !narrower &&
        !ANSWERS_ONLY.has(key) &&
        asked.length > 0 &&
        asked.every((p) => READ_ONLY.includes(p))
      )
        failures.push(`${key}: changes data with only a read permission (${asked.join(', ')})`);
      const required = narrower ? [...asked, narrower.permission] : asked;

      for (const { actor, status, body } of answers) {
        let expected: number[];
        if (!actor.cookie) expected = [401];
        else if (actor.roles.length === 0) expected = [403];
        else if (required.every((p) => can(actor.roles, p))) expected = [200, 201, 204];
        else expected = [narrower?.denied ?? 403];
        if (!expected.includes(status))
          failures.push(
            `${key} as ${actor.name}: expected ${expected.join('/')} (${required.join(' + ') || 'member'}), got ${status} ${body}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(mutatingRoutes().length).toBeGreaterThan(45);
  }, 600_000);
});
