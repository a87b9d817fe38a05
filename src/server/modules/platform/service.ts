import { count, eq, sql } from 'drizzle-orm';
import type { PlatformOverview } from '../../../shared/schemas/dashboard';
import type { Database } from '../../db/client';
import { authUsers, platformAdmins } from '../../db/schema/auth';
import { organizations, profiles } from '../../db/schema/organizations';
import { projects } from '../../db/schema/portfolio';

const WEEK_MS = 7 * 86_400_000;

/**
 * Totals across every organization for the platform console. Deliberately not scoped to a
 * tenant (it counts them all), hence unsafe: only platform admins' requests reach it.
 */
export async function unsafeGetPlatformOverview(
  db: Database,
  now: Date,
): Promise<PlatformOverview> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [orgs] = await db
    .select({
      total: count(),
      active: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'active'))::int`,
      suspended: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'suspended'))::int`,
      trial: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'trial'))::int`,
    })
    .from(organizations);
  // Users are the accounts that belong to an organization (platform admins are not counted).
  const [users] = await db
    .select({
      total: count(),
      newThisWeek: sql<number>`(count(*) filter (where ${authUsers.createdAt} >= ${weekAgo.toISOString()}::timestamptz))::int`,
    })
    .from(authUsers)
    .where(
      sql`${authUsers.id} in (select ${profiles.id} from ${profiles}) and ${authUsers.id} not in (select ${platformAdmins.userId} from ${platformAdmins})`,
    );
  const [projectCount] = await db.select({ total: count() }).from(projects);
  const [people] = await db
    .select({ total: count() })
    .from(profiles)
    .where(eq(profiles.isActive, true));
  return {
    organizations: {
      total: orgs?.total ?? 0,
      active: orgs?.active ?? 0,
      suspended: orgs?.suspended ?? 0,
      trial: orgs?.trial ?? 0,
    },
    users: { total: users?.total ?? 0, newThisWeek: users?.newThisWeek ?? 0 },
    projects: projectCount?.total ?? 0,
    people: people?.total ?? 0,
  };
}
