import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { logQueries } from '../../testing/query-log';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { PROJECT_CODE_TAKEN } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let programId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  const customer = (await call(admin.cookie, 'POST', '/customers', { name: 'Saab AB' })).json();
  programId = (
    await call(admin.cookie, 'POST', '/programs', { name: 'Gripen', customerId: customer.id })
  ).json().id;
});
afterAll(() => t.close());

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

describe('programs', () => {
  it('needs a customer of the organization', async () => {
    const none = await call(admin.cookie, 'POST', '/programs', { name: 'Orphan' });
    expect(none.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'customerId', message: 'Please select a customer' }],
    });
    const other = await signedInAdmin(t.app);
    const foreign = (await call(other.cookie, 'POST', '/customers', { name: 'Foreign AB' })).json();
    const planted = await call(admin.cookie, 'POST', '/programs', {
      name: 'Planted',
      customerId: foreign.id,
    });
    expect(planted.json().detail).toBe('Please select a customer');
  });

  it('lists programs with their customer', async () => {
    const list = (await call(admin.cookie, 'GET', '/programs')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(list.rows).toEqual([
      expect.objectContaining({ name: 'Gripen', customerName: 'Saab AB' }),
    ]);
  });

  it('pages, searches and sorts programs, and offers them by name as choices', async () => {
    const org = await signedInAdmin(t.app);
    const volvo = (await call(org.cookie, 'POST', '/customers', { name: 'Volvo AB' })).json();
    const scania = (await call(org.cookie, 'POST', '/customers', { name: 'Scania AB' })).json();
    for (const [name, customerId, description] of [
      ['Trucks', volvo.id, 'Heavy vehicles'],
      ['buses', scania.id, null],
      ['Engines', volvo.id, 'Power for trucks'],
    ])
      await call(org.cookie, 'POST', '/programs', { name, customerId, description });
    const names = async (query: string) =>
      (await call(org.cookie, 'GET', `/programs?${query}`))
        .json()
        .rows.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual(['Engines', 'buses', 'Trucks']);
    expect(await names('pageSize=2&page=2')).toEqual(['Trucks']);
    expect(await names('search=TRUCK')).toEqual(['Engines', 'Trucks']);
    expect(await names('search=scania')).toEqual(['buses']);
    expect(await names('sort=name&direction=asc')).toEqual(['Engines', 'Trucks', 'buses']);

    const choices = async (query: string) =>
      (await call(org.cookie, 'GET', `/programs/choices?${query}`)).json();
    expect(await choices('')).toEqual([
      expect.objectContaining({ name: 'Engines', customerName: 'Volvo AB' }),
      expect.objectContaining({ name: 'Trucks', customerId: volvo.id }),
      { id: expect.any(String), name: 'buses', customerId: scania.id, customerName: 'Scania AB' },
    ]);
    expect(
      (await choices(`customerId=${volvo.id}&limit=1`)).map((p: { name: string }) => p.name),
    ).toEqual(['Engines']);
    expect((await choices('search=SCAN')).map((p: { name: string }) => p.name)).toEqual(['buses']);
    // The chosen one alone, to name a filter whose program is not among the first found.
    const [buses] = await choices('search=buses');
    expect(await choices(`id=${buses.id}`)).toEqual([buses]);
    // Another organization's customer holds none of the caller's programs.
    const [saab] = (await call(admin.cookie, 'GET', '/customers')).json().rows;
    expect(await choices(`customerId=${saab.id}`)).toEqual([]);
    expect((await call(admin.cookie, 'GET', `/programs/choices?id=${buses.id}`)).json()).toEqual(
      [],
    );
  });
});

