import { PROJECT_CHILDREN, type ProjectChildPath } from '../modules/project-children/registry';
import { PEOPLE_PROBES } from './probes-people';
import { INSIGHT_PROBES } from './probes-insight';
import { PORTFOLIO_PROBES } from './probes-portfolio';
import { TIME_PROBES } from './probes-time';
import { PDF } from './tenant-data';
import type { TenantData } from './tenant-ids';

let probes = 0;

/** The smallest Microsoft Project XML plan: one task. */
const PLAN_XML =
  '<Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task><UID>1</UID>' +
  '<Name>Probe task</Name><Start>2031-02-03T08:00:00</Start><Finish>2031-02-04T17:00:00</Finish>' +
  '</Task></Tasks></Project>';

/** One request of a probe; `url` is under /api/v1 and may carry a query. */
export type Attempt = {
  url: string;
  payload?: object;
  /** Sent as multipart/form-data instead of JSON. */
  file?: { fileName: string; content: Buffer };
};

/**
 * How the isolation suite probes a route:
 * - `ids`: the route is handed ids (path, query or body). Built with another organization's
 *   ids it must be refused (403/404, or the answer a made-up id gets) and change nothing; built
 *   with the caller's own ids (the control) it must succeed, which proves the probe reaches the
 *   route's logic.
 * - `own`: the route takes no id and acts on the caller's organization; the caller's answer
 *   must show nothing of the other organization, and the other organization must not change.
 *   It may mention the other organization's names or emails, never its ids.
 * - `outside`: the route holds no organization's data (the reason says why).
 */
export type Probe =
  | {
      kind: 'ids';
      attempts: (own: TenantData, target: TenantData) => Attempt[];
      /** Whether an unknown id must get the same answer (false only where the reason says). */
      sameAsUnknown?: false;
      /** The status the control gets when it is not 2xx (the reason is in a comment). */
      controlStatus?: number;
      /** How many of the control's attempts to send, when the first changes what the next find. */
      controlLimit?: number;
      /** When the control runs: controls change the caller's data, so some must come later. */
      order?: number;
    }
  | {
      kind: 'own';
      request: (own: TenantData, other: TenantData) => Attempt;
      order?: number;
    }
  | { kind: 'outside'; reason: string };

/** How the probes reach one project child: the tenant's row of it and a body it takes. */
type ChildProbe = {
  idOf: (data: TenantData) => string;
  /** A body to add or change one, naming `data`'s rows where the child takes ids. */
  body: (data: TenantData) => object;
  /** The body names other rows: the caller's own project must refuse another's ids too. */
  namesRows?: true;
};

/** One entry per project child declared (project-children/registry.ts). */
export const CHILD_PROBES: Record<ProjectChildPath, ChildProbe> = {
  activities: {
    idOf: (d) => d.activityId,
    body: (d) => ({
      name: 'Probe',
      startDate: '2026-02-02',
      endDate: '2026-02-27',
      assignments: [{ resourceId: d.managerId }],
    }),
    namesRows: true,
  },
  'budget/effort': {
    idOf: (d) => d.effortLineId,
    body: (d) => ({ resourceId: d.managerId, estimatedHours: 10, hourlyRate: 50 }),
    namesRows: true,
  },
  'budget/overhead': {
    idOf: (d) => d.overheadLineId,
    body: () => ({ category: 'Probe', amount: 10 }),
  },
  risks: { idOf: (d) => d.riskId, body: () => ({ riskDescription: 'A probe of the register' }) },
  dependencies: { idOf: (d) => d.dependencyId, body: () => ({ dependencyDescription: 'A probe' }) },
  integrations: { idOf: (d) => d.integrationId, body: () => ({ integrationName: 'A probe' }) },
  links: {
    idOf: (d) => d.linkId,
    body: (d) => ({ predecessorId: d.activityId, successorId: d.secondActivityId, lag: 1 }),
    namesRows: true,
  },
  // A project's baseline names are unique: each body names a new one.
  baselines: { idOf: (d) => d.baselineId, body: () => ({ name: `Probe baseline ${++probes}` }) },
  'payments/milestones': {
    idOf: (d) => d.milestoneId,
    body: (d) => ({ milestoneName: 'Probe', amount: 10, activityId: d.activityId }),
    namesRows: true,
  },
};

