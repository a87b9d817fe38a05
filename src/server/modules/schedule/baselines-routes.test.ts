import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import {
  type Call,
  changeMatrix,
  type Organization,
  organizationWithProject,
  READ_MATRIX,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Plan, scheduleKit } from './schedule-kit';

let t: TestApp;
let org: Organization;
let kit: ReturnType<typeof scheduleKit>;
beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app);
  kit = scheduleKit(t.app, org);
});
afterAll(() => t.close());

const call: Call = (...args) => kit.call(...args);
const sixActivities = (name: string) => kit.sixActivities(name);
const network = (name: string) => kit.network(name);

describe('baselines', () => {
  const baselines = (plan: Plan) => `/projects/${plan.projectId}/baselines`;
  const save = (plan: Plan, name: string) =>
    call(org.manager.cookie, 'POST', baselines(plan), { name });

  it('saves a locked snapshot and compares it with the moved plan in working days and money', async () => {
    const plan = await network('Baselined');
    await call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/budget/overhead`, {
      category: 'Travel',
      amount: 1000,
    });
    const saved = await save(plan, 'Plan of record');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Plan of record',
      activityCount: 6,
      overheadBudget: 1000,
      effortBudget: 0,
      createdByName: expect.any(String),
    });
    const baselineId = saved.json().id as string;

    // The same name again (any case) is refused; a second baseline is fine.
    const again = await save(plan, 'plan OF record');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A baseline with this name already exists');
    expect((await save(plan, 'Second look')).statusCode).toBe(201);
    const listed = await call(org.manager.cookie, 'GET', baselines(plan));
    expect(listed.json().map((b: { name: string }) => b.name)).toEqual([
      'Second look',
      'Plan of record',
    ]);

    // B moves over a weekend: Mon 9 → Wed 11 Nov starts 2 working days later, finishes
    // Fri 13 instead of Wed 11 (2 working days). An activity added later shows as added,
    // one deleted as removed; more overhead shows as budget variance.
    const moved = await call(
      org.manager.cookie,
      'PATCH',
      `/projects/${plan.projectId}/activities/${plan.ids.B}`,
      { name: 'Activity B', startDate: '2026-11-11', endDate: '2026-11-13' },
    );
    expect(moved.statusCode).toBe(200);
    await call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/activities`, {
      name: 'Activity G',
      startDate: '2026-11-16',
      endDate: '2026-11-17',
    });
    await call(
      org.manager.cookie,
      'DELETE',
      `/projects/${plan.projectId}/activities/${plan.ids.E}`,
    );
    await call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/budget/overhead`, {
      category: 'Hotel',
      amount: 250.5,
    });
    const compared = await call(
      org.manager.cookie,
      'GET',
      `${baselines(plan)}/${baselineId}/comparison`,
    );
    expect(compared.statusCode).toBe(200);
    const body = compared.json();
    const row = (name: string) =>
      body.activities.find((a: { name: string }) => a.name === `Activity ${name}`);
    expect(row('B')).toMatchObject({
      status: 'moved',
      baselineStart: '2026-11-09',
      currentStart: '2026-11-11',
      startVariance: 2,
      finishVariance: 2,
    });
    expect(row('A')).toMatchObject({ status: 'unchanged', startVariance: 0, finishVariance: 0 });
    expect(row('G')).toMatchObject({ status: 'added', startVariance: null });
    expect(row('E')).toMatchObject({ status: 'removed', activityId: null });
    expect(body.budget).toEqual({
      effort: { baseline: 0, current: 0, variance: 0 },
      overhead: { baseline: 1000, current: 1250.5, variance: 250.5 },
      total: { baseline: 1000, current: 1250.5, variance: 250.5 },
    });

    // Renaming keeps the snapshot: the comparison still holds the baseline's dates.
    const renamed = await call(org.manager.cookie, 'PATCH', `${baselines(plan)}/${baselineId}`, {
      name: 'Plan of record v1',
    });
    expect(renamed.json()).toMatchObject({ name: 'Plan of record v1', activityCount: 6 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'baseline'), eq(auditLog.entityId, baselineId)));
    expect(audited.map((a) => a.action).sort()).toEqual(['CREATE', 'UPDATE']);

    expect(
      (await call(org.manager.cookie, 'DELETE', `${baselines(plan)}/${baselineId}`)).statusCode,
    ).toBe(204);
    expect(
      (await call(org.manager.cookie, 'GET', `${baselines(plan)}/${baselineId}/comparison`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an empty name, another project’s baseline, and answers each role as the tabs do', async () => {
    const plan = await network('Baseline rules');
    const empty = await save(plan, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Please enter a baseline name');
    const theirs = await sixActivities('Elsewhere');
    const baselineId = (await save(theirs, 'Theirs')).json().id;
    expect(
      (await call(org.manager.cookie, 'GET', `${baselines(plan)}/${baselineId}/comparison`))
        .statusCode,
    ).toBe(404);
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'GET', `${baselines(theirs)}/${baselineId}/comparison`),
      ),
    ).toEqual(READ_MATRIX);
    let n = 0;
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'POST', baselines(plan), { name: `Role ${++n}` }),
      ),
    ).toEqual(changeMatrix(201));
  });
});
