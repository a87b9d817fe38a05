import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
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
  url = `/projects/${org.project.id}/payments`;
});
afterAll(() => t.close());

const deposit = { milestoneName: 'Deposit', amount: 10_000 };

describe('payment milestones', () => {
  it('adds, lists by due date, moves to received, deletes; totals to the cent', async () => {
    const project = await addProject(t.app, org, 'Paid');
    const paymentsUrl = `/projects/${project.id}/payments`;
    const activity = (
      await call(org.manager.cookie, 'POST', `/projects/${project.id}/activities`, {
        name: 'Acceptance test',
        startDate: '2026-09-01',
        endDate: '2026-09-30',
      })
    ).json();
    const final = await call(org.manager.cookie, 'POST', `${paymentsUrl}/milestones`, {
      milestoneName: 'Final payment',
      amount: 0.1,
      dueDate: '2026-10-15',
      activityId: activity.id,
    });
    expect(final.statusCode).toBe(201);
    expect(final.json()).toEqual({
      id: expect.any(String),
      projectId: project.id,
      milestoneName: 'Final payment',
      amount: 0.1,
      dueDate: '2026-10-15',
      activityId: activity.id,
      activityName: 'Acceptance test',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const kickoff = (
      await call(org.manager.cookie, 'POST', `${paymentsUrl}/milestones`, {
        milestoneName: 'Kick-off',
        amount: 0.2,
        dueDate: '2026-01-15',
        activityId: '',
        status: 'invoiced',
      })
    ).json();
    const open = (
      await call(org.manager.cookie, 'POST', `${paymentsUrl}/milestones`, {
        milestoneName: 'Change orders',
        amount: 999_999_999,
      })
    ).json();
    expect(kickoff).toMatchObject({ activityId: null, activityName: null, status: 'invoiced' });

    const received = await call(
      org.manager.cookie,
      'PATCH',
      `${paymentsUrl}/milestones/${kickoff.id}`,
      {
        status: 'received',
      },
    );
    expect(received.json()).toEqual({ ...kickoff, status: 'received' });
    await call(org.manager.cookie, 'PATCH', `${paymentsUrl}/milestones/${final.json().id}`, {
      status: 'received',
    });

    const payments = (await call(org.user.cookie, 'GET', paymentsUrl)).json();
    expect(payments.milestones.map((m: { id: string }) => m.id)).toEqual([
      kickoff.id,
      final.json().id,
      open.id,
    ]);
    // 0.10 + 0.20 + 999999999.00 (0.1 + 0.2 in floats would be 0.30000000000000004).
    expect(payments.totals).toEqual({ totalContractValue: 999_999_999.3, received: 0.3 });

    expect(
      (await call(org.manager.cookie, 'DELETE', `${paymentsUrl}/milestones/${open.id}`)).statusCode,
    ).toBe(204);
    expect((await call(org.user.cookie, 'GET', paymentsUrl)).json().totals).toEqual({
      totalContractValue: 0.3,
      received: 0.3,
    });

    const audit = await t.database.db
      .select({ action: auditLog.action, old: auditLog.oldValues, new: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment_milestone'), eq(auditLog.entityId, kickoff.id)))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'CREATE', new: expect.objectContaining({ amount: 0.2 }) }),
      {
        action: 'UPDATE',
        old: expect.objectContaining({ status: 'invoiced' }),
        new: expect.objectContaining({ status: 'received' }),
      },
    ]);
    expect(
      await t.database.db.$count(
        auditLog,
        and(eq(auditLog.entityId, open.id), eq(auditLog.action, 'DELETE')),
      ),
    ).toBe(1);
  });

  it('refuses bad input with the spec messages', async () => {
    const messages = async (body: object) =>
      (await call(org.admin.cookie, 'POST', `${url}/milestones`, body))
        .json()
        .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    expect(await messages({ milestoneName: 'X', amount: -1, dueDate: '2026-02-30' })).toEqual([
      'milestoneName: Must be at least 2 characters',
      'amount: Must be a positive number',
      'dueDate: Invalid date format',
    ]);
    expect(await messages({ amount: 1_000_000_000 })).toEqual([
      'milestoneName: Milestone name is required',
      'amount: Must be less than 999999999',
    ]);
    expect(await messages({ milestoneName: 'Deposit', amount: 10.005, status: 'paid' })).toEqual([
      'amount: Must have at most 2 decimal places',
      'status: Please select a status',
    ]);
    expect(await messages({ milestoneName: 'Deposit' })).toEqual(['amount: Amount is required']);
    // Only an activity of this very project can be linked.
    const elsewhere = await addProject(t.app, org, 'Elsewhere');
    const foreign = (
      await call(org.admin.cookie, 'POST', `/projects/${elsewhere.id}/activities`, {
        name: 'Not here',
        startDate: '2026-01-01',
        endDate: '2026-01-02',
      })
    ).json();
    expect(await messages({ ...deposit, activityId: foreign.id })).toEqual([
      'activityId: Please select an activity of this project',
    ]);
    const milestone = (await call(org.admin.cookie, 'POST', `${url}/milestones`, deposit)).json();
    const relinked = await call(org.admin.cookie, 'PATCH', `${url}/milestones/${milestone.id}`, {
      activityId: foreign.id,
    });
    expect(relinked.statusCode).toBe(400);
  });

  it('lets the project’s people read and its managers change', async () => {
    expect(await statusesByRole(org.people, (cookie) => call(cookie, 'GET', url))).toEqual(
      READ_MATRIX,
    );
    expect(
      await statusesByRole(org.people, (cookie) =>
        call(cookie, 'POST', `${url}/milestones`, deposit),
      ),
    ).toEqual(changeMatrix(201));
    const patches = await statusesByRole(org.people, async (cookie) => {
      const m = (await call(org.admin.cookie, 'POST', `${url}/milestones`, deposit)).json();
      return call(cookie, 'PATCH', `${url}/milestones/${m.id}`, { status: 'invoiced' });
    });
    expect(patches).toEqual(changeMatrix(200));
    const deletes = await statusesByRole(org.people, async (cookie) => {
      const m = (await call(org.admin.cookie, 'POST', `${url}/milestones`, deposit)).json();
      return call(cookie, 'DELETE', `${url}/milestones/${m.id}`);
    });
    expect(deletes).toEqual(changeMatrix(204));
  });

  it('shows another organization nothing and lets it change nothing', async () => {
    const mine = (await call(org.admin.cookie, 'POST', `${url}/milestones`, deposit)).json();
    const other = await organizationWithProject(t.app, 'Other');
    const theirs = `/projects/${other.project.id}/payments`;
    expect((await call(other.admin.cookie, 'GET', url)).statusCode).toBe(404);
    const patch = { status: 'received' };
    expect(
      (await call(other.admin.cookie, 'PATCH', `${url}/milestones/${mine.id}`, patch)).statusCode,
    ).toBe(404);
    expect(
      (await call(other.admin.cookie, 'DELETE', `${url}/milestones/${mine.id}`)).statusCode,
    ).toBe(404);
    const sideways = await call(other.admin.cookie, 'DELETE', `${theirs}/milestones/${mine.id}`);
    expect(sideways.json()).toMatchObject({ status: 404, detail: 'Payment milestone not found' });
    const [row] = await t.database.db
      .select()
      .from(paymentMilestones)
      .where(eq(paymentMilestones.id, mine.id));
    expect(row).toMatchObject({ status: 'pending', amount: '10000.00' });
  });
});
