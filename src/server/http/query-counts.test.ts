// First: it wraps pg's Client before the test app's pool opens a connection (see its comment).
import { type LoggedQuery, logQueries } from '../testing/query-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/week';
import { REPORT_FIELDS, REPORT_TYPES } from '../../shared/domain/reports';
import { type GrownOrganization, grownOrganization } from '../testing/grown-organization';
import { mondayWeeksAgo } from '../trust/tenant-data';
import {
  createTestApp,
  signedInAdmin,
  signedInPlatformAdmin,
  type TestApp,
} from '../testing/test-app';

// Every list the API answers sends the same statements however many rows it holds: a query per
// row (an N+1) would make a list of thousands send thousands. Each list is read in an
// organization with 2 of everything and in one with 30, and the statements one request sends
// are counted; they must be as many in both, and few.

/** The most statements one request may send (the session's, the tenant's and the list's). */
const MOST_STATEMENTS = 12;
const SMALL = 2;
const LARGE = 30;

type Seen = { org: GrownOrganization; platform: string };
type Case = {
  /** The route as the app registered it: 'GET /api/v1/projects'. */
  route: string;
  url: (seen: Seen) => string;
  /** Who asks (the organization's admin unless said). */
  as?: (seen: Seen) => string;
  /** More statements than MOST_STATEMENTS, where the reason is given. */
  most?: number;
};

const REPORT = (type: (typeof REPORT_TYPES)[number]) =>
  `type=${type}&range=last_year&fields=${REPORT_FIELDS[type].map((f) => f.key).join(',')}&pageSize=100`;
const today = new Date().toISOString().slice(0, 10);
const main = ({ org }: Seen) => `/projects/${org.project.id}`;

