import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/client';
import { notify } from '../../modules/notifications/delivery';
import { signedInAdmin, signedInMember, TEST_ORIGIN } from '../../testing/test-app';

export type IdKind =
  | 'customers'
  | 'programs'
  | 'projects'
  | 'activities'
  | 'lines'
  | 'entries'
  | 'milestones'
  | 'changeRequests'
  | 'attachments'
  | 'notifications'
  | 'sessions'
  | 'timesheets'
  | 'people'
  | 'projectManagers'
  | 'pmHeads'
  | 'resourceManagers';

export type SeededOrganization = {
  cookie: string;
  organizationId: string;
  ids: Record<IdKind, string[]>;
};

/** A tiny PNG-looking file: the first bytes are what the type check reads. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really an image, but its first bytes say so'),
]);

/** One multipart/form-data body carrying one file under the field name `file`. */
export function multipartBody(
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `stint${Math.random().toString(36).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * A signed-in admin's organization with one of everything the API can point at (customers,
 * a program, projects with activities, budget lines, register entries, milestones, change
 * requests with an attachment, time, a submitted timesheet, a notification), and their ids.
 */
export async function seedOrganization(
  app: FastifyInstance,
  db: Database,
): Promise<SeededOrganization> {
  const admin = await signedInAdmin(app);
  const organizationId = admin.me.organization.id as string;
  const cookie = admin.cookie;
  const send = async (method: InjectOptions['method'], url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`seeding ${method} ${url} failed: ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : null;
  };
  const ids: Record<IdKind, string[]> = {
    customers: [],
    programs: [],
    projects: [],
    activities: [],
    lines: [],
    entries: [],
    milestones: [],
    changeRequests: [],
    attachments: [],
    notifications: [],
    sessions: [],
    timesheets: [],
    people: [admin.me.id as string],
    projectManagers: [],
    pmHeads: [],
    resourceManagers: [],
  };
  const member = await signedInMember(app, cookie, 'project_manager');
  ids.people.push(member.id);
  const person = await send('POST', '/users', {
    fullName: 'Ada Lovelace',
    email: `ada.${Date.now().toString(36)}@example.com`,
    role: 'user',
  });
  ids.people.push(person.id);
  ids.projectManagers.push(member.id);
  for (const role of ['pm_head', 'resource_manager'] as const) {
    const added = await send('POST', '/users', {
      fullName: `${role} person`,
      email: `${role}.${Date.now().toString(36)}@example.com`,
      role,
    });
    ids.people.push(added.id);
    ids[role === 'pm_head' ? 'pmHeads' : 'resourceManagers'].push(added.id);
  }

  const parent = await send('POST', '/customers', { name: 'Saab AB' });
  const child = await send('POST', '/customers', {
    name: 'Saab Aeronautics',
    parentCustomerId: parent.id,
  });
  ids.customers.push(parent.id, child.id);
  const program = await send('POST', '/programs', { name: 'Gripen', customerId: parent.id });
  ids.programs.push(program.id);
  for (const [index, name] of ['Radar Upgrade', 'Cockpit Refresh'].entries()) {
    const project = await send('POST', '/projects', {
      name,
      programId: program.id,
      projectManagerId: member.id,
      startDate: '2025-06-01',
      endDate: '2026-12-31',
      revenue: 100000,
    });
    ids.projects.push(project.id);
    const base = `/projects/${project.id}`;
    const activity = await send('POST', `${base}/activities`, {
      name: 'Design',
      startDate: '2025-06-01',
      endDate: '2026-06-01',
      assignments: [{ resourceId: ids.people[0], capacityPercentage: 50 }],
    });
    ids.activities.push(activity.id);
    const effort = await send('POST', `${base}/budget/effort`, {
      resourceId: ids.people[0],
      estimatedHours: 100,
      hourlyRate: 90,
    });
    const overhead = await send('POST', `${base}/budget/overhead`, {
      category: 'Travel',
      amount: 5000,
    });
    ids.lines.push(effort.id, overhead.id);
    const risk = await send('POST', `${base}/risks`, { riskDescription: 'Supplier may be late' });
    const dependency = await send('POST', `${base}/dependencies`, {
      dependencyDescription: 'Radar vendor API',
    });
    const integration = await send('POST', `${base}/integrations`, {
      integrationName: 'ERP sync',
    });
    ids.entries.push(risk.id, dependency.id, integration.id);
    const milestone = await send('POST', `${base}/payments/milestones`, {
      milestoneName: 'Kick-off',
      amount: 20000,
      dueDate: '2026-02-01',
      activityId: activity.id,
    });
    ids.milestones.push(milestone.id);
    const request = await send('POST', `${base}/change-requests`, {
      description: 'Add a second radar mode',
      justification: 'The customer asked for it in the review',
    });
    ids.changeRequests.push(request.id);
    const upload = multipartBody('plan.png', PNG);
    const attached = await app.inject({
      method: 'POST',
      url: `/api/v1/change-requests/${request.id}/attachments`,
      headers: { cookie, origin: TEST_ORIGIN, ...upload.headers },
      payload: upload.payload,
    });
    if (attached.statusCode !== 201) throw new Error(`attaching failed: ${attached.body}`);
    ids.attachments.push(attached.json().id);
    const session = await send('POST', '/time/sessions', {
      projectId: project.id,
      activityId: activity.id,
      date: `2026-01-1${index + 2}`,
      start: '09:00',
      end: '11:30',
      notes: 'Design review',
    });
    ids.sessions.push(session.id);
  }
  await send('PUT', '/timesheets/week/cells', {
    weekStart: '2026-01-05',
    projectId: ids.projects[0],
    day: '2026-01-06',
    duration: '2:30',
  });
  await send('POST', '/timesheets/week/submit', { weekStart: '2026-01-05' });
  const week = await send('GET', '/timesheets/week?start=2026-01-05');
  if (week?.timesheet?.id) ids.timesheets.push(week.timesheet.id);
  else if (week?.id) ids.timesheets.push(week.id);
  // Notifications for the admin, as the server writes them.
  for (const title of ['Change request approved', 'Timesheet submitted'])
    await notify(db, organizationId, ids.people[0]!, { type: 'default', title, message: title });
  // A running timer, so that break, resume and stop have something to act on.
  await send('POST', '/time/timer/start', { projectId: ids.projects[1], notes: 'Running' });
  const notifications = await send('GET', '/notifications');
  const list = (Array.isArray(notifications) ? notifications : (notifications?.items ?? [])) as {
    id: string;
  }[];
  ids.notifications.push(...list.map((n) => n.id));
  return { cookie, organizationId, ids };
}
