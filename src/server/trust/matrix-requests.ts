import type { FastifyInstance } from 'fastify';
import { addDays } from '../../shared/domain/week';
import { can } from '../../shared/permissions';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { createAuthUser } from '../auth/users';
import { notifications } from '../db/schema/notifications';
import { createOrganizationWithAdmin } from '../modules/organizations/sign-up';
import { PROJECT_CHILDREN } from '../modules/project-children/registry';
import { send } from './probe-runner';
import { type Attempt, CHILD_PROBES } from './probes';
import { mondayWeeksAgo, PDF, type Tenant } from './tenant-data';

/** Someone calling a route: a person holding one role, the platform administrator, or nobody. */
export type Actor = {
  name: string;
  cookie: string | null;
  roles: Role[];
  /** Their user id when they belong to the organization. */
  userId: string | null;
};

export type MatrixContext = { app: FastifyInstance; db: Database; tenant: Tenant };

let counter = 0;
const unique = (label: string) => `${label} ${++counter}`;

async function created(
  { app, tenant }: MatrixContext,
  url: string,
  payload: object,
  cookie = tenant.org.admin.cookie,
): Promise<string> {
  const response = await send(app, cookie, 'POST', { url, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.body}`);
  return response.json().id as string;
}

/** A fresh child of the organization's project, made by its admin, for a caller to delete. */
const freshChild =
  (path: string, payload: object) =>
  async (c: MatrixContext): Promise<Attempt> => {
    const id = await created(c, `/projects/${c.tenant.projectId}/${path}`, payload);
    return { url: `/projects/${c.tenant.projectId}/${path}/${id}` };
  };

/** A new person of the organization (a user), added by its admin. */
const freshPerson = (c: MatrixContext) =>
  created(c, '/users', {
    fullName: 'Matrix Person',
    email: `${unique('person').replace(' ', '-')}@example.com`,
    role: 'user',
  });

/**
 * The organization a platform route acts on: for the platform administrator a fresh one with its
 * admin, made for this call (suspending or deleting it harms nothing); anyone else is refused
 * before the route looks, so they are handed the matrix's own organization.
 */
async function subscriberFor(c: MatrixContext, actor: Actor) {
  if (!actor.cookie || actor.roles.length > 0)
    return { organizationId: c.tenant.organizationId, adminId: c.tenant.adminId };
  const email = `${unique('subscriber').replace(' ', '-')}@example.com`;
  return c.db.transaction(async (tx) => {
    const userId = await createAuthUser(tx, {
      email,
      name: 'Sam Subscriber',
      password: 'sub-pass-12',
    });
    const organization = await createOrganizationWithAdmin(tx, {
      userId,
      email,
      fullName: 'Sam Subscriber',
      organizationName: unique('Subscriber'),
      loginUrl: 'http://localhost/login',
      ip: null,
      userAgent: null,
    });
    return { organizationId: organization.id, adminId: userId };
  });
}

/** Two new activities of the organization's project, to link once. */
async function freshPair(c: MatrixContext) {
  const activity = (name: string) =>
    created(c, `/projects/${c.tenant.projectId}/activities`, {
      name: unique(name),
      startDate: '2026-02-02',
      endDate: '2026-02-06',
    });
  return { predecessorId: await activity('Before'), successorId: await activity('After'), lag: 0 };
}

/** A finished session of the caller's own (or the admin's, for a caller with none). */
async function ownSession(c: MatrixContext, actor: Actor): Promise<string> {
  if (!actor.userId) return c.tenant.sessionId;
  const start = `${addDays(mondayWeeksAgo(8), counter % 5)}T${String(6 + (++counter % 12)).padStart(2, '0')}:00:00Z`;
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return created(
    c,
    '/time/sessions',
    { projectId: c.tenant.projectId, startTime: start, endTime: end },
    actor.cookie!,
  );
}

const REPORT = { type: 'project_summary', fields: ['projectName'] };

/**
 * A saved report of the caller's own, which whoever saved it may change or delete (a caller who
 * may not save reports is handed one of the admin's, to be refused).
 */
async function ownSavedReport(c: MatrixContext, actor: Actor): Promise<string> {
  const payload = { name: unique('Matrix report'), ...REPORT };
  const mayCreate = actor.roles.some((role) => can([role], 'reports.save'));
  return mayCreate
    ? created(c, '/reports/saved', payload, actor.cookie!)
    : created(c, '/reports/saved', payload);
}

/**
 * The request each caller sends where the isolation probe's own request does not do: routes that
 * use up what they are handed (deletes, reviews) get a fresh target each time, routes on one's
 * own rows (sessions, notifications) get the caller's own.
 */
export const MATRIX_REQUESTS: Record<string, (c: MatrixContext, actor: Actor) => Promise<Attempt>> =
  {
    'POST /api/v1/users': async () => ({
      url: '/users',
      payload: {
        fullName: 'Matrix Person',
        email: `${unique('matrix').replace(' ', '-')}@example.com`,
        role: 'user',
      },
    }),
    // Each caller changes a person of their own making (deactivating one ends their session).
    'PATCH /api/v1/users/:id': async (c) => ({
      url: `/users/${await freshPerson(c)}`,
      payload: { jobTitle: 'Changed by the matrix' },
    }),
    ...Object.fromEntries(
      ['activate', 'deactivate', 'password-reset'].map((action) => [
        `POST /api/v1/users/:id/${action}`,
        async (c: MatrixContext) => ({ url: `/users/${await freshPerson(c)}/${action}` }),
      ]),
    ),
    // The platform console's routes, each on an organization of its own (see subscriberFor).
    'PATCH /api/v1/platform/organizations/:id': async (c, actor) => {
      const { organizationId } = await subscriberFor(c, actor);
      return {
        url: `/platform/organizations/${organizationId}`,
        payload: {
          name: 'Edited Subscriber',
          subdomain: `edited-${++counter}`,
          subscriptionTier: 'professional',
          subscriptionStatus: 'active',
        },
      };
    },
    ...Object.fromEntries(
      ['suspend', 'activate'].map((action) => [
        `POST /api/v1/platform/organizations/:id/${action}`,
        async (c: MatrixContext, actor: Actor) => ({
          url: `/platform/organizations/${(await subscriberFor(c, actor)).organizationId}/${action}`,
        }),
      ]),
    ),
    'DELETE /api/v1/platform/organizations/:id': async (c, actor) => ({
      url: `/platform/organizations/${(await subscriberFor(c, actor)).organizationId}`,
    }),
    'PATCH /api/v1/platform/users/:id': async (c, actor) => ({
      url: `/platform/users/${(await subscriberFor(c, actor)).adminId}`,
      payload: {
        fullName: 'Edited Admin',
        email: `${unique('edited').replace(' ', '-')}@example.com`,
      },
    }),
    ...Object.fromEntries(
      ['activate', 'deactivate', 'password-reset'].map((action) => [
        `POST /api/v1/platform/users/:id/${action}`,
        async (c: MatrixContext, actor: Actor) => ({
          url: `/platform/users/${(await subscriberFor(c, actor)).adminId}/${action}`,
        }),
      ]),
    ),
    'DELETE /api/v1/departments/:id': async (c) => ({
      url: `/departments/${await created(c, '/departments', { name: unique('Disposable') })}`,
    }),
    'DELETE /api/v1/teams/:id': async (c) => ({
      url: `/teams/${await created(c, '/teams', {
        name: unique('Disposable'),
        departmentId: c.tenant.departmentId,
      })}`,
    }),
    'POST /api/v1/holidays': async () => ({
      url: '/holidays',
      payload: { date: addDays('2040-01-01', ++counter), name: 'Matrix Day' },
    }),
    'DELETE /api/v1/holidays/:id': async (c) => ({
      url: `/holidays/${await created(c, '/holidays', {
        date: addDays('2045-01-01', ++counter),
        name: 'Disposable Day',
      })}`,
    }),
    'DELETE /api/v1/resources/capacity/:id': async (c) => ({
      url: `/resources/capacity/${await created(c, '/resources/capacity', {
        resourceId: c.tenant.managerId,
        projectId: c.tenant.projectId,
        capacityPercentage: 5,
        startDate: '2040-01-06',
      })}`,
    }),
    'DELETE /api/v1/resources/time-off/:id': async (c) => ({
      url: `/resources/time-off/${await created(c, '/resources/time-off', {
        resourceId: c.tenant.managerId,
        startDate: addDays('2041-01-01', ++counter),
        endDate: addDays('2041-01-01', counter),
      })}`,
    }),
    'PATCH /api/v1/reports/saved/:id': async (c, actor) => ({
      url: `/reports/saved/${await ownSavedReport(c, actor)}`,
      payload: { name: unique('Renamed report'), ...REPORT },
    }),
    'DELETE /api/v1/reports/saved/:id': async (c, actor) => ({
      url: `/reports/saved/${await ownSavedReport(c, actor)}`,
    }),
    'DELETE /api/v1/templates/:id': async (c) => ({
      url: `/templates/${await created(c, '/templates', {
        projectId: c.tenant.projectId,
        name: unique('Disposable template'),
        category: 'Research',
      })}`,
    }),
    'DELETE /api/v1/customers/:id': async (c) => ({
      url: `/customers/${await created(c, '/customers', { name: unique('Disposable') })}`,
    }),
    'DELETE /api/v1/programs/:id': async (c) => ({
      url: `/programs/${await created(c, '/programs', {
        name: unique('Disposable'),
        customerId: c.tenant.customerId,
      })}`,
    }),
    'DELETE /api/v1/projects/:id': async (c) => ({
      url: `/projects/${await created(c, '/projects', {
        name: unique('Disposable'),
        programId: c.tenant.programId,
        projectManagerId: c.tenant.managerId,
      })}`,
    }),
    ...Object.fromEntries(
      PROJECT_CHILDREN.map(({ path, param }) => [
        `DELETE /api/v1/projects/:projectId/${path}/:${param}`,
        (c: MatrixContext) => freshChild(path, CHILD_PROBES[path].body(c.tenant))(c),
      ]),
    ),
    // Two activities link once: every caller links a fresh pair.
    'POST /api/v1/projects/:projectId/links': async (c) => ({
      url: `/projects/${c.tenant.projectId}/links`,
      payload: await freshPair(c),
    }),
    'DELETE /api/v1/projects/:projectId/links/:linkId': async (c) =>
      freshChild('links', await freshPair(c))(c),
    'DELETE /api/v1/change-requests/:id/attachments/:attachmentId': async (c) => {
      const id = c.tenant.changeRequestId;
      const response = await send(c.app, c.tenant.org.manager.cookie, 'POST', {
        url: `/change-requests/${id}/attachments`,
        file: { fileName: 'disposable.pdf', content: PDF },
      });
      if (response.statusCode !== 201) throw new Error(`attachment: ${response.body}`);
      return { url: `/change-requests/${id}/attachments/${response.json().id}` };
    },
    'POST /api/v1/change-requests/:id/review': async (c) => {
      const id = await created(
        c,
        `/projects/${c.tenant.projectId}/change-requests`,
        { description: 'One to review', justification: 'The matrix needs it' },
        c.tenant.org.manager.cookie,
      );
      return { url: `/change-requests/${id}/review`, payload: { decision: 'approved' } };
    },
    'POST /api/v1/timesheets/:id/review': async (c) => {
      // A week of a person no caller manages, submitted afresh for every caller.
      const cookie = c.tenant.org.otherManager.cookie;
      const week = mondayWeeksAgo(10 + (++counter % 40));
      const cell = await send(c.app, cookie, 'PUT', {
        url: '/timesheets/week/cells',
        payload: { weekStart: week, projectId: c.tenant.projectId, day: week, duration: '1h' },
      });
      if (cell.statusCode !== 200) throw new Error(`timesheet cell: ${cell.body}`);
      const submitted = await send(c.app, cookie, 'POST', {
        url: '/timesheets/week/submit',
        payload: { weekStart: week },
      });
      if (submitted.statusCode !== 200) throw new Error(`timesheet submit: ${submitted.body}`);
      return {
        url: `/timesheets/${submitted.json().timesheet.id}/review`,
        payload: { decision: 'approved' },
      };
    },
    'POST /api/v1/notifications/:id/read': async (c, actor) => {
      const [row] = await c.db
        .insert(notifications)
        .values({
          organizationId: c.tenant.organizationId,
          userId: actor.userId ?? c.tenant.adminId,
          type: 'default',
          title: 'For the matrix',
          message: 'A notification of the caller’s own',
        })
        .returning({ id: notifications.id });
      return { url: `/notifications/${row!.id}/read` };
    },
    'PATCH /api/v1/time/sessions/:id': async (c, actor) => ({
      url: `/time/sessions/${await ownSession(c, actor)}`,
      payload: { notes: 'Changed by the matrix' },
    }),
    'DELETE /api/v1/time/sessions/:id': async (c, actor) => ({
      url: `/time/sessions/${await ownSession(c, actor)}`,
    }),
  };

/** Gives every `name` in a body a suffix of its own, so two callers never collide on it. */
export function withUniqueName(attempt: Attempt): Attempt {
  const payload = attempt.payload as Record<string, unknown> | undefined;
  if (!payload || typeof payload.name !== 'string') return attempt;
  return { ...attempt, payload: { ...payload, name: unique(payload.name) } };
}
