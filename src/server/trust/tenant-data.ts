import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays } from '../../shared/domain/week';
import type { Database } from '../db/client';
import { departments, holidays, teams } from '../db/schema/organizations';
import { savedReports } from '../db/schema/reports';
import { projectTemplates } from '../db/schema/templates';
import { resourceCapacity, timeOff, utilizationTargets } from '../db/schema/resources';
import { organizationWithProject } from '../testing/project-fixture';
import type { TenantData } from './tenant-ids';

export type Tenant = TenantData & {
  name: string;
  org: Awaited<ReturnType<typeof organizationWithProject>>;
};

/** The Monday `weeks` weeks before this one. */
export function mondayWeeksAgo(weeks: number): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 7 * weeks);
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A multipart/form-data body holding one file, as a browser sends it. */
export function multipartFile(fileName: string, content: Buffer) {
  const boundary = `stint${randomUUID().replaceAll('-', '')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export const PDF = Buffer.from('%PDF-1.4\n% a small document\n');

/**
 * A new organization, built through the API as its people would, with a row in every tenant
 * table (the few tables no route writes yet are filled directly). Every name carries `name`,
 * so another organization's answers can be searched for it.
 */
export async function tenantWithData(
  app: FastifyInstance,
  db: Database,
  name: string,
): Promise<Tenant> {
  const org = await organizationWithProject(app, `${name} Project`);
  const call = (cookie: string, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const admin = org.admin.cookie;
  const organizationId = org.organizationId;
  const projectId = org.project.id;
  const project = (path: string) => `/projects/${projectId}${path}`;

  const [first] = expectStatus(await call(admin, 'GET', '/customers'), 200, 'customers').rows;
  const customerId = first.id as string;
  const customerName = `${name} Customer`;
  await call(admin, 'PATCH', `/customers/${customerId}`, { name: customerName });
  expectStatus(
    await call(admin, 'POST', '/customers/import', {
      fileName: 'customers.csv',
      content: `name,customer_type,location_country,parent_customer_name\n${name} Imported,SMB,Sweden,\n`,
    }),
    200,
    'customer import',
  );
  const customers = expectStatus(await call(admin, 'GET', '/customers'), 200, 'customers').rows as {
    id: string;
    name: string;
  }[];
  const otherCustomerId = customers.find((c) => c.name === `${name} Imported`)!.id;

  const activity = expectStatus(
    await call(admin, 'POST', project('/activities'), {
      name: `${name} Design`,
      startDate: '2026-01-05',
      endDate: '2026-03-27',
      assignments: [{ resourceId: org.manager.id, capacityPercentage: 50 }],
    }),
    201,
    'activity',
  );
  const secondActivity = expectStatus(
    await call(admin, 'POST', project('/activities'), {
      name: `${name} Build`,
      startDate: '2026-03-30',
      endDate: '2026-05-29',
    }),
    201,
    'second activity',
  );
  const thirdActivity = expectStatus(
    await call(admin, 'POST', project('/activities'), {
      name: `${name} Handover`,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      isMilestone: true,
    }),
    201,
    'third activity',
  );
  const link = expectStatus(
    await call(admin, 'POST', project('/links'), {
      predecessorId: secondActivity.id,
      successorId: thirdActivity.id,
      type: 'FS',
    }),
    201,
    'link',
  );
  const effort = expectStatus(
    await call(admin, 'POST', project('/budget/effort'), {
      resourceId: org.manager.id,
      estimatedHours: 100,
      hourlyRate: 95,
    }),
    201,
    'effort line',
  );
  const overhead = expectStatus(
    await call(admin, 'POST', project('/budget/overhead'), {
      category: `${name} Travel`,
      amount: 1200,
    }),
    201,
    'overhead line',
  );
  const baseline = expectStatus(
    await call(admin, 'POST', project('/baselines'), { name: `${name} plan of record` }),
    201,
    'baseline',
  );
  const risk = expectStatus(
    await call(admin, 'POST', project('/risks'), {
      riskDescription: `${name} supplier may deliver late`,
    }),
    201,
    'risk',
  );
  const dependency = expectStatus(
    await call(admin, 'POST', project('/dependencies'), {
      dependencyDescription: `${name} radar vendor`,
    }),
    201,
    'dependency',
  );
  const integration = expectStatus(
    await call(admin, 'POST', project('/integrations'), { integrationName: `${name} ERP` }),
    201,
    'integration',
  );
  const milestone = expectStatus(
    await call(admin, 'POST', project('/payments/milestones'), {
      milestoneName: `${name} First delivery`,
      amount: 50000,
      activityId: activity.id,
    }),
    201,
    'milestone',
  );
  const changeRequest = expectStatus(
    await call(org.manager.cookie, 'POST', project('/change-requests'), {
      description: `${name} add a second radar`,
      justification: 'The customer asked for it',
    }),
    201,
    'change request',
  );
  const upload = multipartFile('scope.pdf', PDF);
  const attachment = expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v1/change-requests/${changeRequest.id}/attachments`,
      headers: { cookie: org.manager.cookie, ...upload.headers },
      payload: upload.payload,
    }),
    201,
    'attachment',
  );

  // Time: a timer with a break for the admin; a submitted week for the `user`.
  expectStatus(await call(admin, 'POST', '/time/timer/start', { projectId }), 201, 'timer');
  expectStatus(await call(admin, 'POST', '/time/timer/break', {}), 200, 'break');
  expectStatus(await call(admin, 'POST', '/time/timer/resume'), 200, 'resume');
  const stopped = expectStatus(await call(admin, 'POST', '/time/timer/stop'), 200, 'stop');
  const submittedWeek = mondayWeeksAgo(3);
  expectStatus(
    await call(org.user.cookie, 'PUT', '/timesheets/week/cells', {
      weekStart: submittedWeek,
      projectId,
      day: addDays(submittedWeek, 1),
      duration: '7h',
    }),
    200,
    'timesheet cell',
  );
  const submitted = expectStatus(
    await call(org.user.cookie, 'POST', '/timesheets/week/submit', { weekStart: submittedWeek }),
    200,
    'timesheet submit',
  );

  const notifications = expectStatus(
    await call(admin, 'GET', '/notifications'),
    200,
    'notifications',
  );
  const notificationList = (Array.isArray(notifications) ? notifications : notifications.items) as {
    id: string;
  }[];
  if (!notificationList?.[0]) throw new Error(`no notification for ${name}'s admin`);

  // Rows written directly (organization structure, holidays, capacity plans, utilization targets).
  const [department] = await db
    .insert(departments)
    .values({ organizationId, name: `${name} Engineering` })
    .returning();
  const [team] = await db
    .insert(teams)
    .values({ organizationId, departmentId: department!.id, name: 'Radar' })
    .returning();
  const [holiday] = await db
    .insert(holidays)
    .values({ organizationId, date: '2026-12-25', name: 'Christmas Day' })
    .returning();
  const [template] = await db
    .insert(projectTemplates)
    .values({
      organizationId,
      name: 'Probe template',
      category: 'Consulting',
      plan: {
        activities: [{ key: 'a', name: 'Probe', start: 0, days: 2, isMilestone: false }],
        links: [],
        effort: [],
        overhead: [],
      },
      createdBy: org.admin.me.id as string,
    })
    .returning();
  const [savedReport] = await db
    .insert(savedReports)
    .values({
      organizationId,
      name: 'Probe hours',
      reportType: 'time_tracking',
      dateRange: 'last_30_days',
      fields: ['date', 'person', 'hours'],
      createdBy: org.admin.me.id as string,
    })
    .returning();
  const [capacity] = await db
    .insert(resourceCapacity)
    .values({
      organizationId,
      resourceId: org.manager.id,
      projectId,
      capacityPercentage: 50,
      startDate: '2026-01-05',
    })
    .returning();
  const [away] = await db
    .insert(timeOff)
    .values({
      organizationId,
      resourceId: org.manager.id,
      startDate: '2026-12-28',
      endDate: '2026-12-31',
      reason: 'Leave',
    })
    .returning();
  await db.insert(utilizationTargets).values({ organizationId, resourceId: org.manager.id });

  return {
    name,
    org,
    organizationId,
    adminId: org.admin.me.id as string,
    managerId: org.manager.id,
    managerEmail: org.manager.email,
    userId: org.user.id,
    customerId,
    customerName,
    otherCustomerId,
    programId: org.programId,
    projectId,
    projectName: org.project.name,
    activityId: activity.id,
    secondActivityId: secondActivity.id,
    linkId: link.id,
    baselineId: baseline.id,
    effortLineId: effort.id,
    overheadLineId: overhead.id,
    riskId: risk.id,
    dependencyId: dependency.id,
    integrationId: integration.id,
    milestoneId: milestone.id,
    changeRequestId: changeRequest.id,
    attachmentId: attachment.id,
    notificationId: notificationList[0].id,
    sessionId: stopped.id,
    timesheetId: submitted.timesheet.id,
    freeWeek: mondayWeeksAgo(6),
    submittedWeek,
    departmentId: department!.id,
    teamId: team!.id,
    holidayId: holiday!.id,
    capacityId: capacity!.id,
    timeOffId: away!.id,
    savedReportId: savedReport!.id,
    templateId: template!.id,
  };
}
