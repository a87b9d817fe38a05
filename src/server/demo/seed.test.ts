import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../shared/domain/dashboard';
import {
  CHANGE_STATUSES,
  DEPENDENCY_STATUSES,
  INTEGRATION_STATUSES,
  RISK_LEVELS,
  RISK_STATUSES,
} from '../../shared/enums';
import { ROLES, type Role } from '../../shared/roles';
import { notifications } from '../db/schema/notifications';
import { organizations, profiles, userRoles } from '../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../db/schema/portfolio';
import {
  changeRequests,
  dependencyRegister,
  integrationRegister,
  paymentMilestones,
  riskRegister,
} from '../db/schema/registers';
import { resourceCapacity } from '../db/schema/resources';
import { activityLinks } from '../db/schema/schedule';
import { timeSessions, timesheetWeeks } from '../db/schema/time';
import type { TenantContext } from '../db/tenant';
import { gatherCopilotFacts } from '../modules/copilot/facts';
import { getDashboardOverview, getManagementDashboard } from '../modules/dashboard/service';
import { pendingTimesheetQuerySchema } from '../../shared/schemas/timesheets';
import { findPendingTimesheets } from '../modules/timesheets/review';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PEOPLE, DEMO_SUBDOMAIN, seedDemo } from './seed';
import { DEMO_SUBSCRIBERS } from './seed-subscribers';

let database: TestDatabase;
// A Monday noon: last week starts 2026-11-16, the week before 2026-11-09.
const today = new Date('2026-11-23T12:00:00Z');
let organizationId: string;
let first: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedDemo(database.db, today);
  const [org] = await database.db
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
  organizationId = org!.id;
});
afterAll(() => database.close());

const inDemo = <T extends { organizationId: unknown }>(table: T) =>
  eq(table.organizationId as never, organizationId);

/** How many of `rows` hold each value of `key`. */
function countBy<T>(rows: T[], key: (row: T) => string | null) {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[String(key(row))] = (counts[String(key(row))] ?? 0) + 1;
  return counts;
}

/** Every session ended by `now`, none overlapping another of the same person. */
function expectFinishedApart(sessions: (typeof timeSessions.$inferSelect)[], now: Date) {
  expect(sessions.every((s) => s.endTime !== null && s.endTime <= now)).toBe(true);
  const sorted = sessions.sort(
    (a, b) => a.userId.localeCompare(b.userId) || +a.startTime - +b.startTime,
  );
  const overlapping = sorted.filter(
    (s, i) => i > 0 && sorted[i - 1]!.userId === s.userId && s.startTime < sorted[i - 1]!.endTime!,
  );
  expect(overlapping).toEqual([]);
}

async function contextOf(role: Role): Promise<TenantContext> {
  const email = DEMO_PEOPLE.find((p) => p.role === role)!.email;
  const [person] = await database.db.select().from(profiles).where(eq(profiles.email, email));
  return { organizationId, actorId: person!.id, roles: [role], ip: null, userAgent: null };
}

