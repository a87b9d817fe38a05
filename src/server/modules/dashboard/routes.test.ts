import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { timeSessions } from '../../db/schema/time';
import { isDelayed } from '../../../shared/domain/dashboard';
import { clockedApp } from '../../testing/clocked-app';
import {
  addProject,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, signedInPlatformAdmin, type TestApp } from '../../testing/test-app';
import { createDiskStorage } from '../../storage/disk-storage';
import { platformRoutes } from '../platform/routes';
import { dashboardRoutes } from './routes';

// Noon in UTC: everyone in these tests has the default time zone (UTC) unless a test sets one.
const NOW = new Date('2026-11-23T12:00:00Z');

let t: TestApp;
let clocked: Awaited<ReturnType<typeof clockedApp>>;
let org: Organization;
let other: Organization;
let platformCookie: string;

const get = async (cookie: string, url: string) =>
  clocked.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const json = async (cookie: string, url: string) => {
  const response = await get(cookie, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  clocked = await clockedApp(t, NOW, async (v1, now) => {
    await v1.register(dashboardRoutes, { db: t.database.db, now });
    await v1.register(platformRoutes, {
      db: t.database.db,
      now,
      storage: createDiskStorage(path.join(tmpdir(), 'stint-dashboard-files')),
      productDomain: 'stint.test',
      publicUrl: 'http://localhost',
    });
  });
  [org, other] = await Promise.all([
    organizationWithProject(t.app, 'Radar Upgrade'),
    organizationWithProject(t.app, 'Other Org Project'),
  ]);
  const db = t.database.db;
  const organizationId = org.organizationId;
  const projectId = org.project.id;

  // Money: revenue $480,000.00; budget 100 h x $90 = $9,000.00 effort + $1,000.00 overhead.
  await db.update(projects).set({ revenue: '480000.00' }).where(eq(projects.id, projectId));
  await db.insert(projectBudgetsEffort).values({
    organizationId,
    projectId,
    resourceId: org.user.id,
    estimatedHours: '100',
    hourlyRate: '90.00',
  });
  await db
    .insert(projectBudgetsOverhead)
    .values({ organizationId, projectId, category: 'Travel', amount: '1000.00' });
  // Running for 10 days with the user ($75/h) at 50 % and the tracked employee ($60/h) at
  // 100 %: 75 x 8 x 10 x 0.5 + 60 x 8 x 10 = 3,000 + 4,800 = $7,800.00 (78 % of budget).
  await db.update(profiles).set({ hourlyCost: '75.00' }).where(eq(profiles.id, org.user.id));
  await db.update(profiles).set({ hourlyCost: '60.00' }).where(eq(profiles.id, org.tracked.id));
  const [build, design, golive] = await db
    .insert(projectActivities)
    .values([
      { organizationId, projectId, name: 'Build', startDate: '2026-11-13', endDate: '2026-12-20' },
      // Ended yesterday: delayed, and no longer consuming.
      { organizationId, projectId, name: 'Design', startDate: '2026-10-01', endDate: '2026-11-22' },
      {
        organizationId,
        projectId,
        name: 'Go-live',
        startDate: '2026-11-01',
        endDate: '2026-11-01',
        isMilestone: true,
      },
    ])
    .returning();
  await db.insert(activityAssignments).values([
    { organizationId, activityId: build!.id, resourceId: org.user.id, capacityPercentage: 50 },
    { organizationId, activityId: build!.id, resourceId: org.tracked.id },
    { organizationId, activityId: design!.id, resourceId: org.user.id, capacityPercentage: 100 },
    { organizationId, activityId: golive!.id, resourceId: org.user.id, capacityPercentage: 100 },
  ]);

  // Risks: three potential, one mitigated.
  await db.insert(riskRegister).values(
    (['potential', 'potential', 'potential', 'mitigated'] as const).map((status, i) => ({
      organizationId,
      projectId,
      riskDescription: `Risk number ${i} of the radar upgrade`,
      riskLevel: 'high' as const,
      status,
    })),
  );

  // Time today: user 90 min (billable), tracked 45 min (not billable) and a timer running for
  // 30 min; yesterday 120 min (billable) for the user. 30-day window: 210 of 255 finished
  // minutes billable = 82 %; the tracked employee alone: 0 of 45 = 0 %.
  const session = (userId: string, start: string, minutes: number | null, isBillable = true) => ({
    organizationId,
    userId,
    projectId,
    startTime: at(start),
    endTime: minutes === null ? null : new Date(at(start).getTime() + minutes * 60_000),
    durationMinutes: minutes,
    isBillable,
    sessionType: 'manual' as const,
  });
  await db
    .insert(timeSessions)
    .values([
      session(org.user.id, '2026-11-23T08:00:00Z', 90),
      session(org.tracked.id, '2026-11-23T09:00:00Z', 45, false),
      session(org.manager.id, '2026-11-23T11:30:00Z', null),
      session(org.user.id, '2026-11-22T08:00:00Z', 120),
    ]);

  platformCookie = (await signedInPlatformAdmin(t, 'platform.dashboard@stint.test')).cookie;
});
afterAll(async () => {
  await clocked?.close();
  await t?.close();
});

