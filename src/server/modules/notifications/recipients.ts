import { and, eq, inArray, sql } from 'drizzle-orm';
import { can, type Permission, PERMISSIONS } from '../../../shared/permissions';
import type { Role } from '../../../shared/roles';
import type { Executor } from '../../db/client';
import { profiles, userRoles } from '../../db/schema/organizations';

/** The active people of an organization holding a role that may do `permission`. */
export async function findPeopleWhoMay(
  tx: Executor,
  organizationId: string,
  permission: Permission,
): Promise<string[]> {
  const roles: readonly Role[] = PERMISSIONS[permission];
  const rows = await tx
    .selectDistinct({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(
      and(
        eq(profiles.organizationId, organizationId),
        eq(profiles.isActive, true),
        inArray(userRoles.role, [...roles]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Of `ids`, those active in the organization, with their roles. */
export async function findActivePeople(
  tx: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<{ id: string; fullName: string; roles: Role[] }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      roles: sql<Role[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles}
        where ${userRoles.userId} = ${profiles.id}), '{}')`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, organizationId),
        eq(profiles.isActive, true),
        inArray(profiles.id, [...new Set(ids)]),
      ),
    );
}

/** Each id once, without the ones to leave out (the person who acted, say). */
export function uniqueExcept(ids: readonly (string | null | undefined)[], ...leaveOut: string[]) {
  return [...new Set(ids.filter((id): id is string => !!id && !leaveOut.includes(id)))];
}

/** Where a notification about a project sends someone: a tab of it, if they may open it. */
export function projectLink(
  person: { id: string; roles: readonly Role[] },
  project: { id: string; projectManagerId: string | null },
  tab?: 'activities' | 'budget' | 'change-requests',
): string {
  // Tracked employees read no project, and project managers only their own (SPEC.md section
  // 6): their assignments show on their time tracker instead.
  const seesOnlyOwn = !person.roles.some(
    (r) => r !== 'project_manager' && r !== 'tracked_employee',
  );
  if (
    !can(person.roles, 'portfolio.read') ||
    (seesOnlyOwn && project.projectManagerId !== person.id)
  )
    return '/dashboard/time-tracker';
  return `/dashboard/projects/${project.id}${tab && tab !== 'activities' ? `?tab=${tab}` : ''}`;
}
