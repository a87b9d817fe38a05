import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { projectActivities } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
import {
  type Call,
  changeMatrix,
  type Organization,
  organizationWithProject,
  READ_MATRIX,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { scheduleKit } from './schedule-kit';

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
const linkOf = (...args: Parameters<typeof kit.linkOf>) => kit.linkOf(...args);
const network = (name: string) => kit.network(name);
const scheduleOf = (...args: Parameters<typeof kit.scheduleOf>) => kit.scheduleOf(...args);

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