describe('projects', () => {
  it('creates a draft project, tells its manager by mail and notification', async () => {
    const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
    const response = await call(admin.cookie, 'POST', '/projects', {
      name: 'Radar Upgrade',
      projectCode: 'GRP-1',
      programId,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      revenue: 125000.5,
      projectManagerId: manager.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Radar Upgrade',
      status: 'draft',
      badge: 'draft',
      programName: 'Gripen',
      customerName: 'Saab AB',
      revenue: 125000.5,
      projectManager: { id: manager.id, fullName: 'project_manager person' },
    });
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, manager.email), eq(mailOutbox.template, 'project_assignment')),
      );
    expect(mail).toHaveLength(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, manager.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'project_assignment',
        link: `/dashboard/projects/${response.json().id}`,
      }),
    ]);
  });

  it('refuses the spec’s bad input', async () => {
    const response = await call(admin.cookie, 'POST', '/projects', {
      name: 'X',
      programId: 'not-a-uuid',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
      revenue: -5,
      projectCode: 'C'.repeat(51),
    });
    expect(response.statusCode).toBe(400);
    const messages = response
      .json()
      .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: Must be at least 2 characters',
        'programId: Please select a program',
        'revenue: Revenue must be positive',
        'projectCode: Must be less than 50 characters',
      ]),
    );
    const dates = await call(admin.cookie, 'POST', '/projects', {
      name: 'Dates',
      programId,
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(dates.json().errors).toEqual([
      { path: 'endDate', message: 'End date must be after start date' },
    ]);
    const badDay = await call(admin.cookie, 'POST', '/projects', {
      name: 'Dates',
      programId,
      startDate: '2026-02-30',
    });
    expect(badDay.json().errors).toEqual([{ path: 'startDate', message: 'Invalid date format' }]);
    const huge = await call(admin.cookie, 'POST', '/projects', {
      name: 'Huge',
      programId,
      revenue: 1_000_000_000,
    });
    expect(huge.json().detail).toBe('Revenue too large');
  });

  it('keeps project codes unique within the organization only', async () => {
    await call(admin.cookie, 'POST', '/projects', {
      name: 'First',
      projectCode: 'DUP-1',
      programId,
    });
    const again = await call(admin.cookie, 'POST', '/projects', {
      name: 'Second',
      projectCode: 'dup-1',
      programId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PROJECT_CODE_TAKEN);
    const other = await signedInAdmin(t.app);
    const c = (await call(other.cookie, 'POST', '/customers', { name: 'Other AB' })).json();
    const p = (
      await call(other.cookie, 'POST', '/programs', { name: 'Other', customerId: c.id })
    ).json();
    expect(
      (
        await call(other.cookie, 'POST', '/projects', {
          name: 'Theirs',
          projectCode: 'DUP-1',
          programId: p.id,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('moves through the lifecycle and refuses a skipped step', async () => {
    const project = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Lifecycle', programId })
    ).json();
    const base = { name: 'Lifecycle', programId };
    expect(
      (
        await call(admin.cookie, 'PATCH', `/projects/${project.id}`, {
          ...base,
          status: 'completed',
        })
      ).json().detail,
    ).toBe('A project cannot move from Draft to Completed');
    for (const status of ['planning', 'active', 'on_hold', 'active', 'completed']) {
      const moved = await call(admin.cookie, 'PATCH', `/projects/${project.id}`, {
        ...base,
        status,
      });
      expect(moved.json().status).toBe(status);
    }
  });

  it('shows Delayed when an activity is overdue and On Track when active', async () => {
    const project = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Badges', programId })
    ).json();
    await call(admin.cookie, 'PATCH', `/projects/${project.id}`, {
      name: 'Badges',
      programId,
      status: 'active',
    });
    expect((await call(admin.cookie, 'GET', `/projects/${project.id}`)).json().badge).toBe(
      'On Track',
    );
    // A milestone is not late work.
    await t.database.db.insert(projectActivities).values({
      organizationId: admin.me.organization.id,
      projectId: project.id,
      name: 'Kick-off',
      startDate: '2020-01-01',
      endDate: '2020-01-01',
      isMilestone: true,
    });
    expect((await call(admin.cookie, 'GET', `/projects/${project.id}`)).json().badge).toBe(
      'On Track',
    );
    await t.database.db.insert(projectActivities).values({
      organizationId: admin.me.organization.id,
      projectId: project.id,
      name: 'Late work',
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    expect((await call(admin.cookie, 'GET', `/projects/${project.id}`)).json().badge).toBe(
      'Delayed',
    );
  });

  it('lets a project manager see and change only their own projects', async () => {
    const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
    const mine = (
      await call(admin.cookie, 'POST', '/projects', {
        name: 'Mine',
        programId,
        projectManagerId: manager.id,
      })
    ).json();
    const theirs = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Not Mine', programId })
    ).json();
    const list = (await call(manager.cookie, 'GET', '/projects')).json();
    expect(list.rows.map((p: { name: string }) => p.name)).toEqual(['Mine']);
    expect(list.total).toBe(1);
    const choices = (await call(manager.cookie, 'GET', '/projects/choices')).json();
    expect(choices.map((p: { name: string }) => p.name)).toEqual(['Mine']);
    expect((await call(manager.cookie, 'GET', `/projects/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(manager.cookie, 'GET', `/projects/${mine.id}`)).json()).toMatchObject({
      name: 'Mine',
      projectManager: { id: manager.id },
    });
    expect(
      (
        await call(manager.cookie, 'PATCH', `/projects/${mine.id}`, {
          name: 'Mine, renamed',
          programId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(manager.cookie, 'PATCH', `/projects/${theirs.id}`, {
          name: 'Hijacked',
          programId,
        })
      ).statusCode,
    ).toBe(404);
    const reassign = await call(manager.cookie, 'PATCH', `/projects/${mine.id}`, {
      name: 'Mine',
      programId,
      projectManagerId: null,
    });
    expect(reassign.statusCode).toBe(403);
    expect((await call(manager.cookie, 'DELETE', `/projects/${mine.id}`)).statusCode).toBe(403);
    expect(
      (await call(manager.cookie, 'POST', '/projects', { name: 'New', programId })).statusCode,
    ).toBe(403);
  });

  it('reads one project, with what its badge needs, in one prepared statement', async () => {
    const project = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Read', programId })
    ).json();
    const log = logQueries();
    try {
      expect((await call(admin.cookie, 'GET', `/projects/${project.id}`)).statusCode).toBe(200);
      const sent = log.take().map((q) => q.name ?? q.text);
      const begun = sent.findIndex((text) => text.startsWith('start transaction'));
      // The project with its program, customer, managers and its activities' earliest end.
      expect(sent.slice(begun + 1)).toEqual(['project_detail', 'commit']);
    } finally {
      log.stop();
    }
  });

  it('assigns only people holding the matching role', async () => {
    const plainUser = await signedInMember(t.app, admin.cookie, 'user');
    const response = await call(admin.cookie, 'POST', '/projects', {
      name: 'Team',
      programId,
      projectManagerId: plainUser.id,
    });
    expect(response.json().errors).toEqual([
      { path: 'projectManagerId', message: 'Please select a person who holds this role' },
    ]);
    const candidates = (await call(admin.cookie, 'GET', '/projects/team-candidates')).json();
    expect(candidates.projectManager.map((c: { id: string }) => c.id)).not.toContain(plainUser.id);
  });

  it('hides projects from other organizations and deletes with cascade', async () => {
    const project = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Secret', programId })
    ).json();
    const other = await signedInAdmin(t.app);
    expect((await call(other.cookie, 'GET', `/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(admin.cookie, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(204);
    expect(await t.database.db.$count(projects, eq(projects.id, project.id))).toBe(0);
  });
});
