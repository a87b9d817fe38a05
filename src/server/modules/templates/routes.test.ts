import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '../../../shared/domain/template-library';
import { countOf } from '../../../shared/domain/templates';
import { newerFileMessage } from '../../../shared/schemas/templates';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { holidays } from '../../db/schema/organizations';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
import { projectTemplates } from '../../db/schema/templates';
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
const call = () => apiCaller(t.app);

/** The project's activities as name, start, end, milestone; and its links by names. */
async function planOf(projectId: string) {
  const db = t.database.db;
  const activities = await db
    .select()
    .from(projectActivities)
    .where(eq(projectActivities.projectId, projectId))
    .orderBy(asc(projectActivities.sortOrder));
  const name = new Map(activities.map((a) => [a.id, a.name]));
  const links = await db.select().from(activityLinks).where(eq(activityLinks.projectId, projectId));
  return {
    activities: activities.map((a) => [a.name, a.startDate, a.endDate, a.isMilestone]),
    links: links
      .map((l) => [name.get(l.predecessorId), name.get(l.successorId), l.type, l.lag])
      .sort(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [org, other] = await Promise.all([
    organizationWithProject(t.app, 'Radar Upgrade'),
    organizationWithProject(t.app, 'Elsewhere'),
  ]);
  const db = t.database.db;
  const { organizationId } = org;
  const projectId = org.project.id;
  // Design Mon 2 – Fri 6 March (5 working days), Build 9 – 20 March (10), a review milestone on
  // Monday 23 March; Build follows Design, the review follows Build two days late.
  const [design, build, review] = await db
    .insert(projectActivities)
    .values(
      [
        ['Design', '2026-03-02', '2026-03-06', false],
        ['Build', '2026-03-09', '2026-03-20', false],
        ['Review', '2026-03-25', '2026-03-25', true],
      ].map(([name, startDate, endDate, isMilestone], sortOrder) => ({
        organizationId,
        projectId,
        name: name as string,
        startDate: startDate as string,
        endDate: endDate as string,
        isMilestone: isMilestone as boolean,
        sortOrder,
      })),
    )
    .returning();
  await db.insert(activityLinks).values([
    {
      organizationId,
      projectId,
      predecessorId: design!.id,
      successorId: build!.id,
      type: 'FS',
      lag: 0,
    },
    {
      organizationId,
      projectId,
      predecessorId: build!.id,
      successorId: review!.id,
      type: 'FS',
      lag: 2,
    },
  ]);
  await db.insert(projectBudgetsEffort).values({
    organizationId,
    projectId,
    resourceId: org.user.id,
    estimatedHours: '80',
    hourlyRate: '95.00',
  });
  await db.insert(projectBudgetsOverhead).values({
    organizationId,
    projectId,
    category: 'Travel',
    amount: '1200.00',
    description: 'Site',
  });
  // The organization keeps Wednesday 3 June as a holiday.
  await db.insert(holidays).values({ organizationId, date: '2026-06-03', name: 'Plant day' });
});
afterAll(() => t.close());

describe('templates', () => {
  it('lists the built-in templates for everyone who plans projects, and no one else', async () => {
    const list = await call()(org.manager.cookie, 'GET', '/templates');
    expect(list.statusCode, list.body).toBe(200);
    const builtIn = list.json().filter((x: { builtIn: boolean }) => x.builtIn);
    expect(builtIn).toHaveLength(BUILT_IN_TEMPLATES.length);
    for (const template of BUILT_IN_TEMPLATES) {
      const card = builtIn.find((x: { id: string }) => x.id === template.id);
      expect(card).toMatchObject({
        name: template.name,
        ...countOf(template.plan),
        canChange: false,
      });
    }
    const statuses = await statusesByRole(org.people, (cookie) =>
      call()(cookie, 'GET', '/templates'),
    );
    expect(statuses).toEqual({
      admin: 200,
      pmHead: 200,
      manager: 200,
      otherManager: 200,
      resourceManager: 403,
      management: 403,
      user: 403,
      tracked: 403,
    });
  });

  it('saves a project as a template and uses it from a new start, on the working calendar', async () => {
    const saved = await call()(org.pmHead.cookie, 'POST', '/templates', {
      projectId: org.project.id,
      name: 'Radar plan',
      category: 'Research',
      description: 'Design, build, review',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const template = saved.json();
    expect(template).toMatchObject({
      name: 'Radar plan',
      category: 'Research',
      activities: 2,
      milestones: 1,
      budget: 8800,
      builtIn: false,
      createdBy: 'pm_head person',
      canChange: true,
    });
    // Working days from the first activity: no dates, no people, no money received.
    expect(template.plan.activities).toEqual([
      { key: 'a1', name: 'Design', description: null, start: 0, days: 5, isMilestone: false },
      { key: 'a2', name: 'Build', description: null, start: 5, days: 10, isMilestone: false },
      { key: 'a3', name: 'Review', description: null, start: 17, days: 0, isMilestone: true },
    ]);
    expect(template.plan.effort).toEqual([{ hours: 80, rate: 95 }]);
    expect(JSON.stringify(template.plan)).not.toContain(org.user.id);

    const used = await call()(org.pmHead.cookie, 'POST', `/templates/${template.id}/use`, {
      name: 'Radar Upgrade II',
      projectCode: 'RAD-2',
      programId: org.programId,
      startDate: '2026-06-01',
    });
    expect(used.statusCode, used.body).toBe(201);
    const project = used.json();
    expect(project).toMatchObject({
      name: 'Radar Upgrade II',
      projectCode: 'RAD-2',
      status: 'draft',
      startDate: '2026-06-01',
      endDate: '2026-06-25',
    });
    // Wednesday 3 June is a holiday: Design takes Monday to Monday.
    expect(await planOf(project.id)).toEqual({
      activities: [
        ['Design', '2026-06-01', '2026-06-08', false],
        ['Build', '2026-06-09', '2026-06-22', false],
        ['Review', '2026-06-25', '2026-06-25', true],
      ],
      links: [
        ['Build', 'Review', 'FS', 2],
        ['Design', 'Build', 'FS', 0],
      ],
    });
    const effort = await t.database.db
      .select()
      .from(projectBudgetsEffort)
      .where(eq(projectBudgetsEffort.projectId, project.id));
    expect(effort.map((l) => [l.resourceId, l.totalCost])).toEqual([[null, '7600.00']]);
  });

  it('clones a project directly, shifted to its new start', async () => {
    const cloned = await call()(org.admin.cookie, 'POST', `/projects/${org.project.id}/clone`, {
      name: 'Radar Clone',
      programId: org.programId,
      startDate: '2026-09-07',
    });
    expect(cloned.statusCode, cloned.body).toBe(201);
    expect((await planOf(cloned.json().id)).activities).toEqual([
      ['Design', '2026-09-07', '2026-09-11', false],
      ['Build', '2026-09-14', '2026-09-25', false],
      ['Review', '2026-09-30', '2026-09-30', true],
    ]);
    const kept = await t.database.db
      .select()
      .from(projectTemplates)
      .where(eq(projectTemplates.name, 'Radar Clone'));
    expect(kept).toEqual([]);
  });

  it('uses a built-in template with every activity and link', async () => {
    const builtIn = BUILT_IN_TEMPLATES[0]!;
    const used = await call()(org.admin.cookie, 'POST', `/templates/${builtIn.id}/use`, {
      name: 'From the library',
      programId: org.programId,
      startDate: '2026-01-05',
    });
    expect(used.statusCode, used.body).toBe(201);
    const plan = await planOf(used.json().id);
    expect(plan.activities).toHaveLength(builtIn.plan.activities.length);
    expect(plan.links).toHaveLength(builtIn.plan.links.length);
    expect(plan.activities[0]![1]).toBe('2026-01-05');
    const refused = await call()(org.admin.cookie, 'DELETE', `/templates/${builtIn.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Built-in templates cannot be changed or deleted');
  });

  it('writes nothing when the new project cannot be made', async () => {
    const before = await t.database.db.$count(
      projects,
      eq(projects.organizationId, org.organizationId),
    );
    const taken = await call()(
      org.admin.cookie,
      'POST',
      `/templates/${BUILT_IN_TEMPLATES[1]!.id}/use`,
      {
        name: 'Taken code',
        projectCode: 'RAD-2',
        programId: org.programId,
        startDate: '2026-01-05',
      },
    );
    expect(taken.statusCode).toBe(409);
    const noStart = await call()(
      org.admin.cookie,
      'POST',
      `/templates/${BUILT_IN_TEMPLATES[1]!.id}/use`,
      {
        name: 'No start',
        programId: org.programId,
      },
    );
    expect(noStart.json().errors).toContainEqual({
      path: 'startDate',
      message: 'Start date is required',
    });
    expect(
      await t.database.db.$count(projects, eq(projects.organizationId, org.organizationId)),
    ).toBe(before);
    // A project manager plans with templates but does not create projects.
    const byManager = await call()(
      org.manager.cookie,
      'POST',
      `/templates/${BUILT_IN_TEMPLATES[1]!.id}/use`,
      {
        name: 'Not mine to make',
        programId: org.programId,
        startDate: '2026-01-05',
      },
    );
    expect(byManager.statusCode).toBe(403);
  });

  it('exports a template file that another organization imports, and keeps each its own', async () => {
    const mine = (await call()(org.admin.cookie, 'GET', '/templates'))
      .json()
      .find((x: { name: string }) => x.name === 'Radar plan');
    const exported = await call()(org.admin.cookie, 'GET', `/templates/${mine.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="radar-plan.stint-template.json"',
    );
    const file = exported.json();
    expect(file).toMatchObject({ format: 'stint-template', version: 1, name: 'Radar plan' });

    // The other organization sees neither the template nor a way to use it.
    expect((await call()(other.admin.cookie, 'GET', `/templates/${mine.id}`)).statusCode).toBe(404);
    const theirs = await call()(other.admin.cookie, 'POST', `/templates/${mine.id}/use`, {
      name: 'Borrowed',
      programId: other.programId,
      startDate: '2026-01-05',
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call()(other.admin.cookie, 'GET', '/templates'))
        .json()
        .map((x: { name: string }) => x.name),
    ).not.toContain('Radar plan');

    const imported = await call()(other.admin.cookie, 'POST', '/templates/import', file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ name: 'Radar plan', activities: 2, milestones: 1 });
  });

  it('refuses a file from a newer version or with broken links, and writes nothing', async () => {
    const count = () =>
      t.database.db.$count(
        projectTemplates,
        eq(projectTemplates.organizationId, other.organizationId),
      );
    const before = await count();
    const file = {
      format: 'stint-template',
      version: 1,
      name: 'Broken',
      category: 'Consulting',
      plan: {
        activities: [
          { key: 'a', name: 'Interview', start: 0, days: 3, isMilestone: false },
          { key: 'b', name: 'Report', start: 3, days: 2, isMilestone: false },
        ],
        links: [
          { from: 'a', to: 'b', type: 'FS', lag: 0 },
          { from: 'b', to: 'zz', type: 'FS', lag: 0 },
        ],
      },
    };
    const newer = await call()(other.admin.cookie, 'POST', '/templates/import', {
      ...file,
      version: 2,
    });
    expect(newer.statusCode).toBe(400);
    expect(newer.json().errors).toContainEqual({ path: 'version', message: newerFileMessage(2) });
    const broken = await call()(other.admin.cookie, 'POST', '/templates/import', file);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe(
      'The template file cannot be imported: Link 2 names an activity the template does not have: zz',
    );
    const cycle = await call()(other.admin.cookie, 'POST', '/templates/import', {
      ...file,
      plan: {
        ...file.plan,
        links: [file.plan.links[0], { from: 'b', to: 'a', type: 'SS', lag: 0 }],
      },
    });
    expect(cycle.json().detail).toBe(
      'The template file cannot be imported: The links make a cycle: Interview → Report → Interview',
    );
    const notOurs = await call()(other.admin.cookie, 'POST', '/templates/import', { name: 'x' });
    expect(notOurs.json().errors).toContainEqual({
      path: 'format',
      message: 'This is not a Stint template file',
    });
    expect(await count()).toBe(before);
  });

  it('lets admins and PM heads rename and delete their organization’s templates', async () => {
    const mine = (await call()(org.admin.cookie, 'GET', '/templates'))
      .json()
      .find((x: { name: string }) => x.name === 'Radar plan');
    const renamed = await call()(org.admin.cookie, 'PATCH', `/templates/${mine.id}`, {
      name: 'Radar plan v2',
      category: 'Software Development',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Radar plan v2',
      category: 'Software Development',
    });
    expect((await call()(org.manager.cookie, 'DELETE', `/templates/${mine.id}`)).statusCode).toBe(
      403,
    );
    expect((await call()(other.admin.cookie, 'DELETE', `/templates/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await call()(org.pmHead.cookie, 'DELETE', `/templates/${mine.id}`)).statusCode).toBe(
      204,
    );
    expect((await call()(org.admin.cookie, 'GET', `/templates/${mine.id}`)).statusCode).toBe(404);
  });
});