describe('demo data', () => {
  it('loads an organization with a person of every role, projects and 60 days of time, once', async () => {
    expect(first.created).toBe(true);
    const roles = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(inDemo(userRoles));
    expect(roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    expect(await database.db.$count(projects, inDemo(projects))).toBe(5);

    const sessions = await database.db.select().from(timeSessions).where(inDemo(timeSessions));
    expect(sessions.length).toBe(first.sessions);
    const days = sessions.map((s) => (today.getTime() - s.startTime.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeLessThan(61);
    expect(Math.max(...days)).toBeGreaterThan(55);
    expect(
      sessions.every(
        (s) =>
          s.durationMinutes === Math.floor((s.endTime!.getTime() - s.startTime.getTime()) / 60_000),
      ),
    ).toBe(true);

    const again = await seedDemo(database.db, today);
    expect(again).toEqual({ created: false, sessions: 0 });
    expect(await database.db.$count(organizations)).toBe(1 + DEMO_SUBSCRIBERS.length);
    expect(await database.db.$count(timeSessions)).toBe(first.sessions);
  });

  it('has finished, non-overlapping time today for several people and no running timer', async () => {
    const sessions = await database.db.select().from(timeSessions).where(inDemo(timeSessions));
    expectFinishedApart(sessions, today);
    const midnight = new Date('2026-11-23T00:00:00Z');
    const todays = sessions.filter((s) => s.startTime >= midnight);
    expect(new Set(todays.map((s) => s.userId)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps time finished and apart when seeded just after midnight on a Sunday', async () => {
    const other = await createTestDatabase();
    try {
      const early = new Date('2026-11-29T00:07:00Z');
      expect((await seedDemo(other.db, early)).created).toBe(true);
      expectFinishedApart(await other.db.select().from(timeSessions), early);
      expect(await other.db.$count(timesheetWeeks, eq(timesheetWeeks.status, 'submitted'))).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('staffs running activities so the management dashboard has cost, one project underperforming', async () => {
    const day = '2026-11-23';
    const activities = await database.db
      .select()
      .from(projectActivities)
      .where(inDemo(projectActivities));
    const assignments = await database.db
      .select()
      .from(activityAssignments)
      .where(inDemo(activityAssignments));
    const staffedRunning = activities.filter(
      (a) =>
        isRunning({ ...a, assignments: [] }, day) && assignments.some((x) => x.activityId === a.id),
    );
    expect(staffedRunning.length).toBeGreaterThanOrEqual(2);

    const figures = await getManagementDashboard(
      database.db,
      await contextOf('management'),
      () => today,
    );
    expect(Number(figures.consumedCost)).toBeGreaterThan(0);
    expect(figures.underperforming).toBeGreaterThanOrEqual(1);
    expect(figures.onTrack).toBeGreaterThanOrEqual(1);
    expect(figures.delayedActivities).toBeGreaterThan(0);
  });

  it('shows the risk warning and hours today on the dashboard', async () => {
    const overview = await getDashboardOverview(
      database.db,
      await contextOf('management'),
      () => today,
    );
    expect(overview.potentialRisks).toBeGreaterThan(5);
    expect(overview.insight.kind).toBe('risk_warning');
    // The copilot's flags follow the warning: Lina is over 100 % this week.
    expect(overview.insight.message).toContain('Lina Falk');
    expect(overview.insight.message).toContain('forecast to finish over budget');
    expect(overview.hoursToday).toBeGreaterThan(0);
  });

  it('gives the copilot an over-allocated person and a forecast overrun on Lab Scheduling', async () => {
    const [lab] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(inDemo(projects), eq(projects.projectCode, 'TSL-301')));
    const facts = await gatherCopilotFacts(
      database.db,
      await contextOf('project_manager'),
      lab!.id,
      today.toISOString().slice(0, 10),
    );
    const lina = DEMO_PEOPLE.find((p) => p.role === 'tracked_employee')!.name;
    expect(facts.people.find((p) => p.name === lina)).toMatchObject({ onProject: true });
    expect(facts.people.find((p) => p.name === lina)!.weeksOver).toBeGreaterThan(0);
    expect(facts.budget.vac).toBeLessThan(0);
  });

  it('plans capacity for several people, one of them over 100 %', async () => {
    const rows = await database.db.select().from(resourceCapacity).where(inDemo(resourceCapacity));
    const sums = new Map<string, number>();
    for (const row of rows)
      sums.set(row.resourceId, (sums.get(row.resourceId) ?? 0) + row.capacityPercentage);
    expect(sums.size).toBeGreaterThanOrEqual(3);
    expect([...sums.values()].some((sum) => sum > 100)).toBe(true);
  });

  it('fills the registers with every risk level and status, and several other statuses', async () => {
    const risks = await database.db.select().from(riskRegister).where(inDemo(riskRegister));
    const levels = countBy(risks, (r) => r.riskLevel);
    const statuses = countBy(risks, (r) => r.status);
    for (const level of RISK_LEVELS) expect(levels[level], level).toBeGreaterThan(0);
    for (const status of RISK_STATUSES) expect(statuses[status], status).toBeGreaterThan(0);
    expect(statuses.potential).toBeGreaterThan(5);

    const dependencies = countBy(
      await database.db.select().from(dependencyRegister).where(inDemo(dependencyRegister)),
      (d) => d.status,
    );
    for (const status of DEPENDENCY_STATUSES)
      expect(dependencies[status], status).toBeGreaterThan(0);
    const integrations = countBy(
      await database.db.select().from(integrationRegister).where(inDemo(integrationRegister)),
      (i) => i.status,
    );
    for (const status of INTEGRATION_STATUSES)
      expect(integrations[status], status).toBeGreaterThan(0);
  });

  it('has change requests in every state, decided ones reviewed by the head of PMO', async () => {
    const pm = await contextOf('project_manager');
    const pmHead = await contextOf('pm_head');
    const requests = await database.db.select().from(changeRequests).where(inDemo(changeRequests));
    const statuses = countBy(requests, (r) => r.status);
    for (const status of CHANGE_STATUSES) expect(statuses[status], status).toBeGreaterThan(0);
    expect(requests.every((r) => r.requestedBy === pm.actorId)).toBe(true);
    for (const decided of requests.filter((r) => r.status !== 'pending')) {
      expect(decided).toMatchObject({ reviewedBy: pmHead.actorId });
      expect(decided.reviewerNotes).toBeTruthy();
      expect(decided.reviewedAt! < today).toBe(true);
    }
  });

  it('has payment milestones received and not, some linked to activities', async () => {
    const payments = await database.db
      .select()
      .from(paymentMilestones)
      .where(inDemo(paymentMilestones));
    const received = payments.filter((p) => p.status === 'received');
    expect(received.length).toBeGreaterThan(0);
    expect(payments.length - received.length).toBeGreaterThan(0);
    expect(payments.filter((p) => p.activityId).length).toBeGreaterThan(0);
    expect(payments.filter((p) => p.dueDate).length).toBeGreaterThan(0);
  });

  it('links every project’s activities so the Gantt draws arrows and a critical path', async () => {
    const links = await database.db.select().from(activityLinks).where(inDemo(activityLinks));
    const projectsWithLinks = new Set(links.map((l) => l.projectId));
    const activities = await database.db
      .select()
      .from(projectActivities)
      .where(inDemo(projectActivities));
    const counts = new Map<string, number>();
    for (const a of activities) counts.set(a.projectId, (counts.get(a.projectId) ?? 0) + 1);
    const planned = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    expect(planned.length).toBeGreaterThan(2);
    expect([...projectsWithLinks].sort()).toEqual(planned.sort());
    expect(new Set(links.map((l) => l.type))).toEqual(new Set(['FS', 'SS']));
  });

  it('gives the platform console other subscribers in every status, signed up over weeks', async () => {
    const { rows } = await database.pool.query<{ status: string; weeks: number; admins: number }>(
      `select o.subscription_status as status,
              count(distinct date_trunc('week', o.created_at))::int as weeks,
              count(r.user_id)::int as admins
         from organizations o left join user_roles r on r.organization_id = o.id and r.role = 'admin'
        where o.subdomain <> 'northwind' group by 1`,
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'suspended', 'trial']);
    expect(rows.reduce((sum, r) => sum + r.weeks, 0)).toBeGreaterThanOrEqual(4);
    expect(rows.reduce((sum, r) => sum + r.admins, 0)).toBe(DEMO_SUBSCRIBERS.length);
  });

  it("submits the tracked employee's last week for approval, the week before approved", async () => {
    const tracked = await contextOf('tracked_employee');
    const weeks = await database.db
      .select()
      .from(timesheetWeeks)
      .where(and(inDemo(timesheetWeeks), eq(timesheetWeeks.userId, tracked.actorId)));
    expect(Object.fromEntries(weeks.map((w) => [w.weekStart, w.status]))).toEqual({
      '2026-11-16': 'submitted',
      '2026-11-09': 'approved',
    });

    const { rows: pending } = await findPendingTimesheets(
      database.db,
      await contextOf('resource_manager'),
      pendingTimesheetQuerySchema.parse({}),
    );
    expect(pending).toEqual([
      expect.objectContaining({
        weekStart: '2026-11-16',
        person: expect.objectContaining({ id: tracked.actorId }),
      }),
    ]);
    expect(pending[0]!.totalMinutes).toBeGreaterThan(0);
  });

  it('tells people things through notifications of each kind, some unread, linking to real screens', async () => {
    const rows = await database.db.select().from(notifications).where(inDemo(notifications));
    const types = countBy(rows, (n) => n.type);
    for (const type of ['project_assignment', 'milestone', 'budget_alert', 'timesheet'])
      expect(types[type], type).toBeGreaterThan(0);
    expect(rows.filter((n) => !n.read).length).toBeGreaterThan(0);
    expect(rows.filter((n) => n.read).length).toBeGreaterThan(0);
    expect(rows.every((n) => n.createdAt <= today)).toBe(true);

    const projectIds = new Set(
      (await database.db.select({ id: projects.id }).from(projects)).map((p) => p.id),
    );
    for (const { link } of rows) {
      const project = /^\/dashboard\/projects\/([0-9a-f-]{36})(\?tab=[a-z-]+)?$/.exec(link ?? '');
      if (project) expect(projectIds.has(project[1]!), link!).toBe(true);
      else expect(link).toMatch(/^\/dashboard\/timesheets\?(week|timesheet)=/);
    }
  });
});
