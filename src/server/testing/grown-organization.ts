import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays } from '../../shared/domain/week';
import type { Database } from '../db/client';
import { timeSessions } from '../db/schema/time';
import { mondayWeeksAgo } from '../trust/tenant-data';
import { apiCaller, organizationWithProject } from './project-fixture';

const ROLES = ['user', 'project_manager', 'pm_head', 'resource_manager'] as const;

function ok(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json() as { id: string };
}

/** An instant `days` days before now at `hour` UTC (ISO). */
function hourDaysAgo(days: number, hour: number): string {
  const day = addDays(new Date().toISOString().slice(0, 10), -days);
  return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

/**
 * An organization (organizationWithProject's people and project) holding `n` of every row a
 * list shows: customers (every other one the child of the one before), programs, projects
 * (each with two activities and people assigned, its PM told), people of several roles with
 * capacity, time off and time, and in the first project `n` activities, links, budget lines,
 * register entries, milestones, baselines and change requests; the admin's time, the user's
 * submitted weeks, departments, teams, holidays, saved reports and templates. Built through the
 * API as its people would, except the time of people who never sign in, written directly.
 */
export async function grownOrganization(app: FastifyInstance, db: Database, n: number) {
  const org = await organizationWithProject(app, 'Grown Project');
  const call = apiCaller(app);
  const admin = org.admin.cookie;
  const post = async (url: string, payload: object, cookie = admin) =>
    ok(await call(cookie, 'POST', url, payload), `POST ${url}`);
  const main = `/projects/${org.project.id}`;

  const people: string[] = [];
  for (let i = 0; i < n; i++)
    people.push(
      (
        await post('/users', {
          fullName: `Person ${i}`,
          email: `person.${i}.${org.organizationId.slice(0, 8)}@example.com`,
          role: ROLES[i % ROLES.length],
        })
      ).id,
    );

  const projectIds: string[] = [];
  const activityIds: string[] = [];
  let parentId: string | undefined;
  for (let i = 0; i < n; i++) {
    const customer = await post('/customers', {
      name: `Customer ${i}`,
      ...(i % 2 === 1 ? { parentCustomerId: parentId } : {}),
    });
    parentId = customer.id;
    const program = await post('/programs', { name: `Program ${i}`, customerId: customer.id });
    const project = await post('/projects', {
      name: `Project ${i}`,
      projectCode: `P-${i}`,
      programId: program.id,
      startDate: '2026-01-05',
      projectManagerId: org.manager.id,
      pmHeadId: org.pmHead.id,
      resourceManagerId: org.resourceManager.id,
    });
    projectIds.push(project.id);
    for (const [k, endDate] of ['2020-01-31', '2099-01-30'].entries())
      activityIds.push(
        (
          await post(`/projects/${project.id}/activities`, {
            name: `Work ${i}.${k}`,
            startDate: '2020-01-06',
            endDate,
            assignments: [{ resourceId: people[i]!, capacityPercentage: 20 }],
          })
        ).id,
      );
    await post('/resources/capacity', {
      resourceId: people[i]!,
      projectId: project.id,
      capacityPercentage: 10,
      startDate: '2026-01-05',
    });
    await post('/resources/time-off', {
      resourceId: people[i]!,
      startDate: addDays('2031-01-06', 7 * i),
      endDate: addDays('2031-01-06', 7 * i + 1),
    });
  }

  const planned: string[] = [];
  const baselines: string[] = [];
  for (let i = 0; i < n; i++) {
    planned.push(
      (
        await post(`${main}/activities`, {
          name: `Step ${i}`,
          startDate: addDays('2026-02-02', 7 * i),
          endDate: addDays('2026-02-02', 7 * i + 4),
          assignments: [{ resourceId: people[i]!, capacityPercentage: 50 }],
        })
      ).id,
    );
    if (i > 0)
      await post(`${main}/links`, { predecessorId: planned[i - 1], successorId: planned[i] });
    await post(`${main}/budget/effort`, {
      resourceId: people[i]!,
      estimatedHours: 10,
      hourlyRate: 90,
    });
    await post(`${main}/budget/overhead`, { category: `Cost ${i}`, amount: 100 });
    await post(`${main}/risks`, { riskDescription: `Risk number ${i}` });
    await post(`${main}/dependencies`, { dependencyDescription: `Dependency ${i}` });
    await post(`${main}/integrations`, { integrationName: `Integration ${i}` });
    await post(`${main}/payments/milestones`, {
      milestoneName: `Payment ${i}`,
      amount: 1000,
      activityId: planned[i],
    });
    baselines.push((await post(`${main}/baselines`, { name: `Baseline ${i}` })).id);
    await post(
      `${main}/change-requests`,
      { description: `Add change number ${i}`, justification: 'The customer asked for it' },
      org.manager.cookie,
    );

    const department = await post('/departments', { name: `Department ${i}` });
    await post('/teams', { name: `Team ${i}`, departmentId: department.id });
    await post('/holidays', { date: addDays('2032-01-01', i), name: `Holiday ${i}` });
    await post('/reports/saved', {
      name: `Report ${i}`,
      type: 'project_summary',
      fields: ['projectName'],
    });
    await post('/templates', {
      projectId: projectIds[i],
      name: `Template ${i}`,
      category: 'Research',
    });

    const [day, hour] = [1 + (i % 10), 6 + Math.floor(i / 10)];
    await post('/time/sessions', {
      projectId: projectIds[i],
      activityId: activityIds[2 * i + 1],
      startTime: hourDaysAgo(day, hour),
      endTime: hourDaysAgo(day, hour + 1),
    });
    const week = mondayWeeksAgo(i + 1);
    ok(
      await call(org.user.cookie, 'PUT', '/timesheets/week/cells', {
        weekStart: week,
        projectId: projectIds[i],
        day: week,
        duration: '2h',
      }),
      'timesheet cell',
    );
    await post('/timesheets/week/submit', { weekStart: week }, org.user.cookie);
  }

  await db.insert(timeSessions).values(
    people.map((userId, i) => ({
      organizationId: org.organizationId,
      userId,
      projectId: projectIds[i]!,
      startTime: new Date(hourDaysAgo(2, 9)),
      endTime: new Date(hourDaysAgo(2, 12)),
      durationMinutes: 180,
      sessionType: 'manual',
    })),
  );

  return { ...org, people, projectIds, baselineId: baselines[0]! };
}

export type GrownOrganization = Awaited<ReturnType<typeof grownOrganization>>;
