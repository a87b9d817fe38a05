import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnedValueFigures } from '../../../shared/domain/earned-value';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { projectActivities } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { timeSessions } from '../../db/schema/time';
import {
  apiCaller,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let org: Organization;
let other: Organization;
let second: { id: string };
let otherCustomer: { id: string };
let designId: string;

const get = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/analytics${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  [org, other] = await Promise.all([
    organizationWithProject(t.app, 'Radar Upgrade'),
    organizationWithProject(t.app, 'Elsewhere'),
  ]);
  const db = t.database.db;
  const { organizationId } = org;
  const projectId = org.project.id;
  // A second project of another customer: Volvo AB / Trucks / Electric Trucks.
  const call = apiCaller(t.app);
  otherCustomer = (await call(org.admin.cookie, 'POST', '/customers', { name: 'Volvo AB' })).json();
  const program = (
    await call(org.admin.cookie, 'POST', '/programs', {
      name: 'Trucks',
      customerId: otherCustomer.id,
    })
  ).json();
  second = (
    await call(org.admin.cookie, 'POST', '/projects', {
      name: 'Electric Trucks',
      programId: program.id,
    })
  ).json();

  // Budget of Radar Upgrade: 100 h x $90 + 10.5 h x $80 = $9,840 effort, $1,000.50 overhead.
  await db.insert(projectBudgetsEffort).values([
    {
      organizationId,
      projectId,
      resourceId: org.user.id,
      estimatedHours: '100',
      hourlyRate: '90.00',
    },
    {
      organizationId,
      projectId,
      resourceId: org.tracked.id,
      estimatedHours: '10.5',
      hourlyRate: '80.00',
    },
  ]);
  await db.insert(projectBudgetsOverhead).values({
    organizationId,
    projectId,
    category: 'Travel',
    amount: '1000.50',
  });
  const [design] = await db
    .insert(projectActivities)
    .values(
      ['Design', 'Build', 'Test'].map((name, sortOrder) => ({
        organizationId,
        projectId,
        name,
        startDate: '2026-01-05',
        endDate: '2026-03-27',
        sortOrder,
      })),
    )
    .returning();
  designId = design!.id;
  await db.update(profiles).set({ hourlyCost: '60.00' }).where(eq(profiles.id, org.user.id));
  // Time: 90 min billable and 30 not on Radar Upgrade in March; 60 min in May; a running timer.
  const session = (
    start: string,
    minutes: number | null,
    isBillable = true,
    onProject = projectId,
  ) => ({
    organizationId,
    userId: org.user.id,
    projectId: onProject,
    startTime: new Date(start),
    endTime: minutes === null ? null : new Date(Date.parse(start) + minutes * 60_000),
    durationMinutes: minutes,
    isBillable,
    sessionType: 'manual' as const,
  });
  await db
    .insert(timeSessions)
    .values([
      session('2026-03-02T08:00:00Z', 90),
      session('2026-03-03T08:00:00Z', 30, false),
      session('2026-05-04T08:00:00Z', 60),
      session('2026-05-05T08:00:00Z', 45, true, second.id),
    ]);
  await db.insert(timeSessions).values(session('2026-11-20T08:00:00Z', null));
  await db.insert(riskRegister).values(
    (
      [
        ['critical', 'potential'],
        ['high', 'materialized'],
        ['high', 'potential'],
        ['low', 'mitigated'],
      ] as const
    ).map(([riskLevel, status], i) => ({
      organizationId,
      projectId,
      riskDescription: `Risk ${i}`,
      riskLevel,
      status,
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/v1/analytics', () => {
  it('adds up budget, hours, activities and active risks per project', async () => {
    const response = await get(org.management.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const analytics = response.json();
    expect(analytics.totals).toEqual({ projects: 2, budget: 10840.5, hours: 3.8, activeRisks: 3 });
    expect(analytics.risks).toEqual({ low: 0, medium: 0, high: 2, critical: 1 });
    const radar = analytics.projects.rows.find((p: { id: string }) => p.id === org.project.id);
    expect(radar).toMatchObject({
      name: 'Radar Upgrade',
      customer: 'Saab AB',
      program: 'Gripen',
      budget: 10840.5,
      hours: 3,
      billableHours: 2.5,
      activities: 3,
    });
  });

  it('pages, searches and sorts the projects by any figure; charts the most hours', async () => {
    const names = async (query: string) => {
      const response = await get(org.admin.cookie, query);
      expect(response.statusCode, response.body).toBe(200);
      const { projects } = response.json();
      return [projects.total, projects.rows.map((p: { name: string }) => p.name)];
    };
    expect(await names('')).toEqual([2, ['Electric Trucks', 'Radar Upgrade']]);
    expect(await names('?pageSize=1&page=2')).toEqual([2, ['Radar Upgrade']]);
    expect(await names('?sort=budget&direction=desc')).toEqual([
      2,
      ['Radar Upgrade', 'Electric Trucks'],
    ]);
    expect(await names('?sort=hours&direction=asc')).toEqual([
      2,
      ['Electric Trucks', 'Radar Upgrade'],
    ]);
    // Searched by project, customer or program name; the totals stay those of every project.
    expect(await names('?search=gripen')).toEqual([1, ['Radar Upgrade']]);
    const searched = (await get(org.admin.cookie, '?search=gripen')).json();
    expect(searched.totals.projects).toBe(2);
    expect(searched.mostHours).toEqual([
      { id: org.project.id, name: 'Radar Upgrade', hours: 3, billableHours: 2.5 },
      expect.objectContaining({ name: 'Electric Trucks', hours: 0.8 }),
    ]);
    expect((await get(org.admin.cookie, '?sort=owner')).statusCode).toBe(400);
  });

  it('narrows to a customer, a program and a range of days', async () => {
    const volvo = (await get(org.admin.cookie, `?customerId=${otherCustomer.id}`)).json();
    expect(volvo.projects.rows.map((p: { name: string }) => p.name)).toEqual(['Electric Trucks']);
    expect(volvo.totals).toEqual({ projects: 1, budget: 0, hours: 0.8, activeRisks: 0 });
    const march = (await get(org.pmHead.cookie, '?from=2026-03-01&to=2026-03-31')).json();
    expect(march.totals.hours).toBe(2);
    const lastDay = (await get(org.admin.cookie, '?from=2026-03-03&to=2026-03-03')).json();
    expect(lastDay.totals.hours).toBe(0.5);
  });

  it('refuses a range that ends before it starts, and roles without analytics', async () => {
    const backwards = await get(org.admin.cookie, '?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    for (const cookie of [org.user.cookie, org.manager.cookie, org.tracked.cookie])
      expect((await get(cookie)).statusCode).toBe(403);
  });

  it('shows another organization nothing, even given its ids', async () => {
    const theirs = await get(other.admin.cookie, `?customerId=${otherCustomer.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Customer not found');
    const own = (await get(other.admin.cookie)).json();
    expect(own.projects.rows.map((p: { name: string }) => p.name)).toEqual(['Elsewhere']);
    expect(own.totals.hours).toBe(0);
  });
});

describe('earned value', () => {
  const patch = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${org.project.id}/activities/${designId}`,
      headers: { cookie: org.admin.cookie },
      payload: {
        name: 'Design',
        startDate: '2026-01-05',
        endDate: '2026-03-27',
        ...payload,
      },
    });

  it('takes percent complete on an activity, keeps it when not sent, and refuses over 100', async () => {
    expect((await patch({ percentComplete: 101 })).json().errors).toEqual([
      { path: 'percentComplete', message: 'Must be less than 100' },
    ]);
    expect((await patch({ percentComplete: 100 })).json().percentComplete).toBe(100);
    const kept = await patch({ description: 'Sketches' });
    expect(kept.json()).toMatchObject({ percentComplete: 100, description: 'Sketches' });
  });

  it('works out PV, EV, AC and the indices from the budget, plan, progress and cost', async () => {
    // The three activities share $10,840.50 equally; Design is done: EV a third. The plan ended
    // in March: PV is all of it. AC: 3 h of the user at $60 = $180 (the running timer not).
    await patch({ percentComplete: 100 });
    const analytics = (await get(org.admin.cookie, '?from=2026-05-01&to=2026-05-31')).json();
    const radar = analytics.projects.rows.find((p: { id: string }) => p.id === org.project.id);
    expect(radar.earnedValue).toEqual({
      bac: 10840.5,
      pv: 10840.5,
      ev: 3613.5,
      ac: 180,
      cpi: 20.08,
      spi: 0.33,
      eac: 540, // 10,840.50 x 180 / 3,613.50
      vac: 10300.5,
    });
  });

  it('sums the day totals in SQL to the figures the activities give (evDayTotals)', async () => {
    // A plan around today: done, under way, to come, and a milestone; budget $1,000.
    const today = new Date().toISOString().slice(0, 10);
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const plan = [
      { startDate: day(-40), endDate: day(-20), isMilestone: false, percentComplete: 100 },
      { startDate: day(-9), endDate: day(20), isMilestone: false, percentComplete: 37 },
      { startDate: day(0), endDate: day(0), isMilestone: false, percentComplete: 5 },
      { startDate: day(5), endDate: day(33), isMilestone: false, percentComplete: 0 },
      { startDate: day(34), endDate: day(34), isMilestone: true, percentComplete: 0 },
    ];
    const { organizationId } = org;
    await t.database.db
      .insert(projectActivities)
      .values(
        plan.map((a, i) => ({ ...a, organizationId, projectId: second.id, name: `Step ${i}` })),
      );
    await t.database.db
      .insert(projectBudgetsOverhead)
      .values({ organizationId, projectId: second.id, category: 'Travel', amount: '1000.00' });
    const analytics = (await get(org.admin.cookie)).json();
    const trucks = analytics.projects.rows.find((p: { id: string }) => p.id === second.id);
    expect(trucks.activities).toBe(5);
    const { ac } = trucks.earnedValue; // the fixture's time on it
    expect(trucks.earnedValue).toEqual(earnedValueFigures(1000, plan, ac, today));
    expect(trucks.earnedValue.pv).toBeGreaterThan(0);
    expect(trucks.earnedValue.pv).toBeLessThan(1000);
  });

  it('draws the S-curve of a project, and not of another organization’s', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/projects/${org.project.id}/s-curve`,
      headers: { cookie: org.pmHead.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { points } = response.json();
    expect(points[0]).toMatchObject({ day: '2026-01-05', ac: 0 });
    expect(points.find((p: { day: string }) => p.day >= '2026-03-02').ac).toBe(90);
    const today = points.find((p: { ev: number | null }) => p.ev !== null);
    expect(today).toMatchObject({ pv: 10840.5, ac: 180, ev: 3613.5 });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/projects/${org.project.id}/s-curve`,
      headers: { cookie: other.admin.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });
});
