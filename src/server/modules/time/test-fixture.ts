import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../shared/roles';
import { profiles } from '../../db/schema/organizations';
import { projectActivities, projects } from '../../db/schema/portfolio';
import { signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/v1`url` on `app` as the holder of `cookie`. */
export function callerOf(app: FastifyInstance) {
  return (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
}

/**
 * For tests: a new organization with a billable project (with an activity), a second project
 * that is not billable, and a way to add people to it.
 */
export async function timeOrganization(t: TestApp) {
  const call = callerOf(t.app);
  const admin = await signedInAdmin(t.app);
  const organizationId = admin.me.organization.id as string;
  const customer = (await call(admin.cookie, 'POST', '/customers', { name: 'Saab AB' })).json();
  const program = (
    await call(admin.cookie, 'POST', '/programs', { name: 'Gripen', customerId: customer.id })
  ).json();
  const addProject = async (name: string) => {
    const response = await call(admin.cookie, 'POST', '/projects', {
      name,
      programId: program.id,
    });
    if (response.statusCode !== 201) throw new Error(`adding a project failed: ${response.body}`);
    return response.json() as { id: string; name: string };
  };
  const project = await addProject('Radar Upgrade');
  const internal = await addProject('Internal');
  await t.database.db.update(projects).set({ billable: false }).where(eq(projects.id, internal.id));
  const [activity] = await t.database.db
    .insert(projectActivities)
    .values({
      organizationId,
      projectId: project.id,
      name: 'Design',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning({ id: projectActivities.id, name: projectActivities.name });
  return {
    admin,
    organizationId,
    project,
    internal,
    activity: activity!,
    /** A new person of the organization holding `role`, in `timeZone`. */
    async person(role: Role = 'user', timeZone = 'UTC') {
      const person = await signedInMember(t.app, admin.cookie, role);
      if (timeZone !== 'UTC')
        await t.database.db.update(profiles).set({ timeZone }).where(eq(profiles.id, person.id));
      return person;
    },
  };
}
