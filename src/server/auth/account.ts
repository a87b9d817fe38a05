import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Executor } from '../db/client';
import { authUsers, platformAdmins } from '../db/schema/auth';
import { organizations, profiles, userRoles } from '../db/schema/organizations';

export type Account = {
  userId: string;
  email: string;
  name: string;
  profile: typeof profiles.$inferSelect | null;
  organization: typeof organizations.$inferSelect | null;
  roles: Role[];
  isPlatformAdmin: boolean;
};

/**
 * Everything about a signed-in person across tenants: read by the server before any tenant is
 * known (sign-in checks, request context), hence not scoped and named unsafe.
 */
export async function unsafeFindAccount(
  db: Executor,
  by: { userId: string } | { email: string },
): Promise<Account | null> {
  const where =
    'userId' in by
      ? eq(authUsers.id, by.userId)
      : eq(authUsers.email, by.email.trim().toLowerCase());
  // One round trip: this runs on every request.
  const [row] = await db
    .select({
      user: authUsers,
      profile: profiles,
      organization: organizations,
      admin: platformAdmins.userId,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${authUsers.id}), '{}')`,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(platformAdmins, eq(platformAdmins.userId, authUsers.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  const roles = row.profile ? row.roles : [];
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    profile: row.profile,
    organization: row.organization,
    roles,
    isPlatformAdmin: row.admin !== null,
  };
}

export const ACCOUNT_DEACTIVATED =
  'Your account has been deactivated. Contact your organization administrator.';
export const ORGANIZATION_SUSPENDED =
  'Your organization is suspended. Contact support to reactivate it.';

/** Why this account may not use Stint now, or null when it may. */
export function refusalOf(account: Account): string | null {
  if (account.isPlatformAdmin) return null;
  if (account.profile && !account.profile.isActive) return ACCOUNT_DEACTIVATED;
  if (account.organization?.subscriptionStatus === 'suspended') return ORGANIZATION_SUSPENDED;
  return null;
}
