import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { projectActivities } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
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
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  org = await organizationWithProject(t.app);
});
afterAll(() => t.close());

type Plan = { projectId: string; ids: Record<string, string> };

/**
 * A fresh project with the six activities of the engine's hand-computed network (schedule.test.ts):
 * A 2-6 Nov 2026; B, C, D, E, and the milestone F, on Monday-Friday weeks.
 */
async function sixActivities(name: string): Promise<Plan> {
  const project = await addProject(t.app, org, name);
  const url = `/projects/${project.id}/activities`;
  const rows = [
    ['A', '2026-11-02', '2026-11-06', false],
    ['B', '2026-11-09', '2026-11-11', false],
    ['C', '2026-11-04', '2026-11-05', false],
    ['D', '2026-11-09', '2026-11-12', false],
    ['E', '2026-10-29', '2026-11-02', false],
    ['F', '2026-11-12', '2026-11-12', true],
  ] as const;
  const ids: Record<string, string> = {};
  for (const [activity, startDate, endDate, isMilestone] of rows) {
    const response = await call(org.manager.cookie, 'POST', url, {
      name: `Activity ${activity}`,
      startDate,
      endDate,
      isMilestone,
    });
    expect(response.statusCode).toBe(201);
    ids[activity] = response.json().id;
  }
  return { projectId: project.id, ids };
}

