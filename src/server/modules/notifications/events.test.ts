import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, weekStartOf } from '../../../shared/domain/week';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/organizations';
import { timeSessions } from '../../db/schema/time';
import { openEventStream } from '../../testing/event-stream';
import {
  addProject,
  apiCaller,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unsafeCheckDueNotifications } from './due-checks';

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  call = apiCaller(t.app);
}, 120_000);
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
/** The Monday `weeks` weeks after this one: dates the load check counts (it skips the past). */
const mondayIn = (weeks: number) => addDays(weekStartOf(today()), 7 * weeks);

/** Who got notifications of `type` (about `link`, when given), one id per notification. */
async function told(type: string, link?: string | RegExp) {
  const rows = await t.database.db
    .select({ userId: notifications.userId, link: notifications.link, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.type, type));
  return rows.filter((r) =>
    link === undefined
      ? true
      : typeof link === 'string'
        ? r.link === link
        : link.test(r.link ?? ''),
  );
}
const ids = (rows: { userId: string }[]) => rows.map((r) => r.userId).sort();
const everyone = (org: Organization) =>
  Object.fromEntries(
    Object.entries(org.people).map(([key, p]) => [key, 'me' in p ? (p.me.id as string) : p.id]),
  ) as Record<keyof Organization['people'], string>;

async function addActivity(
  org: Organization,
  projectId: string,
  body: Record<string, unknown>,
  cookie = org.manager.cookie,
) {
  const response = await call(cookie, 'POST', `/projects/${projectId}/activities`, body);
  if (response.statusCode !== 201) throw new Error(`adding an activity: ${response.body}`);
  return response.json() as { id: string };
}

async function allocate(org: Organization, body: Record<string, unknown>) {
  const response = await call(org.resourceManager.cookie, 'POST', '/resources/capacity', body);
  if (response.statusCode !== 201) throw new Error(`allocating: ${response.body}`);
}

