import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetTotals, effortCost } from '../../../shared/domain/budget';
import { auditLog } from '../../db/schema/audit';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import {
  addProject,
  apiCaller,
  type Call,
  changeMatrix,
  type Organization,
  organizationWithProject,
  READ_MATRIX,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: Call;
let org: Organization;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  org = await organizationWithProject(t.app);
  url = `/projects/${org.project.id}/budget`;
});
afterAll(() => t.close());

const effortLine = () => ({ resourceId: org.user.id, estimatedHours: 12.5, hourlyRate: 33.33 });
const overheadLine = { category: 'Travel', amount: 1200.1 };

describe('budget', () => {
  it('keeps lines and totals right to the cent', async () => {
    const budgetUrl = `/projects/${(await addProject(t.app, org, 'Budgeted')).id}/budget`;
    expect((await call(org.user.cookie, 'GET', budgetUrl)).json()).toEqual({
      effort: [],
      overhead: [],
      totals: { effortCost: 0, overheadCost: 0, totalBudget: 0 },
    });
    const first = await call(org.manager.cookie, 'POST', `${budgetUrl}/effort`, effortLine());
    expect(first.statusCode).toBe(201);
    // 12.5 h x 33.33 = 416.625, rounded half up by the database, as by the shared rule.
    expect(first.json()).toEqual({
      id: expect.any(String),
      resourceId: org.user.id,
      resourceName: 'user person',
      estimatedHours: 12.5,
      hourlyRate: 33.33,
      totalCost: 416.63,
    });
    expect(effortCost(12.5, 33.33)).toBe(416.63);
    await call(org.manager.cookie, 'POST', `${budgetUrl}/effort`, {
      resourceId: org.management.id,
      estimatedHours: 7.5,
      hourlyRate: 19.99,
    });
    await call(org.manager.cookie, 'POST', `${budgetUrl}/effort`, {
      resourceId: org.user.id,
      estimatedHours: 0.3,
      hourlyRate: 0.15,
    });
    const travel = await call(org.manager.cookie, 'POST', `${budgetUrl}/overhead`, {
      ...overheadLine,
      description: 'Flights to Linköping',
    });
    expect(travel.json()).toEqual({
      id: expect.any(String),
      category: 'Travel',
      amount: 1200.1,
      description: 'Flights to Linköping',
    });
    await call(org.manager.cookie, 'POST', `${budgetUrl}/overhead`, {
      category: 'Licences',
      amount: 0.07,
    });

    const budget = (await call(org.management.cookie, 'GET', budgetUrl)).json();
    expect(budget.effort.map((l: { totalCost: number }) => l.totalCost)).toEqual([
      416.63, 149.93, 0.05,
    ]);
    expect(budget.overhead.map((l: { category: string }) => l.category)).toEqual([
      'Travel',
      'Licences',
    ]);
    // 416.63 + 149.93 + 0.05 = 566.61; 1200.10 + 0.07 = 1200.17; together 1766.78.
    expect(budget.totals).toEqual({
      effortCost: 566.61,
      overheadCost: 1200.17,
      totalBudget: 1766.78,
    });
    expect(budgetTotals(budget.effort, budget.overhead)).toEqual(budget.totals);

    const changed = await call(
      org.manager.cookie,
      'PATCH',
      `${budgetUrl}/effort/${first.json().id}`,
      {
        estimatedHours: 40,
      },
    );
    expect(changed.json()).toMatchObject({
      estimatedHours: 40,
      hourlyRate: 33.33,
      totalCost: 1333.2,
    });
    const renamed = await call(
      org.manager.cookie,
      'PATCH',
      `${budgetUrl}/overhead/${travel.json().id}`,
      {
        category: 'Travel and lodging',
        description: '',
      },
    );
    expect(renamed.json()).toEqual({
      ...travel.json(),
      category: 'Travel and lodging',
      description: null,
    });
    expect(
      (await call(org.manager.cookie, 'DELETE', `${budgetUrl}/overhead/${travel.json().id}`))
        .statusCode,
    ).toBe(204);
    // 1333.20 + 149.93 + 0.05 = 1483.18; overhead 0.07.
    expect((await call(org.admin.cookie, 'GET', budgetUrl)).json().totals).toEqual({
      effortCost: 1483.18,
      overheadCost: 0.07,
      totalBudget: 1483.25,
    });

    const audit = await t.database.db
      .select({ action: auditLog.action, old: auditLog.oldValues, new: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'budget_effort'), eq(auditLog.entityId, first.json().id)))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        new: expect.objectContaining({ totalCost: 416.63 }),
      }),
      {
        action: 'UPDATE',
        old: expect.objectContaining({ estimatedHours: 12.5, totalCost: 416.63 }),
        new: expect.objectContaining({ estimatedHours: 40, totalCost: 1333.2 }),
      },
    ]);
    const overheadAudit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, travel.json().id))
      .orderBy(auditLog.createdAt);
    expect(overheadAudit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('refuses bad input with the spec messages', async () => {
    const messages = async (path: string, body: object) =>
      (await call(org.admin.cookie, 'POST', `${url}/${path}`, body))
        .json()
        .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(await messages('effort', { estimatedHours: 0, hourlyRate: 10_000.01 })).toEqual([
      'resourceId: Please select a resource',
      'estimatedHours: Must be a positive number',
      'hourlyRate: Must be less than 10000',
    ]);
    expect(
      await messages('effort', {
        resourceId: org.user.id,
        estimatedHours: 100_000.1,
        hourlyRate: -1,
      }),
    ).toEqual([
      'estimatedHours: Must be less than 100000',
      'hourlyRate: Must be a positive number',
    ]);
    expect(
      await messages('effort', {
        resourceId: org.user.id,
        estimatedHours: 1.25,
        hourlyRate: 9.999,
      }),
    ).toEqual([
      'estimatedHours: Must have at most 1 decimal place',
      'hourlyRate: Must have at most 2 decimal places',
    ]);
    const outsider = (await organizationWithProject(t.app, 'Elsewhere')).user;
    expect(await messages('effort', { ...effortLine(), resourceId: outsider.id })).toEqual([
      'resourceId: Please select a resource',
    ]);
    expect(await messages('overhead', { category: 'X', amount: 1_000_000_000 })).toEqual([
      'category: Must be at least 2 characters',
      'amount: Must be less than 999999999',
    ]);
    expect(
      await messages('overhead', { category: 'Travel', description: 'd'.repeat(2001) }),
    ).toEqual(['amount: Amount is required', 'description: Must be less than 2000 characters']);
  });

  it('lets the project’s people read and its managers change', async () => {
    expect(await statusesByRole(org.people, (cookie) => call(cookie, 'GET', url))).toEqual(
      READ_MATRIX,
    );
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'POST', `${url}/effort`, effortLine()),
      ),
    ).toEqual(changeMatrix(201));
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'POST', `${url}/overhead`, overheadLine),
      ),
    ).toEqual(changeMatrix(201));
    const patches = await statusesByRole(org.people, async (cookie) => {
      const line = (await call(org.admin.cookie, 'POST', `${url}/overhead`, overheadLine)).json();
      return call(cookie, 'PATCH', `${url}/overhead/${line.id}`, { amount: 5 });
    });
    expect(patches).toEqual(changeMatrix(200));
    const deletes = await statusesByRole(org.people, async (cookie) => {
      const line = (await call(org.admin.cookie, 'POST', `${url}/effort`, effortLine())).json();
      return call(cookie, 'DELETE', `${url}/effort/${line.id}`);
    });
    expect(deletes).toEqual(changeMatrix(204));
  });

  it('shows another organization nothing and lets it change nothing', async () => {
    const line = (await call(org.admin.cookie, 'POST', `${url}/effort`, effortLine())).json();
    const cost = (await call(org.admin.cookie, 'POST', `${url}/overhead`, overheadLine)).json();
    const other = await organizationWithProject(t.app, 'Other');
    const theirs = `/projects/${other.project.id}/budget`;
    expect((await call(other.admin.cookie, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(other.admin.cookie, 'PATCH', `${url}/effort/${line.id}`, { hourlyRate: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(other.admin.cookie, 'DELETE', `${url}/overhead/${cost.id}`)).statusCode,
    ).toBe(404);
    const sideways = await call(other.admin.cookie, 'PATCH', `${theirs}/effort/${line.id}`, {
      hourlyRate: 1,
    });
    expect(sideways.json()).toMatchObject({ status: 404, detail: 'Budget item not found' });
    expect(
      (await call(other.admin.cookie, 'DELETE', `${theirs}/overhead/${cost.id}`)).statusCode,
    ).toBe(404);
    const [effortRow] = await t.database.db
      .select()
      .from(projectBudgetsEffort)
      .where(eq(projectBudgetsEffort.id, line.id));
    expect(effortRow).toMatchObject({ hourlyRate: '33.33', totalCost: '416.63' });
    expect(
      await t.database.db.$count(projectBudgetsOverhead, eq(projectBudgetsOverhead.id, cost.id)),
    ).toBe(1);
  });
});
