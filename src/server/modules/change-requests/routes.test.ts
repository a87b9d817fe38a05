import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import { changeRequests } from '../../db/schema/registers';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { ALREADY_REVIEWED } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
function call(cookie: string, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

const valid = {
  changeType: 'schedule',
  description: 'Move the radar test window by two weeks',
  justification: 'The supplier delivers the antenna late',
  impactAssessment: 'Go-live moves from May to June',
};

/** An organization with a project managed by a project manager, and its PM head. */
async function organizationWithProject(name = 'Radar Upgrade') {
  const admin = await signedInAdmin(t.app);
  const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
  const pmHead = await signedInMember(t.app, admin.cookie, 'pm_head');
  const customer = (await call(admin.cookie, 'POST', '/customers', { name: 'Saab AB' })).json();
  const program = (
    await call(admin.cookie, 'POST', '/programs', { name: 'Gripen', customerId: customer.id })
  ).json();
  const project = (
    await call(admin.cookie, 'POST', '/projects', {
      name,
      projectCode: 'GRP-7',
      programId: program.id,
      projectManagerId: manager.id,
    })
  ).json();
  return { admin, manager, pmHead, project, programId: program.id as string };
}

const submit = (cookie: string, projectId: string, body: object = valid) =>
  call(cookie, 'POST', `/projects/${projectId}/change-requests`, body);

describe('change requests', () => {
  it('files a pending request by the caller and lists it newest first', async () => {
    const { admin, manager, project } = await organizationWithProject();
    const first = await submit(manager.cookie, project.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      projectId: project.id,
      projectName: 'Radar Upgrade',
      projectCode: 'GRP-7',
      changeType: 'schedule',
      description: valid.description,
      justification: valid.justification,
      impactAssessment: valid.impactAssessment,
      status: 'pending',
      reviewerNotes: null,
      reviewedBy: null,
      reviewedAt: null,
      requestedBy: { id: manager.id, fullName: 'project_manager person' },
      attachments: [],
    });
    const second = await submit(manager.cookie, project.id, {
      description: 'Add a second radar mode',
      justification: 'The customer asked for it in review',
    });
    expect(second.json()).toMatchObject({ changeType: 'scope', impactAssessment: null });

    const list = (
      await call(admin.cookie, 'GET', `/projects/${project.id}/change-requests`)
    ).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.json().id, first.json().id]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.json().id), eq(auditLog.action, 'CREATE')));
    expect(audit).toEqual([
      expect.objectContaining({ entityType: 'change_request', userId: manager.id }),
    ]);
  });

  it('refuses the spec’s bad input with its messages', async () => {
    const { manager, project } = await organizationWithProject();
    const response = await submit(manager.cookie, project.id, {
      changeType: 'colour',
      description: 'Too short',
      justification: 'J'.repeat(2001),
      impactAssessment: 'I'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    const messages = response
      .json()
      .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'changeType: Please select a change type',
        'description: Must be at least 10 characters',
        'justification: Must be less than 2000 characters',
        'impactAssessment: Must be less than 2000 characters',
      ]),
    );
    const missing = await submit(manager.cookie, project.id, {
      justification: valid.justification,
    });
    expect(missing.json().errors).toEqual([
      { path: 'description', message: 'Description is required' },
    ]);
    // Spaces do not count towards the ten characters.
    const blank = await submit(manager.cookie, project.id, {
      ...valid,
      description: ' '.repeat(20),
    });
    expect(blank.json().detail).toBe('Must be at least 10 characters');
    const review = await call(manager.cookie, 'POST', `/change-requests/${project.id}/review`, {
      decision: 'maybe',
    });
    expect(review.statusCode).toBe(400);
  });

  it('lets a PM head approve: the requester is notified and the decision audited', async () => {
    const { pmHead, manager, project } = await organizationWithProject();
    const request = (await submit(manager.cookie, project.id)).json();
    const pendingBefore = (await call(pmHead.cookie, 'GET', '/change-requests/pending')).json()
      .rows;
    expect(pendingBefore).toEqual([
      expect.objectContaining({
        id: request.id,
        projectName: 'Radar Upgrade',
        projectCode: 'GRP-7',
        requestedBy: { id: manager.id, fullName: 'project_manager person' },
      }),
    ]);

    const response = await call(pmHead.cookie, 'POST', `/change-requests/${request.id}/review`, {
      decision: 'approved',
      reviewerNotes: 'Agreed with the customer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      reviewerNotes: 'Agreed with the customer',
      reviewedBy: { id: pmHead.id, fullName: 'pm_head person' },
    });
    expect(Date.now() - Date.parse(response.json().reviewedAt)).toBeLessThan(60_000);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.type, 'change_request')));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'change_request',
        title: 'Change request approved',
        link: `/dashboard/projects/${project.id}?tab=change-requests`,
      }),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'UPDATE')));
    expect(audit).toMatchObject({
      userId: pmHead.id,
      oldValues: { status: 'pending', reviewedBy: null },
      newValues: { status: 'approved', reviewedBy: pmHead.id },
    });
    expect((await call(pmHead.cookie, 'GET', '/change-requests/pending')).json().rows).toEqual([]);
  });

  it('refuses to review a decided request, also for the slower of two reviewers', async () => {
    const { admin, pmHead, manager, project } = await organizationWithProject();
    const request = (await submit(manager.cookie, project.id)).json();
    const [a, b] = await Promise.all([
      call(pmHead.cookie, 'POST', `/change-requests/${request.id}/review`, {
        decision: 'approved',
      }),
      call(admin.cookie, 'POST', `/change-requests/${request.id}/review`, {
        decision: 'rejected',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await call(pmHead.cookie, 'POST', `/change-requests/${request.id}/review`, {
      decision: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ALREADY_REVIEWED);
    const [row] = await t.database.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.id, request.id));
    expect(row!.status).toBe((a.statusCode === 200 ? a : b).json().status);
    const rejectedNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.type, 'change_request')));
    expect(rejectedNotes).toHaveLength(1);
  });

  it('lets only the project’s changers submit, and only admins and PM heads review', async () => {
    const { admin, manager, project, programId } = await organizationWithProject();
    const otherManager = await signedInMember(t.app, admin.cookie, 'project_manager');
    await call(admin.cookie, 'POST', '/projects', {
      name: 'Another',
      programId,
      projectManagerId: otherManager.id,
    });
    const request = (await submit(manager.cookie, project.id)).json();
    const list = `/projects/${project.id}/change-requests`;

    expect((await submit(otherManager.cookie, project.id)).statusCode).toBe(404);
    expect((await call(otherManager.cookie, 'GET', list)).statusCode).toBe(404);
    for (const role of ['user', 'management'] as const) {
      const person = await signedInMember(t.app, admin.cookie, role);
      expect((await call(person.cookie, 'GET', list)).statusCode).toBe(200);
      expect((await submit(person.cookie, project.id)).statusCode).toBe(403);
    }
    const tracked = await signedInMember(t.app, admin.cookie, 'tracked_employee');
    expect((await call(tracked.cookie, 'GET', list)).statusCode).toBe(403);
    expect((await submit(admin.cookie, project.id)).statusCode).toBe(201);

    for (const role of ['project_manager', 'user', 'management', 'resource_manager'] as const) {
      const person =
        role === 'project_manager' ? manager : await signedInMember(t.app, admin.cookie, role);
      expect((await call(person.cookie, 'GET', '/change-requests/pending')).statusCode).toBe(403);
      const review = await call(person.cookie, 'POST', `/change-requests/${request.id}/review`, {
        decision: 'approved',
      });
      expect(review.statusCode).toBe(403);
    }
    const pending = (await call(admin.cookie, 'GET', '/change-requests/pending')).json();
    expect(pending.rows).toHaveLength(2);
    expect(pending.total).toBe(2);
    // Newest first, a page at a time.
    const second = await call(admin.cookie, 'GET', '/change-requests/pending?pageSize=1&page=2');
    expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.json().rows.map((r: { id: string }) => r.id)).toEqual([pending.rows[1].id]);
    const oldest = await call(admin.cookie, 'GET', '/change-requests/pending?direction=asc');
    expect(oldest.json().rows.map((r: { id: string }) => r.id)).toEqual(
      [...pending.rows].reverse().map((r: { id: string }) => r.id),
    );
    const found = await call(admin.cookie, 'GET', '/change-requests/pending?search=grp-7');
    expect(found.json().total).toBe(2);
    const none = await call(
      admin.cookie,
      'GET',
      '/change-requests/pending?search=nothing%20like%20it',
    );
    expect(none.json()).toMatchObject({ rows: [], total: 0 });
  });

  it('hides requests from other organizations and changes nothing for them', async () => {
    const { manager, project } = await organizationWithProject();
    const request = (await submit(manager.cookie, project.id)).json();
    const other = await organizationWithProject('Theirs');
    await submit(other.manager.cookie, other.project.id);

    for (const cookie of [other.admin.cookie, other.pmHead.cookie]) {
      expect(
        (await call(cookie, 'GET', `/projects/${project.id}/change-requests`)).statusCode,
      ).toBe(404);
      expect((await submit(cookie, project.id)).statusCode).toBe(404);
      const review = await call(cookie, 'POST', `/change-requests/${request.id}/review`, {
        decision: 'rejected',
      });
      expect(review.statusCode).toBe(404);
      const pending = (await call(cookie, 'GET', '/change-requests/pending')).json().rows;
      expect(pending.map((r: { projectName: string }) => r.projectName)).toEqual(['Theirs']);
    }
    const [row] = await t.database.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect(
      await t.database.db.$count(changeRequests, eq(changeRequests.projectId, project.id)),
    ).toBe(1);
  });
});