const linkOf = (plan: Plan, from: string, to: string, type: string, lag = 0) =>
  call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/links`, {
    predecessorId: plan.ids[from],
    successorId: plan.ids[to],
    type,
    lag,
  });

async function network(name: string) {
  const plan = await sixActivities(name);
  for (const [from, to, type, lag] of [
    ['A', 'B', 'FS', 0],
    ['A', 'C', 'SS', 2],
    ['B', 'D', 'FF', 1],
    ['C', 'E', 'SF', -1],
    ['D', 'F', 'FS', 0],
  ] as const) {
    expect((await linkOf(plan, from, to, type, lag)).statusCode).toBe(201);
  }
  return plan;
}

const scheduleOf = async (plan: Plan, cookie = org.manager.cookie) =>
  (await call(cookie, 'GET', `/projects/${plan.projectId}/schedule`)).json();

describe('activity links', () => {
  it('links activities with every type and a lead, and the schedule shows the critical path', async () => {
    const plan = await network('Six activities');
    const schedule = await scheduleOf(plan);
    expect(schedule.links).toHaveLength(5);
    expect(schedule.links[3]).toMatchObject({ type: 'SF', lag: -1 });
    const name = Object.fromEntries(Object.entries(plan.ids).map(([k, v]) => [v, k]));
    expect(schedule.criticalPath.map((id: string) => name[id])).toEqual(['A', 'B', 'D', 'F']);
    expect(schedule.finish).toBe('2026-11-12');
    expect(schedule.workingWeekdays).toEqual([1, 2, 3, 4, 5]);
    const c = schedule.activities.find((a: { id: string }) => a.id === plan.ids.C);
    expect(c).toMatchObject({ totalFloat: 5, critical: false, violations: [] });
  });

  it('refuses a cycle naming its activities, a self link, a second link of a pair', async () => {
    const plan = await network('Cycles');
    const cycle = await linkOf(plan, 'F', 'A', 'FS');
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().detail).toBe(
      'This link would make a cycle: Activity A → Activity B → Activity D → Activity F → Activity A',
    );
    const self = await linkOf(plan, 'A', 'A', 'FS');
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('An activity cannot be linked to itself');
    const twice = await linkOf(plan, 'A', 'B', 'SS');
    expect(twice.json().detail).toBe('These activities are already linked');
    const rows = await t.database.db
      .select()
      .from(activityLinks)
      .where(eq(activityLinks.projectId, plan.projectId));
    expect(rows).toHaveLength(5);
  });

  it('keeps links inside one project and one organization', async () => {
    const plan = await network('Mine');
    const other = await sixActivities('Another project');
    const across = await call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/links`, {
      predecessorId: plan.ids.A,
      successorId: other.ids.A,
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().detail).toBe('Please select an activity of this project');

    const stranger = await organizationWithProject(t.app, 'Stranger project');
    const theirs = await call(
      stranger.admin.cookie,
      'POST',
      `/projects/${stranger.project.id}/links`,
      {
        predecessorId: plan.ids.A,
        successorId: plan.ids.B,
      },
    );
    expect(theirs.statusCode).toBe(400);
    expect(
      (await call(stranger.admin.cookie, 'GET', `/projects/${plan.projectId}/schedule`)).statusCode,
    ).toBe(404);
    const auto = await call(
      stranger.admin.cookie,
      'POST',
      `/projects/${plan.projectId}/schedule/auto`,
    );
    expect(auto.statusCode).toBe(404);
  });

  it('changes a lag, deletes a link, and deleting an activity removes its links', async () => {
    const plan = await network('Changes');
    const links = (await scheduleOf(plan)).links as { id: string; predecessorId: string }[];
    const ab = links.find((l) => l.predecessorId === plan.ids.A)!;
    const changed = await call(
      org.manager.cookie,
      'PATCH',
      `/projects/${plan.projectId}/links/${ab.id}`,
      {
        lag: 2,
        type: 'SS',
      },
    );
    expect(changed.json()).toMatchObject({ lag: 2, type: 'SS' });
    await call(
      org.manager.cookie,
      'DELETE',
      `/projects/${plan.projectId}/activities/${plan.ids.D}`,
    );
    const after = await scheduleOf(plan);
    expect(after.links).toHaveLength(3);
    const removed = await call(
      org.manager.cookie,
      'DELETE',
      `/projects/${plan.projectId}/links/${ab.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await scheduleOf(plan)).links).toHaveLength(2);
  });

  it('answers each role as the project tabs do', async () => {
    const plan = await network('Roles');
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'GET', `/projects/${plan.projectId}/schedule`),
      ),
    ).toEqual(READ_MATRIX);
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'POST', `/projects/${plan.projectId}/schedule/auto`),
      ),
    ).toEqual(changeMatrix(200));
  });
});

describe('auto-schedule', () => {
  it('reports a violation after a move, then fixes it in one audited change', async () => {
    const plan = await network('Auto');
    // A moves two days later: B, C, D, E and F must follow.
    await call(
      org.manager.cookie,
      'PATCH',
      `/projects/${plan.projectId}/activities/${plan.ids.A}`,
      {
        name: 'Activity A',
        startDate: '2026-11-04',
        endDate: '2026-11-10',
      },
    );
    const before = await scheduleOf(plan);
    const b = before.activities.find((a: { id: string }) => a.id === plan.ids.B);
    expect(b.violations).toEqual([
      expect.objectContaining({
        predecessorId: plan.ids.A,
        type: 'FS',
        requiredStart: '2026-11-11',
        days: 2,
      }),
    ]);

    const auto = await call(
      org.manager.cookie,
      'POST',
      `/projects/${plan.projectId}/schedule/auto`,
    );
    expect(auto.statusCode).toBe(200);
    expect(auto.json().changes).toHaveLength(5);
    const after = await scheduleOf(plan);
    expect(after.activities.flatMap((a: { violations: unknown[] }) => a.violations)).toEqual([]);
    const [moved] = await t.database.db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.id, plan.ids.F!));
    expect(moved).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-16' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plan.ids.B!), eq(auditLog.action, 'UPDATE')));
    expect(audits.map((a) => [a.oldValues, a.newValues])).toContainEqual([
      { startDate: '2026-11-09', endDate: '2026-11-11' },
      { startDate: '2026-11-11', endDate: '2026-11-13', reason: 'auto-schedule' },
    ]);
    // Nothing left to move.
    const again = await call(
      org.manager.cookie,
      'POST',
      `/projects/${plan.projectId}/schedule/auto`,
    );
    expect(again.json().changes).toEqual([]);
  });

  it('counts the organization holidays', async () => {
    const plan = await network('Holidays');
    const holiday = await call(org.admin.cookie, 'POST', '/holidays', {
      date: '2026-11-09',
      name: 'Company day',
    });
    expect(holiday.statusCode).toBe(201);
    const schedule = await scheduleOf(plan);
    expect(schedule.holidays).toContain('2026-11-09');
    const b = schedule.activities.find((a: { id: string }) => a.id === plan.ids.B);
    expect(b.earlyStart).toBe('2026-11-10');
    await call(org.admin.cookie, 'DELETE', `/holidays/${holiday.json().id}`);
  });
});

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

describe('MS Project XML (MSPDI) files', () => {
  const BRIDGE = readFileSync(path.join(import.meta.dirname, 'fixtures/bridge-plan.xml'), 'utf8');
  const importInto = (projectId: string, content: string, cookie = org.manager.cookie) =>
    call(cookie, 'POST', `/projects/${projectId}/plan/import`, { fileName: 'plan.xml', content });

  it('exports a plan and imports it into another project without loss', async () => {
    const plan = await network('Exported');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${plan.projectId}/plan.xml`,
      headers: { cookie: org.manager.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/xml');
    expect(exported.headers['content-disposition']).toContain('Exported.xml');

    const copy = await addProject(t.app, org, 'Imported copy');
    const imported = await importInto(copy.id, exported.body);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ activities: 6, links: 5, skippedTasks: 0, skippedLinks: 0 });

    // The same activities and links (by name), and the same file when exported again.
    const shape = async (projectId: string) => {
      const activities = (
        await call(org.manager.cookie, 'GET', `/projects/${projectId}/activities`)
      ).json();
      const name = new Map(activities.map((a: { id: string; name: string }) => [a.id, a.name]));
      const schedule = (
        await call(org.manager.cookie, 'GET', `/projects/${projectId}/schedule`)
      ).json();
      return {
        activities: activities.map(
          ({ name, startDate, endDate, isMilestone }: Record<string, unknown>) => ({
            name,
            startDate,
            endDate,
            isMilestone,
          }),
        ),
        links: schedule.links
          .map((l: { predecessorId: string; successorId: string; type: string; lag: number }) => [
            name.get(l.predecessorId),
            name.get(l.successorId),
            l.type,
            l.lag,
          ])
          .map(String)
          .sort(),
      };
    };
    expect(await shape(copy.id)).toEqual(await shape(plan.projectId));
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${copy.id}/plan.xml`,
      headers: { cookie: org.manager.cookie },
    });
    expect(again.body.replace(/Imported copy/g, 'Exported')).toBe(exported.body);
  });

  it('imports a file saved by MS Project, leaving out summaries, and refuses a cycle whole', async () => {
    const project = await addProject(t.app, org, 'Footbridge');
    const imported = await importInto(project.id, BRIDGE);
    expect(imported.json()).toEqual({ activities: 5, links: 4, skippedTasks: 3, skippedLinks: 2 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'project_plan_import'), eq(auditLog.entityId, project.id)),
      );
    expect(audited).toHaveLength(1);

    // The same file again would link its copies only among themselves: fine. A file whose
    // links close a loop is refused, and nothing of it is written.
    const looped = BRIDGE.replace(
      '<PredecessorUID>2</PredecessorUID>\n\t\t\t\t<Type>3</Type>',
      '<PredecessorUID>7</PredecessorUID>\n\t\t\t\t<Type>1</Type>',
    );
    const count = async () =>
      (await call(org.manager.cookie, 'GET', `/projects/${project.id}/activities`)).json().length;
    const refused = await importInto(project.id, looped);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^This link would make a cycle: /);
    expect(await count()).toBe(5);

    const notXml = await importInto(project.id, 'full_name,email\nAda,ada@example.com\n');
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().detail).toBe('The file is not a Microsoft Project XML (MSPDI) file');
    expect(await count()).toBe(5);
  });

  it('lets only those who change the project import, and those who read it export', async () => {
    const project = await addProject(t.app, org, 'Plan rights');
    expect(
      await statusesByRole(org.people, (cookie) => importInto(project.id, BRIDGE, cookie)),
    ).toEqual(changeMatrix(200));
    expect(
      await statusesByRole(org.people, (cookie) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${project.id}/plan.xml`,
          headers: { cookie },
        }),
      ),
    ).toEqual(READ_MATRIX);
  });
});