const CASES: Case[] = [
  // Four cards, the recent projects and the insight's signals: each figure its own aggregate.
  { route: 'GET /api/v1/dashboard/overview', url: () => '/dashboard/overview', most: 26 },
  // Its figures over every project, and the delayed activities counted apart.
  { route: 'GET /api/v1/dashboard/management', url: () => '/dashboard/management', most: 13 },
  {
    route: 'GET /api/v1/dashboard/my-projects',
    url: () => '/dashboard/my-projects',
    as: ({ org }) => org.manager.cookie,
  },
  { route: 'GET /api/v1/analytics', url: () => '/analytics' },
  {
    route: 'GET /api/v1/analytics/projects/:id/s-curve',
    url: (s) => `/analytics${main(s)}/s-curve`,
  },
  ...REPORT_TYPES.map((type) => ({
    route: 'GET /api/v1/reports/run',
    url: () => `/reports/run?${REPORT(type)}`,
  })),
  ...REPORT_TYPES.map((type) => ({
    route: 'GET /api/v1/reports/export.csv',
    url: () => `/reports/export.csv?${REPORT(type)}`,
  })),
  {
    route: 'GET /api/v1/reports/export.pdf',
    url: () => `/reports/export.pdf?${REPORT('project_summary')}`,
  },
  { route: 'GET /api/v1/reports/saved', url: () => '/reports/saved' },
  ...['overview', 'analytics', 'audit-log', 'organizations?pageSize=100', 'users?pageSize=100'].map(
    (path) => ({
      route: `GET /api/v1/platform/${path.split('?')[0]}`,
      url: () => `/platform/${path}`,
      as: ({ platform }: Seen) => platform,
    }),
  ),
  { route: 'GET /api/v1/departments', url: () => '/departments' },
  { route: 'GET /api/v1/teams', url: () => '/teams' },
  { route: 'GET /api/v1/holidays', url: () => '/holidays' },
  { route: 'GET /api/v1/organization/calendar', url: () => '/organization/calendar' },
  { route: 'GET /api/v1/users', url: () => '/users?pageSize=100' },
  { route: 'GET /api/v1/users', url: () => '/users?status=active&sort=status&search=e' },
  { route: 'GET /api/v1/users/choices', url: () => '/users/choices?withInactive=true' },
  { route: 'GET /api/v1/customers', url: () => '/customers?pageSize=100' },
  { route: 'GET /api/v1/customers', url: () => '/customers?sort=location&search=a' },
  { route: 'GET /api/v1/customers/choices', url: () => '/customers/choices' },
  { route: 'GET /api/v1/programs', url: () => '/programs?pageSize=100' },
  { route: 'GET /api/v1/programs/choices', url: () => '/programs/choices' },
  { route: 'GET /api/v1/projects', url: () => '/projects?pageSize=100' },
  { route: 'GET /api/v1/projects', url: () => '/projects?search=project&sort=customerName' },
  {
    route: 'GET /api/v1/projects',
    url: () => '/projects',
    as: ({ org }) => org.manager.cookie,
  },
  { route: 'GET /api/v1/projects/choices', url: () => '/projects/choices?status=draft,active' },
  { route: 'GET /api/v1/projects/team-candidates', url: () => '/projects/team-candidates' },
  { route: 'GET /api/v1/templates', url: () => '/templates' },
  ...['activities', 'budget', 'risks', 'dependencies', 'integrations', 'payments'].map((part) => ({
    route: `GET /api/v1/projects/:projectId/${part}`,
    url: (s: Seen) => `${main(s)}/${part}`,
  })),
  ...['change-requests', 'links', 'baselines', 'schedule', 'plan.xml'].map((part) => ({
    route: `GET /api/v1/projects/:projectId/${part}`,
    url: (s: Seen) => `${main(s)}/${part}`,
  })),
  {
    route: 'GET /api/v1/projects/:projectId/baselines/:baselineId/comparison',
    url: (s) => `${main(s)}/baselines/${s.org.baselineId}/comparison`,
  },
  { route: 'GET /api/v1/change-requests/pending', url: () => '/change-requests/pending' },
  {
    route: 'GET /api/v1/change-requests/pending',
    url: () => '/change-requests/pending?search=a&pageSize=100',
  },
  {
    route: 'GET /api/v1/notifications',
    url: () => '/notifications?limit=50',
    as: ({ org }) => org.manager.cookie,
  },
  { route: 'GET /api/v1/resources/overview', url: () => '/resources/overview' },
  { route: 'GET /api/v1/resources/capacity', url: () => '/resources/capacity' },
  { route: 'GET /api/v1/resources/heat-map', url: () => '/resources/heat-map' },
  { route: 'GET /api/v1/resources/utilization', url: () => '/resources/utilization' },
  { route: 'GET /api/v1/resources/time-off', url: () => '/resources/time-off' },
  { route: 'GET /api/v1/time/projects', url: () => '/time/projects' },
  {
    route: 'GET /api/v1/time/projects/:id/activities',
    url: ({ org }) => `/time/projects/${org.project.id}/activities`,
  },
  { route: 'GET /api/v1/time/sessions', url: () => '/time/sessions?limit=500' },
  { route: 'GET /api/v1/time/sessions/today', url: () => '/time/sessions/today' },
  { route: 'GET /api/v1/time/utilization', url: () => '/time/utilization' },
  { route: 'GET /api/v1/time/utilization/people', url: () => '/time/utilization/people' },
  {
    route: 'GET /api/v1/time/export.csv',
    url: () => `/time/export.csv?from=${addDays(today, -60)}&to=${today}`,
  },
  {
    route: 'GET /api/v1/timesheets/week',
    url: () => `/timesheets/week?start=${mondayWeeksAgo(1)}`,
    as: ({ org }) => org.user.cookie,
  },
  { route: 'GET /api/v1/timesheets/pending', url: () => '/timesheets/pending' },
  {
    route: 'GET /api/v1/timesheets/pending',
    url: () => '/timesheets/pending?sort=person&direction=desc&search=e',
  },
  { route: 'GET /api/v1/audit-log', url: () => '/audit-log' },
];

/** GET routes that answer one row, a file or a stream: nothing in them grows by the row. */
const NOT_LISTS: Record<string, string> = {
  'GET /api/v1/me': 'the caller',
  'GET /api/v1/organization': 'the organization',
  'GET /api/v1/projects/:id': 'one project',
  'GET /api/v1/templates/:id': 'one template',
  'GET /api/v1/templates/:id/export': 'one template as a file',
  'GET /api/v1/reports/saved/:id': 'one saved report',
  'GET /api/v1/timesheets/:id': 'one person’s week',
  'GET /api/v1/resources/heat-map/cell': 'one person’s week of the heat map',
  'GET /api/v1/time/timer': 'the caller’s running timer',
  'GET /api/v1/notifications/preferences': 'the caller’s settings',
  'GET /api/v1/customers/import/template': 'a fixed CSV template',
  'GET /api/v1/resources/import/template': 'a fixed CSV template',
  'GET /api/v1/change-requests/:id/attachments/:attachmentId': 'one file',
  'GET /api/v1/events': 'the live event stream',
};