/** The routes of a project child at `/projects/:projectId/<path>`: list, add, change, delete. */
function projectChildProbes(child: (typeof PROJECT_CHILDREN)[number]): [string, Probe][] {
  const { path, param } = child;
  const { idOf, body, namesRows } = CHILD_PROBES[path];
  const base = `/api/v1/projects/:projectId/${path}`;
  const add: Probe = {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/projects/${x.projectId}/${path}`, payload: body(x) },
      ...(namesRows ? [{ url: `/projects/${own.projectId}/${path}`, payload: body(x) }] : []),
    ],
  };
  const change: Probe = {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/projects/${x.projectId}/${path}/${idOf(x)}`, payload: body(x) },
      { url: `/projects/${own.projectId}/${path}/${idOf(x)}`, payload: body(x) },
    ],
  };
  const remove: Probe = {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/projects/${own.projectId}/${path}/${idOf(x)}` },
      { url: `/projects/${x.projectId}/${path}/${idOf(x)}` },
    ],
    order: 20,
  };
  const list: [string, Probe][] = child.summaries.list ? [[`GET ${base}`, projectRead(path)]] : [];
  return [
    ...list,
    [`POST ${base}`, add],
    [`PATCH ${base}/:${param}`, change],
    [`DELETE ${base}/:${param}`, remove],
  ];
}

const projectRead = (path: string): Probe => ({
  kind: 'ids',
  attempts: (_own, x) => [{ url: `/projects/${x.projectId}/${path}` }],
});

const outside = (reason: string): Probe => ({ kind: 'outside', reason });

/** Every route of the app, by `METHOD url` as Fastify registered it. */
export const PROBES: Record<string, Probe> = {
  // Outside any organization.
  'GET /api/health': outside('database reachability only'),
  'GET /api/openapi.json': outside('the API description'),
  'GET /metrics': outside('process and request metrics, no tenant labels'),
  'GET /api/dev/mail': outside('development mailbox (not registered in production)'),
  'GET /dev/mailbox': outside('development mailbox (not registered in production)'),
  'GET /api/auth/*': outside(
    'better-auth: acts on the signed-in person only, holds no organization data',
  ),
  'POST /api/auth/*': outside(
    'better-auth: acts on the signed-in person only, holds no organization data',
  ),
  'GET /api/docs': outside('API docs page'),
  'GET /api/docs/static/index.html': outside('API docs page'),
  'GET /api/docs/static/swagger-initializer.js': outside('API docs page'),
  'GET /api/docs/static/*': outside('API docs assets'),
  'GET /api/docs/json': outside('the API description'),
  'GET /api/docs/yaml': outside('the API description'),
  'GET /*': outside('the built web app (static files)'),
  'GET /': outside('the web app’s index.html'),
  'GET /api/v1/events': outside(
    'takes no input; the stream is scoped to the session’s organization, proven in src/server/events/events.test.ts',
  ),

  // The caller, their organization and its people.
  'GET /api/v1/me': { kind: 'own', request: () => ({ url: '/me' }) },
  'GET /api/v1/dashboard/overview': {
    kind: 'own',
    request: () => ({ url: '/dashboard/overview' }),
  },
  'GET /api/v1/dashboard/management': {
    kind: 'own',
    request: () => ({ url: '/dashboard/management' }),
  },
  'GET /api/v1/dashboard/my-projects': {
    kind: 'own',
    request: () => ({ url: '/dashboard/my-projects' }),
  },
  // The platform console: refused to every organization role with nothing changed, and
  // acting across organizations, proven in src/server/modules/platform/routes.test.ts.
  ...Object.fromEntries(
    [
      'GET /api/v1/platform/overview',
      'GET /api/v1/platform/analytics',
      'GET /api/v1/platform/organizations',
      'PATCH /api/v1/platform/organizations/:id',
      'POST /api/v1/platform/organizations/:id/suspend',
      'POST /api/v1/platform/organizations/:id/activate',
      'DELETE /api/v1/platform/organizations/:id',
      'GET /api/v1/platform/users',
      'PATCH /api/v1/platform/users/:id',
      'POST /api/v1/platform/users/:id/activate',
      'POST /api/v1/platform/users/:id/deactivate',
      'POST /api/v1/platform/users/:id/password-reset',
      'GET /api/v1/platform/audit-log',
    ].map((route) => [route, outside('platform admins only, across organizations')]),
  ),
  // Another organization's customer or program narrows to nothing, as an unknown id does.
  'GET /api/v1/analytics': {
    kind: 'ids',
    attempts: (_own, target) => [
      { url: `/analytics?customerId=${target.customerId}` },
      { url: `/analytics?programId=${target.programId}&from=2020-01-01&to=2040-12-31` },
    ],
  },
  'GET /api/v1/analytics/projects/:id/s-curve': {
    kind: 'ids',
    attempts: (_own, target) => [{ url: `/analytics/projects/${target.projectId}/s-curve` }],
  },
  ...INSIGHT_PROBES,
  'GET /api/v1/organization': { kind: 'own', request: () => ({ url: '/organization' }) },
  // Searched for the other organization's customer, named in its audit rows: none may show.
  'GET /api/v1/audit-log': {
    kind: 'own',
    request: (_own, other) => ({
      url: `/audit-log?limit=200&search=${encodeURIComponent(other.customerName)}`,
    }),
  },
  'PATCH /api/v1/organization': {
    kind: 'own',
    request: () => ({
      url: '/organization',
      payload: { name: 'Beta Renamed', locationCountry: 'Sweden' },
    }),
  },
  'POST /api/v1/organization/complete-setup': {
    kind: 'own',
    request: () => ({ url: '/organization/complete-setup' }),
  },
  ...PEOPLE_PROBES,

  ...PORTFOLIO_PROBES,

  // A project's tabs: every project child's routes, and the tabs that sum them.
  ...Object.fromEntries(PROJECT_CHILDREN.flatMap(projectChildProbes)),
  'GET /api/v1/projects/:projectId/budget': projectRead('budget'),
  'GET /api/v1/projects/:projectId/payments': projectRead('payments'),
  'GET /api/v1/projects/:projectId/schedule': projectRead('schedule'),
  'POST /api/v1/projects/:projectId/schedule/auto': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/projects/${x.projectId}/schedule/auto` }],
  },
  'GET /api/v1/projects/:projectId/plan.xml': projectRead('plan.xml'),
  // The copilot reads the project's data only: another organization's project is not found.
  'POST /api/v1/projects/:projectId/copilot': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: `/projects/${x.projectId}/copilot`, payload: { type: 'status_report' } },
    ],
  },
  'POST /api/v1/projects/:projectId/plan/import': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/projects/${x.projectId}/plan/import`,
        payload: { fileName: 'plan.xml', content: PLAN_XML },
      },
    ],
  },
  'GET /api/v1/projects/:projectId/baselines/:baselineId/comparison': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/projects/${x.projectId}/baselines/${x.baselineId}/comparison` },
      { url: `/projects/${own.projectId}/baselines/${x.baselineId}/comparison` },
    ],
  },

  // Change requests and their files.
  'GET /api/v1/projects/:projectId/change-requests': projectRead('change-requests'),
  'POST /api/v1/projects/:projectId/change-requests': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/projects/${x.projectId}/change-requests`,
        payload: { description: 'Probe request', justification: 'Proves the route' },
      },
    ],
  },
  'GET /api/v1/change-requests/pending': {
    kind: 'own',
    request: () => ({ url: '/change-requests/pending' }),
  },
  'POST /api/v1/change-requests/:id/review': {
    kind: 'ids',
    attempts: (_own, x) => [
      { url: `/change-requests/${x.changeRequestId}/review`, payload: { decision: 'approved' } },
    ],
    // After its files are added and removed: a reviewed request takes no more changes.
    order: 25,
  },
  'POST /api/v1/change-requests/:id/attachments': {
    kind: 'ids',
    attempts: (_own, x) => [
      {
        url: `/change-requests/${x.changeRequestId}/attachments`,
        file: { fileName: 'probe.pdf', content: PDF },
      },
    ],
  },
  'GET /api/v1/change-requests/:id/attachments/:attachmentId': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/change-requests/${x.changeRequestId}/attachments/${x.attachmentId}` },
      { url: `/change-requests/${own.changeRequestId}/attachments/${x.attachmentId}` },
    ],
  },
  'DELETE /api/v1/change-requests/:id/attachments/:attachmentId': {
    kind: 'ids',
    attempts: (own, x) => [
      { url: `/change-requests/${own.changeRequestId}/attachments/${x.attachmentId}` },
      { url: `/change-requests/${x.changeRequestId}/attachments/${x.attachmentId}` },
    ],
    order: 20,
  },

  // Notifications.
  'GET /api/v1/notifications': { kind: 'own', request: () => ({ url: '/notifications' }) },
  'POST /api/v1/notifications/:id/read': {
    kind: 'ids',
    attempts: (_own, x) => [{ url: `/notifications/${x.notificationId}/read` }],
  },
  'POST /api/v1/notifications/read-all': {
    kind: 'own',
    request: () => ({ url: '/notifications/read-all' }),
  },
  'GET /api/v1/notifications/preferences': {
    kind: 'own',
    request: () => ({ url: '/notifications/preferences' }),
  },
  'PUT /api/v1/notifications/preferences': {
    kind: 'own',
    request: () => ({
      url: '/notifications/preferences',
      payload: { mailTypes: ['project_assignment', 'budget_alert'] },
    }),
  },
  ...TIME_PROBES,
};

/** The registry key of a route. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;
