import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { activityAssignments, projectActivities } from '../../db/schema/portfolio';
import { paymentMilestones } from '../../db/schema/registers';
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
  url = `/projects/${org.project.id}/activities`;
});
afterAll(() => t.close());

const design = { name: 'Design', startDate: '2026-03-01', endDate: '2026-03-31' };

describe('activities', () => {
  it('adds, lists by start date, changes and deletes activities with audit rows', async () => {
    const fresh = await addProject(t.app, org, 'Fresh');
    const url = `/projects/${fresh.id}/activities`;
    const build = await call(org.manager.cookie, 'POST', url, {
      name: 'Build',
      description: 'Radar software',
      startDate: '2026-04-01',
      endDate: '2026-06-30',
      assignments: [
        { resourceId: org.user.id, capacityPercentage: 50 },
        { resourceId: org.management.id },
      ],
    });
    expect(build.statusCode).toBe(201);
    expect(build.json()).toEqual({
      id: expect.any(String),
      projectId: fresh.id,
      name: 'Build',
      description: 'Radar software',
      startDate: '2026-04-01',
      endDate: '2026-06-30',
      isMilestone: false,
      percentComplete: 0,
      sortOrder: 1,
      assignments: [
        {
          resourceId: org.management.id,
          resourceName: 'management person',
          capacityPercentage: 100,
        },
        { resourceId: org.user.id, resourceName: 'user person', capacityPercentage: 50 },
      ],
      createdAt: expect.any(String),
    });
    const first = (await call(org.admin.cookie, 'POST', url, design)).json();
    const gate = (
      await call(org.admin.cookie, 'POST', url, {
        name: 'Design review',
        startDate: '2026-03-31',
        isMilestone: true,
      })
    ).json();
    expect(gate).toMatchObject({
      startDate: '2026-03-31',
      endDate: '2026-03-31',
      isMilestone: true,
    });

    const list = (await call(org.user.cookie, 'GET', url)).json();
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Design', 'Design review', 'Build']);

    const id = build.json().id as string;
    const changed = await call(org.manager.cookie, 'PATCH', `${url}/${id}`, {
      name: 'Build and test',
      startDate: '2026-04-01',
      endDate: '2026-07-15',
      assignments: [{ resourceId: org.user.id, capacityPercentage: 80 }],
    });
    expect(changed.json()).toMatchObject({
      name: 'Build and test',
      description: null,
      endDate: '2026-07-15',
      assignments: [{ resourceId: org.user.id, capacityPercentage: 80 }],
    });
    // Without assignments in the body the assignments stay.
    const renamed = await call(org.manager.cookie, 'PATCH', `${url}/${id}`, {
      name: 'Build',
      startDate: '2026-04-01',
      endDate: '2026-07-15',
    });
    expect(renamed.json().assignments).toHaveLength(1);

    expect((await call(org.manager.cookie, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect(
      await t.database.db.$count(activityAssignments, eq(activityAssignments.activityId, id)),
    ).toBe(0);
    const audit = await t.database.db
      .select({ action: auditLog.action, old: auditLog.oldValues, new: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'activity'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(audit[1]!.old).toMatchObject({ name: 'Build', endDate: '2026-06-30' });
    expect(audit[1]!.new).toMatchObject({
      name: 'Build and test',
      assignments: [{ resourceId: org.user.id, capacityPercentage: 80 }],
    });
    expect(audit[3]!.old).toMatchObject({ name: 'Build' });
    expect(first.sortOrder).toBe(2);
    expect(gate.sortOrder).toBe(3);
  });

  it('refuses bad input with the spec messages', async () => {
    const messages = async (body: object) =>
      (await call(org.admin.cookie, 'POST', url, body))
        .json()
        .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(
      await messages({ name: 'X', description: 'd'.repeat(2001), startDate: '2026-02-30' }),
    ).toEqual(
      expect.arrayContaining([
        'name: Must be at least 2 characters',
        'description: Must be less than 2000 characters',
        'startDate: Invalid date format',
      ]),
    );
    expect(await messages({ ...design, endDate: '2026-02-01' })).toEqual([
      'endDate: End date must be after start date',
    ]);
    expect(await messages({ name: 'Design', startDate: '2026-03-01' })).toEqual([
      'endDate: End date is required',
    ]);
    expect(await messages({ ...design, isMilestone: true })).toEqual([
      'endDate: A milestone starts and ends on the same day',
    ]);
    expect(
      await messages({
        ...design,
        assignments: [{ resourceId: org.user.id, capacityPercentage: 0 }],
      }),
    ).toEqual(['assignments.0.capacityPercentage: Must be a positive number']);
    const outsider = (await organizationWithProject(t.app, 'Elsewhere')).user;
    expect(
      await messages({
        ...design,
        assignments: [{ resourceId: org.user.id }, { resourceId: outsider.id }],
      }),
    ).toEqual(['assignments.1.resourceId: Please select a resource']);
  });

  it('lets the project’s people read and its managers change', async () => {
    expect(await statusesByRole(org.people, (cookie) => call(cookie, 'GET', url))).toEqual(
      READ_MATRIX,
    );
    expect(await statusesByRole(org.people, (cookie) => call(cookie, 'POST', url, design))).toEqual(
      changeMatrix(201),
    );
    const patches = await statusesByRole(org.people, async (cookie) => {
      const own = (await call(org.admin.cookie, 'POST', url, design)).json();
      return call(cookie, 'PATCH', `${url}/${own.id}`, { ...design, name: 'Renamed' });
    });
    expect(patches).toEqual(changeMatrix(200));
    const deletes = await statusesByRole(org.people, async (cookie) => {
      const own = (await call(org.admin.cookie, 'POST', url, design)).json();
      return call(cookie, 'DELETE', `${url}/${own.id}`);
    });
    expect(deletes).toEqual(changeMatrix(204));
  });

  it('shows another organization nothing and lets it change nothing', async () => {
    const mine = (await call(org.admin.cookie, 'POST', url, design)).json();
    const other = await organizationWithProject(t.app, 'Other');
    const theirs = `/projects/${other.project.id}/activities`;
    expect((await call(other.admin.cookie, 'GET', url)).json().detail).toBe('Project not found');
    const hijack = await call(other.admin.cookie, 'PATCH', `${url}/${mine.id}`, {
      ...design,
      name: 'Hijacked',
    });
    expect(hijack.statusCode).toBe(404);
    expect((await call(other.admin.cookie, 'DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    // Their own project in the path does not reach my activity either.
    const sideways = await call(other.admin.cookie, 'DELETE', `${theirs}/${mine.id}`);
    expect(sideways.json()).toMatchObject({ status: 404, detail: 'Activity not found' });
    const [row] = await t.database.db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.id, mine.id));
    expect(row).toMatchObject({ name: 'Design' });
  });

  it('unlinks payment milestones of a deleted activity', async () => {
    const activity = (await call(org.admin.cookie, 'POST', url, design)).json();
    const milestone = await call(
      org.admin.cookie,
      'POST',
      `/projects/${org.project.id}/payments/milestones`,
      {
        milestoneName: 'Design sign-off',
        amount: 1000,
        activityId: activity.id,
      },
    );
    expect(milestone.json().activityName).toBe('Design');
    await call(org.admin.cookie, 'DELETE', `${url}/${activity.id}`);
    const [row] = await t.database.db
      .select()
      .from(paymentMilestones)
      .where(eq(paymentMilestones.id, milestone.json().id));
    expect(row!.activityId).toBeNull();
  });
});
