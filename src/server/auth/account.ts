import { ACCOUNT_DEACTIVATED, ORGANIZATION_SUSPENDED } from '../../shared/schemas/people';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Executor } from '../db/client';
import { prepared } from '../db/pg-prepared-statements';
import { authSessions, authUsers, platformAdmins } from '../db/schema/auth';
import { organizations, profiles, userRoles } from '../db/schema/organizations';

// What a request needs of the person and their organization (the request context, the refusals
// and /me), not whole rows: this is read on every request.
const profileColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  jobTitle: profiles.jobTitle,
  timeZone: profiles.timeZone,
  isActive: profiles.isActive,
};
const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  orgType: organizations.orgType,
  locationCountry: organizations.locationCountry,
  numEmployees: organizations.numEmployees,
  revenueCurrency: organizations.revenueCurrency,
  setupCompleted: organizations.setupCompleted,
  subscriptionTier: organizations.subscriptionTier,
  subscriptionStatus: organizations.subscriptionStatus,
};
type AccountProfile = Pick<typeof profiles.$inferSelect, keyof typeof profileColumns>;
type AccountOrganization = Pick<
  typeof organizations.$inferSelect,
  keyof typeof organizationColumns
>;

export type Account = {
  userId: string;
  email: string;
  name: string;
  profile: AccountProfile | null;
  organization: AccountOrganization | null;
  roles: Role[];
  isPlatformAdmin: boolean;
};

const accountColumns = {
  user: { id: authUsers.id, email: authUsers.email, name: authUsers.name },
  profile: profileColumns,
  organization: organizationColumns,
  admin: platformAdmins.userId,
  roles: sql<
    Role[]
  >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${authUsers.id}), '{}')`,
};

type AccountRow = {
  user: { id: string; email: string; name: string };
  profile: AccountProfile | null;
  organization: AccountOrganization | null;
  admin: string | null;
  roles: Role[];
};

function toAccount(row: AccountRow): Account {
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    profile: row.profile,
    organization: row.organization,
    roles: row.profile ? row.roles : [],
    isPlatformAdmin: row.admin !== null,
  };
}

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
  const [row] = await db
    .select(accountColumns)
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(platformAdmins, eq(platformAdmins.userId, authUsers.id))
    .where(where)
    .limit(1);
  return row ? toAccount(row) : null;
}

function prepareAccountBySession(db: Executor) {
  return db
    .select({ ...accountColumns, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .leftJoin(platformAdmins, eq(platformAdmins.userId, authUsers.id))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('account_by_session');
}

/**
 * The account a session token belongs to and when that session expires, in one round trip
 * over a prepared statement: this runs on every request. Unsafe like unsafeFindAccount.
 */
export async function unsafeFindAccountBySession(
  db: Executor,
  token: string,
): Promise<{ account: Account; expiresAt: Date } | null> {
  const query = prepared(db, 'account_by_session', prepareAccountBySession);
  const [row] = await query.execute({ token });
  return row ? { account: toAccount(row), expiresAt: row.expiresAt } : null;
}

export { ACCOUNT_DEACTIVATED, ORGANIZATION_SUSPENDED };

/** Why this account may not use Stint now, or null when it may. */
export function refusalOf(account: Account): string | null {
  if (account.isPlatformAdmin) return null;
  if (account.profile && !account.profile.isActive) return ACCOUNT_DEACTIVATED;
  if (account.organization?.subscriptionStatus === 'suspended') return ORGANIZATION_SUSPENDED;
  return null;
}