describe('notifications from real events', () => {
  it('tells each person put on a project’s team, nobody else, and not who put themselves on it', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const created = await call(org.admin.cookie, 'POST', '/projects', {
      name: 'Team Project',
      programId: org.programId,
      projectManagerId: p.manager,
      pmHeadId: p.pmHead,
      resourceManagerId: p.resourceManager,
    });
    expect(created.statusCode).toBe(201);
    const link = `/dashboard/projects/${created.json().id}`;
    const notes = await told('project_assignment', link);
    expect(ids(notes)).toEqual([p.manager, p.pmHead, p.resourceManager].sort());
    expect(notes.map((n) => n.title)).toEqual(Array(3).fill('New project assignment'));

    // A PM head naming themselves is not told; the resource manager they add is.
    const own = await call(org.pmHead.cookie, 'POST', '/projects', {
      name: 'Own Project',
      programId: org.programId,
      pmHeadId: p.pmHead,
    });
    const ownLink = `/dashboard/projects/${own.json().id}`;
    expect(await told('project_assignment', ownLink)).toEqual([]);
    await call(org.pmHead.cookie, 'PATCH', `/projects/${own.json().id}`, {
      name: 'Own Project',
      programId: org.programId,
      resourceManagerId: p.resourceManager,
    });
    expect(ids(await told('project_assignment', ownLink))).toEqual([p.resourceManager]);
  });

  it('tells people assigned to an activity once, linking where they may look', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const project = await addProject(t.app, org, 'Activity Project');
    const link = new RegExp(`${project.id}|time-tracker`);
    const body = {
      name: 'Design review',
      startDate: mondayIn(2),
      endDate: addDays(mondayIn(2), 4),
      assignments: [{ resourceId: p.user, capacityPercentage: 50 }],
    };
    const activity = await addActivity(org, project.id, body);
    const first = (await told('project_assignment', link)).filter((n) => n.userId !== p.manager);
    expect(ids(first)).toEqual([p.user]);
    expect(first[0]).toMatchObject({
      title: 'New activity assignment',
      link: `/dashboard/projects/${project.id}`,
    });

    // Saving it again with one more person tells only the newcomer; a tracked employee, who
    // reads no project, is sent to their time tracker.
    const updated = await call(
      org.manager.cookie,
      'PATCH',
      `/projects/${project.id}/activities/${activity.id}`,
      { ...body, assignments: [...body.assignments, { resourceId: p.tracked }] },
    );
    expect(updated.statusCode).toBe(200);
    const after = (await told('project_assignment', link)).filter((n) => n.userId !== p.manager);
    expect(ids(after)).toEqual([p.tracked, p.user].sort());
    expect(after.find((n) => n.userId === p.tracked)!.link).toBe('/dashboard/time-tracker');
  });

  it('tells a person allocated to a project', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    await allocate(org, {
      resourceId: p.user,
      projectId: org.project.id,
      capacityPercentage: 40,
      startDate: mondayIn(1),
    });
    const notes = await told('project_assignment', `/dashboard/projects/${org.project.id}`);
    expect(ids(notes.filter((n) => n.title === 'New capacity allocation'))).toEqual([p.user]);
  });

  it('tells the reviewers of a submitted change request, not the requester or anyone else', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const submitted = await call(
      org.manager.cookie,
      'POST',
      `/projects/${org.project.id}/change-requests`,
      { description: 'Add a second radar mode', justification: 'The customer asked for it' },
    );
    expect(submitted.statusCode).toBe(201);
    const notes = await told('change_request', new RegExp(org.project.id));
    expect(ids(notes)).toEqual([p.admin, p.pmHead].sort());
    expect(notes[0]).toMatchObject({
      title: 'Change request submitted',
      link: `/dashboard/projects/${org.project.id}?tab=change-requests`,
    });
  });

  it('tells the resource managers and the allocating person once when someone crosses 100 %', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const week = mondayIn(3);
    const share = (capacityPercentage: number) => ({
      resourceId: p.user,
      projectId: org.project.id,
      capacityPercentage,
      startDate: week,
      endDate: addDays(week, 4),
    });
    const overloads = async () => told('over_allocation');
    const mine = async () =>
      (await overloads()).filter((n) => [p.resourceManager, p.manager, p.admin].includes(n.userId));

    await allocate(org, share(60));
    expect(await mine()).toEqual([]);
    await allocate(org, share(50));
    const crossed = await mine();
    expect(ids(crossed)).toEqual([p.resourceManager]);
    expect(crossed[0]!.title).toBe(`Over-allocated: user person`);
    // Already over: a further share is no new crossing.
    await allocate(org, share(10));
    expect(await mine()).toHaveLength(1);

    // An activity assignment that pushes someone over tells the one who assigned them too.
    await allocate(org, { ...share(30), resourceId: p.tracked });
    await addActivity(org, org.project.id, {
      name: 'Flight tests',
      startDate: week,
      endDate: addDays(week, 4),
      assignments: [{ resourceId: p.tracked, capacityPercentage: 80 }],
    });
    const second = (await mine()).filter(
      (n) => n.title === 'Over-allocated: tracked_employee person',
    );
    expect(ids(second)).toEqual([p.manager, p.resourceManager].sort());
  });

  it('streams a new notification to its person’s open tabs only', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const userTab = await openEventStream<Record<string, unknown>>(baseUrl, org.user.cookie);
    const adminTab = await openEventStream<Record<string, unknown>>(baseUrl, org.admin.cookie);
    await addActivity(org, org.project.id, {
      name: 'Live one',
      startDate: mondayIn(5),
      endDate: addDays(mondayIn(5), 1),
      assignments: [{ resourceId: p.user, capacityPercentage: 10 }],
    });
    await vi.waitFor(
      () => expect(userTab.received.map((r) => r.event)).toContain('notification.created'),
      { timeout: 5_000, interval: 20 },
    );
    expect(userTab.received.find((r) => r.event === 'notification.created')!.data).toEqual({
      type: 'project_assignment',
    });
    // The admin's tab hears its own next notification, and that one alone: the activity's,
    // sent before it, never reached it (a tab hears its events in the order they were sent).
    const submitted = await call(
      org.manager.cookie,
      'POST',
      `/projects/${org.project.id}/change-requests`,
      { description: 'After the live one', justification: 'To tell the admin' },
    );
    expect(submitted.statusCode).toBe(201);
    const adminNotes = () => adminTab.received.filter((r) => r.event === 'notification.created');
    await vi.waitFor(() => expect(adminNotes()).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(adminNotes()[0]!.data).toEqual({ type: 'change_request' });
    userTab.close();
    adminTab.close();
  });
});

