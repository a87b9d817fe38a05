import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signedInAdmin, signedInMember } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Call = (
  cookie: string,
  method: Method,
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls /api/v1`url` as the holder of `cookie`. */
export function apiCaller(app: FastifyInstance): Call {
  return (cookie, method, url, payload) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
}

/**
 * A new organization with one project managed by `manager`, and a person for every role of
 * the permission matrix; `otherManager` manages none of its projects.
 */
export async function organizationWithProject(app: FastifyInstance, name = 'Radar Upgrade') {
  const call = apiCaller(app);
  const admin = await signedInAdmin(app);
  const member = (role: Parameters<typeof signedInMember>[2]) =>
    signedInMember(app, admin.cookie, role);
  const [pmHead, manager, otherManager, resourceManager, management, user, tracked] =
    await Promise.all([
      member('pm_head'),
      member('project_manager'),
      member('project_manager'),
      member('resource_manager'),
      member('management'),
      member('user'),
      member('tracked_employee'),
    ]);
  const customer = (await call(admin.cookie, 'POST', '/customers', { name: 'Saab AB' })).json();
  const program = (
    await call(admin.cookie, 'POST', '/programs', { name: 'Gripen', customerId: customer.id })
  ).json();
  const project = await call(admin.cookie, 'POST', '/projects', {
    name,
    programId: program.id,
    projectManagerId: manager.id,
  });
  if (project.statusCode !== 201) throw new Error(`creating a project failed: ${project.body}`);
  const people = {
    admin,
    pmHead,
    manager,
    otherManager,
    resourceManager,
    management,
    user,
    tracked,
  };
  return {
    ...people,
    people,
    organizationId: admin.me.organization.id as string,
    programId: program.id as string,
    project: project.json() as { id: string; name: string },
  };
}

export type Organization = Awaited<ReturnType<typeof organizationWithProject>>;

/** Another project of the organization, managed by its `manager`: a clean slate for a test. */
export async function addProject(app: FastifyInstance, org: Organization, name: string) {
  const response = await apiCaller(app)(org.admin.cookie, 'POST', '/projects', {
    name,
    programId: org.programId,
    projectManagerId: org.manager.id,
  });
  if (response.statusCode !== 201) throw new Error(`creating a project failed: ${response.body}`);
  return response.json() as { id: string; name: string };
}

export type People = Awaited<ReturnType<typeof organizationWithProject>>['people'];

/** The status each person of the matrix gets from `send`, by their name in `people`. */
export async function statusesByRole(
  people: People,
  send: (cookie: string) => Promise<LightMyRequestResponse>,
): Promise<Record<keyof People, number>> {
  const statuses = {} as Record<keyof People, number>;
  for (const [key, person] of Object.entries(people) as [keyof People, { cookie: string }][]) {
    statuses[key] = (await send(person.cookie)).statusCode;
  }
  return statuses;
}

/** Who may read a project's tabs: all but other projects' managers and tracked employees. */
export const READ_MATRIX = {
  admin: 200,
  pmHead: 200,
  manager: 200,
  otherManager: 404,
  resourceManager: 200,
  management: 200,
  user: 200,
  tracked: 403,
};

/** Who may change a project's tabs, with the status a success answers `ok`. */
export const changeMatrix = (ok: number) => ({
  admin: ok,
  pmHead: ok,
  manager: ok,
  otherManager: 404,
  resourceManager: 403,
  management: 403,
  user: 403,
  tracked: 403,
});