describe('every member’s dashboard', () => {
  it('gives an admin the organization’s cards, recent projects and insight', async () => {
    const overview = await json(org.admin.cookie, '/dashboard/overview');
    expect(overview).toMatchObject({
      totalProjects: 1,
      teamMembers: 8,
      hoursToday: 2.8, // 90 + 45 + 30 running = 165 min
      potentialRisks: 3,
      utilization: 82,
      timeScope: 'organization',
      insight: { kind: 'positive' },
    });
    expect(overview.recentProjects).toEqual([
      {
        id: org.project.id,
        name: 'Radar Upgrade',
        projectCode: null,
        status: 'draft',
        badge: 'Delayed',
      },
    ]);
  });

  it('counts only one’s own time for people who track time only', async () => {
    const overview = await json(org.tracked.cookie, '/dashboard/overview');
    expect(overview).toMatchObject({
      hoursToday: 0.8, // 45 min
      utilization: 0,
      timeScope: 'own',
      totalProjects: 1,
      insight: { kind: 'optimization' },
    });
  });

  it('lists the five newest projects, newest first, and warns past five potential risks', async () => {
    const fresh = await organizationWithProject(t.app, 'First');
    const names = ['Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
    for (const name of names) await addProject(t.app, fresh, name);
    await t.database.db.insert(riskRegister).values(
      Array.from({ length: 6 }, (_, i) => ({
        organizationId: fresh.organizationId,
        projectId: fresh.project.id,
        riskDescription: `Potential risk number ${i}`,
        status: 'potential' as const,
      })),
    );
    const overview = await json(fresh.pmHead.cookie, '/dashboard/overview');
    expect(overview.totalProjects).toBe(6);
    expect(overview.recentProjects.map((p: { name: string }) => p.name)).toEqual([
      'Sixth',
      'Fifth',
      'Fourth',
      'Third',
      'Second',
    ]);
    expect(overview.insight.kind).toBe('risk_warning');
    expect(overview.insight.message).toContain('6 potential risks');
  });

  it('counts for a project manager only the projects they manage', async () => {
    expect((await json(org.manager.cookie, '/dashboard/overview')).totalProjects).toBe(1);
    const none = await json(org.otherManager.cookie, '/dashboard/overview');
    expect(none).toMatchObject({ totalProjects: 0, potentialRisks: 0, recentProjects: [] });
  });

  it('takes “today” in the caller’s own time zone', async () => {
    // 12:00 UTC is 21:00 in Tokyo: the same day. At 23:30 UTC it is the 24th there.
    await t.database.db
      .update(profiles)
      .set({ timeZone: 'Asia/Tokyo' })
      .where(eq(profiles.id, org.resourceManager.id));
    expect((await json(org.resourceManager.cookie, '/dashboard/overview')).hoursToday).toBe(2.8);
    clocked.setTime('2026-11-23T23:30:00Z');
    try {
      // The running timer has now run 12 h; Tokyo's 24th began at 15:00 UTC on the 23rd.
      expect((await json(org.resourceManager.cookie, '/dashboard/overview')).hoursToday).toBe(0);
    } finally {
      clocked.setTime(NOW);
    }
  });

  it('shows nothing of another organization', async () => {
    const overview = await json(other.admin.cookie, '/dashboard/overview');
    expect(overview).toMatchObject({ totalProjects: 1, potentialRisks: 0, hoursToday: 0 });
    expect(overview.recentProjects.map((p: { name: string }) => p.name)).toEqual([
      'Other Org Project',
    ]);
    const management = await json(other.management.cookie, '/dashboard/management');
    expect(management).toMatchObject({ totalRevenue: 0, consumedCost: 0, delayedActivities: 0 });
  });
});

describe('the management block', () => {
  it('computes revenue, consumed cost, performance and delays as SPEC.md section 9 says', async () => {
    for (const who of [org.management, org.pmHead, org.admin]) {
      expect(await json(who.cookie, '/dashboard/management')).toEqual({
        currency: 'USD',
        totalRevenue: 480_000,
        expectedQuarterRevenue: 120_000,
        consumedCost: 7_800,
        performanceRevenue: 472_200,
        projects: 1,
        onTrack: 1,
        underperforming: 0,
        delayedActivities: 1,
      });
    }
  });

  it('counts the delayed activities as isDelayed does, on any day', async () => {
    const activities = await t.database.db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.organizationId, org.organizationId));
    // Before any ended, the milestone's day, Design's last day and the day after, after Build's.
    const days = ['2026-10-15', '2026-11-01', '2026-11-22', '2026-11-23', '2026-12-21'];
    const counted = [];
    try {
      for (const day of days) {
        clocked.setTime(`${day}T12:00:00Z`);
        const { delayedActivities } = await json(org.management.cookie, '/dashboard/management');
        expect(delayedActivities, day).toBe(activities.filter((a) => isDelayed(a, day)).length);
        counted.push(delayedActivities);
      }
    } finally {
      clocked.setTime(NOW);
    }
    expect(counted).toEqual([0, 0, 0, 1, 2]);
  });

  it('calls a project underperforming once consumed cost passes 90 % of its budget', async () => {
    // Two more days: 7,800 + 2 x 780 = $9,360.00 > $9,000.00.
    clocked.setTime('2026-11-25T12:00:00Z');
    try {
      expect(await json(org.management.cookie, '/dashboard/management')).toMatchObject({
        consumedCost: 9_360,
        onTrack: 0,
        underperforming: 1,
      });
    } finally {
      clocked.setTime(NOW);
    }
  });

  it('is refused to roles without analytics', async () => {
    for (const who of [org.user, org.tracked, org.manager, org.resourceManager]) {
      const response = await get(who.cookie, '/dashboard/management');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('My Projects', () => {
  it('lists the projects the caller manages, and nothing for a manager of none', async () => {
    const mine = await json(org.manager.cookie, '/dashboard/my-projects');
    expect(mine.projects.map((p: { id: string }) => p.id)).toEqual([org.project.id]);
    expect(await json(org.otherManager.cookie, '/dashboard/my-projects')).toEqual({
      projects: [],
    });
    expect((await get(org.tracked.cookie, '/dashboard/my-projects')).statusCode).toBe(403);
  });
});

describe('the platform overview', () => {
  it('counts organizations, users, projects and people across the platform', async () => {
    const overview = await json(platformCookie, '/platform/overview');
    const { rows } = await t.database.pool.query<Record<string, number>>(`select
      (select count(*)::int from organizations) as organizations,
      (select count(*)::int from organizations where subscription_status = 'active') as active,
      (select count(*)::int from projects) as projects,
      (select count(*)::int from profiles where is_active) as people`);
    const expected = rows[0]!;
    expect(overview.organizations.total).toBe(expected.organizations);
    expect(overview.organizations.active).toBe(expected.active);
    expect(overview.projects).toBe(expected.projects);
    expect(overview.people).toBe(expected.people);
    expect(overview.people).toBeGreaterThanOrEqual(16);
    // Everyone here signed up moments ago; the platform admin is not a subscriber's user.
    expect(overview.users.newThisWeek).toBe(overview.users.total);
    expect(overview.users.total).toBe(expected.people);
  });

  it('is refused to organization members and to nobody signed in', async () => {
    const refused = await get(org.admin.cookie, '/platform/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Access denied. Platform admin role required.');
    const anonymous = await clocked.app.inject({ method: 'GET', url: '/api/v1/platform/overview' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses the organization dashboards to the platform admin', async () => {
    expect((await get(platformCookie, '/dashboard/overview')).statusCode).toBe(403);
  });
});