describe('notifications from the clock', () => {
  const runChecks = () => t.database.db.transaction((tx) => unsafeCheckDueNotifications(tx));

  it('tells a milestone’s manager, PM head and assignees once when it is due within 3 days', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    await call(org.admin.cookie, 'PATCH', `/projects/${org.project.id}`, {
      name: org.project.name,
      programId: org.programId,
      pmHeadId: p.pmHead,
    });
    const milestone = (name: string, day: string, extra: object = {}) =>
      addActivity(org, org.project.id, {
        name,
        startDate: day,
        endDate: day,
        isMilestone: true,
        assignments: [{ resourceId: p.user, capacityPercentage: 1 }],
        ...extra,
      });
    await milestone('Due soon', addDays(today(), 2));
    await milestone('Due later', addDays(today(), 10));
    await milestone('Done already', addDays(today(), 1), { percentComplete: 100 });

    await runChecks();
    await runChecks();
    const notes = (await told('milestone', new RegExp(`${org.project.id}|time-tracker`))).filter(
      (n) => Object.values(p).includes(n.userId),
    );
    expect(ids(notes)).toEqual([p.manager, p.pmHead, p.user].sort());
    expect(notes.every((n) => n.title === 'Milestone due in 2 days')).toBe(true);
  });

  it('tells the project manager once at 80 % of the budget and once at 100 %', async () => {
    const org = await organizationWithProject(t.app);
    const p = everyone(org);
    const project = await addProject(t.app, org, 'Budget Project');
    const line = await call(org.manager.cookie, 'POST', `/projects/${project.id}/budget/effort`, {
      resourceId: p.user,
      estimatedHours: 10,
      hourlyRate: 100,
    });
    expect(line.statusCode).toBe(201);
    await t.database.db.update(profiles).set({ hourlyCost: '100' }).where(eq(profiles.id, p.user));
    const work = (hours: number, day: string) => {
      const startTime = new Date(`${day}T08:00:00Z`);
      return t.database.db.insert(timeSessions).values({
        organizationId: org.organizationId,
        userId: p.user,
        projectId: project.id,
        startTime,
        endTime: new Date(startTime.getTime() + hours * 3_600_000),
        durationMinutes: hours * 60,
        sessionType: 'manual',
      });
    };
    const budgetNotes = async () =>
      (await told('budget_alert', `/dashboard/projects/${project.id}?tab=budget`)).map(
        (n) => `${n.userId === p.manager ? 'manager' : n.userId}: ${n.title}`,
      );

    await work(7, '2026-01-05');
    await runChecks();
    expect(await budgetNotes()).toEqual([]);
    await work(1.5, '2026-01-06');
    await runChecks();
    await runChecks();
    expect(await budgetNotes()).toEqual(['manager: Budget 80% used: Budget Project']);
    await work(2, '2026-01-07');
    await runChecks();
    expect((await budgetNotes()).sort()).toEqual([
      'manager: Budget 80% used: Budget Project',
      'manager: Budget used up: Budget Project',
    ]);
    const [message] = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(eq(notifications.userId, p.manager), sql`${notifications.title} like 'Budget used%'`),
      );
    expect(message!.message).toBe(
      'Budget Project has cost $1,050.00 of its $1,000.00 budget (105%).',
    );
  });
});