// The live-event listener checks its connection on a timer of its own, whatever a request does.
const background = (query: LoggedQuery) => /^\s*(select 1|listen )/i.test(query.text);

let t: TestApp;
/** The larger organization, once counted. */
let grown: Seen;
const counted = new Map<string, { small: string[]; large: string[] }>();

/** The statements one GET sends, as the query log has them. */
async function loggedOf(cookie: string, url: string): Promise<LoggedQuery[]> {
  const log = logQueries();
  try {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { cookie },
    });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return log.take().filter((query) => !background(query));
  } finally {
    log.stop();
  }
}

const statementsOf = async (cookie: string, url: string) =>
  (await loggedOf(cookie, url)).map((query) => query.text.replace(/\s+/g, ' ').slice(0, 120));

/** Each case's name: its route, numbered when the route has several cases. */
const LABELS = CASES.map((item) => {
  const same = CASES.filter((other) => other.route === item.route);
  return same.length === 1 ? item.route : `${item.route} #${same.indexOf(item) + 1}`;
});

async function countEvery(seen: Seen, size: 'small' | 'large') {
  // The platform's audit log grows by one entry each time its overview is opened.
  for (let i = 0; i < (size === 'small' ? SMALL : LARGE); i++)
    await statementsOf(seen.platform, '/platform/overview');
  for (const [index, item] of CASES.entries()) {
    const statements = await statementsOf(item.as?.(seen) ?? seen.org.admin.cookie, item.url(seen));
    const entry = counted.get(LABELS[index]!) ?? { small: [], large: [] };
    entry[size] = statements;
    counted.set(LABELS[index]!, entry);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const platform = (await signedInPlatformAdmin(t, 'platform.counts@stint.test')).cookie;
  const small = await grownOrganization(t.app, t.database.db, SMALL);
  await countEvery({ org: small, platform }, 'small');
  const large = await grownOrganization(t.app, t.database.db, LARGE);
  // The platform's lists grow by organization: more of them, each with its admin.
  for (let i = 0; i < LARGE; i++) await signedInAdmin(t.app);
  grown = { org: large, platform };
  await countEvery(grown, 'large');
}, 600_000);
afterAll(() => t.close());

describe('statements per list request', () => {
  it('measures every GET route that answers a list, and says why the others are not', () => {
    const routes = t.routes
      .filter((route) => route.method === 'GET' && route.url.startsWith('/api/v1/'))
      .map((route) => `GET ${route.url}`);
    const measured = new Set(CASES.map((item) => item.route));
    expect(routes.filter((route) => !measured.has(route) && !(route in NOT_LISTS))).toEqual([]);
    expect([...measured, ...Object.keys(NOT_LISTS)].filter((r) => !routes.includes(r))).toEqual([]);
  });

  it.each(LABELS.map((label, index) => [label, CASES[index]!.most ?? MOST_STATEMENTS] as const))(
    '%s: as many for 30 rows as for 2, at most %i',
    (label, most) => {
      const { small, large } = counted.get(label)!;
      const listed = (statements: string[]) => `\n  ${statements.join('\n  ')}`;
      expect(
        large.length,
        `for ${LARGE} rows:${listed(large)}\nfor ${SMALL}:${listed(small)}`,
      ).toBe(small.length);
      expect(large.length, `too many:${listed(large)}`).toBeLessThanOrEqual(most);
    },
  );
});

// A page's rows and the count of all it is taken from are asked together (readPage): on the
// transaction's pipelining connection the count goes out behind the rows, in one round trip.
describe('round trips per page', () => {
  it.each([
    '/projects',
    '/programs',
    '/change-requests/pending',
    '/timesheets/pending',
    '/resources/time-off',
    '/customers',
  ])('%s sends its count without waiting for its rows', async (url) => {
    const queries = await loggedOf(grown.org.admin.cookie, url);
    const count = queries.find((query) => /^select count\(/i.test(query.text.trim()));
    expect(count, queries.map((query) => query.text.slice(0, 80)).join('\n')).toBeDefined();
    expect(count!.pipelined).toBe(true);
  });
});
