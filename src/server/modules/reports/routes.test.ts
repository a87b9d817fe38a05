import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { projectActivities } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { savedReports } from '../../db/schema/reports';
import { timeSessions } from '../../db/schema/time';
import {
  apiCaller,
  type Organization,
  organizationWithProject,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let org: Organization;
let other: Organization;
let organizationName: string;

const MARCH = 'range=custom&from=2026-03-01&to=2026-03-31';
const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/reports${url}`, headers: { cookie } });
const run = (cookie: string, query: string) => get(cookie, `/run?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  [org, other] = await Promise.all([
    organizationWithProject(t.app, 'Radar Upgrade'),
    organizationWithProject(t.app, 'Elsewhere'),
  ]);
  organizationName = org.admin.me.organization.name;
  const db = t.database.db;
  const { organizationId } = org;
  const projectId = org.project.id;
  // Budget: 100 h × $90 effort plus $1,000.50 overhead = $10,000.50.
  await db.insert(projectBudgetsEffort).values({
    organizationId,
    projectId,
    resourceId: org.user.id,
    estimatedHours: '100',
    hourlyRate: '90.00',
  });
  await db
    .insert(projectBudgetsOverhead)
    .values({ organizationId, projectId, category: 'Travel', amount: '1000.50' });
  await db.insert(projectActivities).values([
    {
      organizationId,
      projectId,
      name: 'Design',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      percentComplete: 100,
    },
    {
      organizationId,
      projectId,
      name: 'Build',
      startDate: '2026-03-16',
      endDate: '2026-04-10',
      percentComplete: 50,
    },
  ]);
  await db.update(profiles).set({ hourlyCost: '60.00' }).where(eq(profiles.id, org.user.id));
  const session = (start: string, minutes: number, notes: string, isBillable = true) => ({
    organizationId,
    userId: org.user.id,
    projectId,
    startTime: new Date(start),
    endTime: new Date(Date.parse(start) + minutes * 60_000),
    durationMinutes: minutes,
    sessionNotes: notes,
    isBillable,
    sessionType: 'manual' as const,
  });
  // March: 90 min billable, 30 not, one note a spreadsheet would run; February: 60 min.
  await db
    .insert(timeSessions)
    .values([
      session('2026-03-02T08:00:00Z', 90, 'Kick-off'),
      session('2026-03-03T08:00:00Z', 30, '=HYPERLINK("http://evil.example","x")', false),
      session('2026-02-10T08:00:00Z', 60, 'Scoping'),
    ]);
  await db.insert(riskRegister).values(
    (
      [
        ['low', 'potential'],
        ['critical', 'materialized'],
        ['high', 'potential'],
      ] as const
    ).map(([riskLevel, status], i) => ({
      organizationId,
      projectId,
      riskDescription: `Risk number ${i}`,
      riskLevel,
      status,
      createdAt: new Date('2026-03-05T10:00:00Z'),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/v1/reports/run', () => {
  it('sums a project summary over the range', async () => {
    const response = await run(
      org.management.cookie,
      `type=project_summary&${MARCH}&fields=projectName,customer,budget,hours,billableHours,actualCost,percentComplete,activities,openRisks`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      organization: organizationName,
      from: '2026-03-01',
      to: '2026-03-31',
      total: 1,
    });
    expect(report.columns.map((c: { label: string }) => c.label)).toEqual([
      'Project Name',
      'Customer',
      'Budget',
      'Hours',
      'Billable Hours',
      'Actual Cost',
      'Complete',
      'Activities',
      'Open Risks',
    ]);
    // 2 h at $60 an hour; February's hour is outside the range.
    expect(report.rows).toEqual([['Radar Upgrade', 'Saab AB', 10000.5, 2, 1.5, 120, 75, 2, 3]]);
  });

  it('pages and sorts time, and resolves the named ranges', async () => {
    const fields = 'fields=date,person,hours,billable,cost,notes';
    const first = (
      await run(org.admin.cookie, `type=time_tracking&${MARCH}&${fields}&pageSize=1`)
    ).json();
    expect(first.total).toBe(2);
    expect(first.rows).toEqual([['2026-03-02', 'user person', 1.5, true, 90, 'Kick-off']]);
    const byHours = (
      await run(org.admin.cookie, `type=time_tracking&${MARCH}&${fields}&sort=hours&dir=asc&page=1`)
    ).json();
    expect(byHours.rows.map((row: unknown[]) => row[2])).toEqual([0.5, 1.5]);
    const recent = (await run(org.admin.cookie, `type=time_tracking&${fields}`)).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(recent.to).toBe(today);
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(29 * 86_400_000);
    expect(recent.total).toBe(0);
  });

  it('reads utilization, budget burn and risks', async () => {
    const people = (
      await run(
        org.resourceManager.cookie,
        `type=resource_utilization&${MARCH}&fields=name,hours,billablePercent,targetHours`,
      )
    ).json();
    const user = people.rows.find((row: unknown[]) => row[0] === 'user person');
    // 31 days of a 40-hour week: 177.14 hours.
    expect(user).toEqual(['user person', 2, 75, 177.14]);

    const budget = (
      await run(
        org.admin.cookie,
        `type=budget_analysis&${MARCH}&fields=projectName,totalBudget,spentInRange,spentToDate,remaining,burnPercent`,
      )
    ).json();
    expect(budget.rows).toEqual([['Radar Upgrade', 10000.5, 120, 180, 9820.5, 2]]);

    const risks = (
      await run(
        org.pmHead.cookie,
        `type=risk_assessment&${MARCH}&fields=description,level,daysOpen`,
      )
    ).json();
    expect(risks.rows).toEqual([
      ['Risk number 1', 'critical', 26],
      ['Risk number 2', 'high', 26],
      ['Risk number 0', 'low', 26],
    ]);
  });

  it('refuses a missing type, unknown fields and a half custom range, saying which', async () => {
    const noType = await run(org.admin.cookie, 'fields=projectName');
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toContainEqual({
      path: 'type',
      message: 'Please select a report type',
    });
    const unknown = await run(org.admin.cookie, 'type=project_summary&fields=projectName,salary');
    expect(unknown.json().errors).toContainEqual({
      path: 'fields',
      message: 'Not a field of this report: salary',
    });
    const noFields = await run(org.admin.cookie, 'type=project_summary&fields=');
    expect(noFields.json().errors).toContainEqual({
      path: 'fields',
      message: 'Please select at least one field',
    });
    const half = await run(
      org.admin.cookie,
      'type=project_summary&fields=projectName&range=custom&from=2026-03-01',
    );
    expect(half.json().errors).toContainEqual({
      path: 'to',
      message: 'Choose the first and last day of a custom range',
    });
  });

  it('is for the roles that run reports, and shows each organization only its own', async () => {
    const statuses = await statusesByRole(org.people, (cookie) =>
      run(cookie, 'type=project_summary&fields=projectName'),
    );
    expect(statuses).toEqual({
      admin: 200,
      pmHead: 200,
      manager: 403,
      otherManager: 403,
      resourceManager: 200,
      management: 200,
      user: 403,
      tracked: 403,
    });
    const theirs = (
      await run(other.admin.cookie, `type=time_tracking&${MARCH}&fields=projectName,notes`)
    ).json();
    expect(theirs.total).toBe(0);
    const projects = (
      await run(other.admin.cookie, 'type=project_summary&fields=projectName')
    ).json();
    expect(projects.rows).toEqual([['Elsewhere']]);
  });
});

describe('report files', () => {
  it('exports CSV with the heading, every row, and formulas defused', async () => {
    const response = await get(
      org.admin.cookie,
      `/export.csv?type=time_tracking&${MARCH}&fields=date,projectName,hours,notes`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="time-tracking-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.headers['x-report-rows']).toBe('2');
    const lines = Papa.parse<string[]>(response.body.trim()).data;
    expect(lines.slice(0, 3)).toEqual([
      ['Report', 'Time Tracking'],
      ['Organization', organizationName],
      ['Range', '2026-03-01 to 2026-03-31'],
    ]);
    expect(lines[3]![0]).toBe('Generated');
    expect(lines[3]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(lines.slice(6)).toEqual([
      ['Date', 'Project Name', 'Hours', 'Notes'],
      ['2026-03-02', 'Radar Upgrade', '1.50', 'Kick-off'],
      ['2026-03-03', 'Radar Upgrade', '0.50', `'=HYPERLINK("http://evil.example","x")`],
    ]);
  });

  it('exports a PDF that reads as the report', async () => {
    const response = await get(
      org.admin.cookie,
      `/export.pdf?type=project_summary&${MARCH}&fields=projectName,customer,budget,hours`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Project Summary report');
    expect(text).toContain(organizationName);
    expect(text).toContain('2026-03-01 to 2026-03-31');
    expect(text).toMatch(/Radar Upgrade\s+Saab AB\s+10000\.50\s+2\.00/);
  });

  it('refuses a file to the roles that may not run reports', async () => {
    const refused = await get(
      org.user.cookie,
      '/export.csv?type=project_summary&fields=projectName',
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('saved reports', () => {
  const call = () => apiCaller(t.app);
  const definition = {
    name: 'March hours',
    type: 'time_tracking',
    range: 'custom',
    from: '2026-03-01',
    to: '2026-03-31',
    fields: ['date', 'person', 'hours'],
  };

  it('saves a definition the organization opens by link, and only its author or an admin changes', async () => {
    const created = await call()(org.pmHead.cookie, 'POST', '/reports/saved', definition);
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ ...definition, createdBy: 'pm_head person' });

    const opened = await get(org.resourceManager.cookie, `/saved/${saved.id}`);
    expect(opened.json()).toMatchObject(definition);
    const list = (await get(org.management.cookie, '/saved')).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['March hours']);

    const renamed = { ...definition, name: 'March time' };
    const byOther = await call()(
      org.management.cookie,
      'PATCH',
      `/reports/saved/${saved.id}`,
      renamed,
    );
    expect(byOther.statusCode).toBe(403);
    const byAdmin = await call()(org.admin.cookie, 'PATCH', `/reports/saved/${saved.id}`, {
      ...renamed,
      range: 'last_7_days',
    });
    expect(byAdmin.json()).toMatchObject({ name: 'March time', range: 'last_7_days', from: null });

    // Another organization can neither open, change nor delete it.
    expect((await get(other.admin.cookie, `/saved/${saved.id}`)).statusCode).toBe(404);
    expect(
      (await call()(other.admin.cookie, 'DELETE', `/reports/saved/${saved.id}`)).statusCode,
    ).toBe(404);
    expect((await get(other.admin.cookie, '/saved')).json()).toEqual([]);

    expect(
      (await call()(org.pmHead.cookie, 'DELETE', `/reports/saved/${saved.id}`)).statusCode,
    ).toBe(204);
    const left = await t.database.db
      .select()
      .from(savedReports)
      .where(eq(savedReports.id, saved.id));
    expect(left).toEqual([]);
  });

  it('refuses a bad definition and writes nothing', async () => {
    const bad = await call()(org.admin.cookie, 'POST', '/reports/saved', {
      ...definition,
      name: 'x',
      fields: ['salary'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Must be at least 2 characters' },
        { path: 'fields', message: 'Not a field of this report: salary' },
      ]),
    );
    const rows = await t.database.db
      .select()
      .from(savedReports)
      .where(eq(savedReports.organizationId, org.organizationId));
    expect(rows).toEqual([]);
  });
});
