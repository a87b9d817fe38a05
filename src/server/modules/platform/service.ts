import { count, sql } from 'drizzle-orm';
import { addDays, weekStartOf } from '../../../shared/domain/week';
import { SUBSCRIPTION_TIERS } from '../../../shared/enums';
import type { PlatformOverview } from '../../../shared/schemas/dashboard';
import type { PlatformAnalytics } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { organizations, profiles } from '../../db/schema/organizations';
import { projects } from '../../db/schema/portfolio';

const WEEK_MS = 7 * 86_400_000;
const SIGN_UP_WEEKS = 12;

/**
 * Totals across every organization for the platform console. Deliberately not scoped to a
 * tenant (it counts them all), hence unsafe: only platform admins' requests reach it.
 */
export async function unsafeGetPlatformOverview(
  db: Database,
  now: Date,
): Promise<PlatformOverview> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  // Users are the people of organizations: every one has a profile, a platform admin has none.
  const [[orgs], [users], [projectCount]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'active'))::int`,
        suspended: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'suspended'))::int`,
        trial: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'trial'))::int`,
      })
      .from(organizations),
    db
      .select({
        total: count(),
        newThisWeek: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${weekAgo.toISOString()}::timestamptz))::int`,
        active: sql<number>`(count(*) filter (where ${profiles.isActive}))::int`,
      })
      .from(profiles),
    db.select({ total: count() }).from(projects),
  ]);
  return {
    organizations: {
      total: orgs?.total ?? 0,
      active: orgs?.active ?? 0,
      suspended: orgs?.suspended ?? 0,
      trial: orgs?.trial ?? 0,
    },
    users: { total: users?.total ?? 0, newThisWeek: users?.newThisWeek ?? 0 },
    projects: projectCount?.total ?? 0,
    people: users?.active ?? 0,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The console's Analytics tab: tiers, recent activity, health and 12 weeks of sign-ups. */
export async function unsafeGetPlatformAnalytics(
  db: Database,
  now: Date,
): Promise<PlatformAnalytics> {
  const today = now.toISOString().slice(0, 10);
  const thisWeek = weekStartOf(today);
  const firstWeek = addDays(thisWeek, -7 * (SIGN_UP_WEEKS - 1));
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  // One pass over the organizations for the figures and the tiers: each tier's row carries its
  // own counts, and the platform's are their sums (100,000 organizations on the bench).
  const [tiers, weeks, [people], [projectCount]] = await Promise.all([
    db
      .select({
        tier: organizations.subscriptionTier,
        count: count(),
        active: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'active'))::int`,
        suspended: sql<number>`(count(*) filter (where ${organizations.subscriptionStatus} = 'suspended'))::int`,
        lastSevenDays: sql<number>`(count(*) filter (where ${organizations.createdAt} >= ${weekAgo}::timestamptz))::int`,
        thisWeek: sql<number>`(count(*) filter (where ${organizations.createdAt} >= ${thisWeek}::date))::int`,
      })
      .from(organizations)
      .groupBy(organizations.subscriptionTier),
    db
      .select({
        weekStart: sql<string>`to_char(date_trunc('week', ${organizations.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        count: count(),
      })
      .from(organizations)
      .where(sql`${organizations.createdAt} >= ${firstWeek}::date`)
      .groupBy(sql`1`),
    db.select({ total: count() }).from(profiles),
    db.select({ total: count() }).from(projects),
  ]);
  const sum = (figure: 'count' | 'active' | 'suspended' | 'lastSevenDays' | 'thisWeek') =>
    tiers.reduce((n, row) => n + row[figure], 0);
  const total = sum('count');
  const active = sum('active');
  const per = (value: number) => (total === 0 ? 0 : round1(value / total));
  const byWeek = new Map(weeks.map((w) => [w.weekStart, w.count]));
  return {
    distribution: SUBSCRIPTION_TIERS.map((tier) => {
      const tierCount = tiers.find((t) => t.tier === tier)?.count ?? 0;
      return {
        tier,
        count: tierCount,
        percentage: total === 0 ? 0 : round1((tierCount / total) * 100),
      };
    }),
    signUpsLast7Days: sum('lastSevenDays'),
    active,
    suspended: sum('suspended'),
    averageUsersPerOrganization: per(people?.total ?? 0),
    growthThisWeek: sum('thisWeek'),
    activeRate: total === 0 ? 0 : round1((active / total) * 100),
    averageProjectsPerOrganization: per(projectCount?.total ?? 0),
    signUpsPerWeek: Array.from({ length: SIGN_UP_WEEKS }, (_, i) => {
      const weekStart = addDays(firstWeek, 7 * i);
      return { weekStart, count: byWeek.get(weekStart) ?? 0 };
    }),
  };
}
