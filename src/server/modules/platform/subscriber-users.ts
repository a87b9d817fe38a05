import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/roles';
import { EMAIL_TAKEN, USER_NOT_FOUND } from '../../../shared/schemas/people';
import {
  type PlatformUser,
  type PlatformUserPage,
  type platformUserQuerySchema,
  type platformUserUpdateSchema,
} from '../../../shared/schemas/platform';
import type { Database, Executor } from '../../db/client';
import { pageOrder, type PageShape, pageShape, pageValues, readNearerEnd } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { authUsers } from '../../db/schema/auth';
import { organizations, profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../time/checks';
import { auditPlatform, type PlatformActor } from './audit';

type Query = z.output<typeof platformUserQuerySchema>;
type Update = z.output<typeof platformUserUpdateSchema>;

// The platform's subscribers are the people who run an organization: its admins, flagged by
// the triggers of migration 0019.
const isAdmin = sql`${profiles.isOrganizationAdmin}`;
// Spelled out: Drizzle may name a column without its table, which a subquery reads as its own.
const rolesOf = sql<
  Role[]
>`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = "profiles"."id"), '{}')`;

/**
 * People whose name or email, or whose organization's name, holds `pattern`: one condition on
 * the text the triggers of migration 0018 keep of the three, which its trigram index answers
 * when few match and which costs little to test on each row when most do.
 */
const matching = (pattern: SQLWrapper) => sql`${profiles.platformSearch} like lower(${pattern})`;

const columns = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  organizationId: profiles.organizationId,
  organization: organizations.name,
  jobTitle: profiles.jobTitle,
  roles: rolesOf,
  isActive: profiles.isActive,
  createdAt: profiles.createdAt,
};

// The organization's name as the person keeps it (migration 0022), in an index of the admins.
const SORTS = {
  fullName: profiles.fullName,
  organization: profiles.organizationName,
  createdAt: profiles.createdAt,
} as const;

type Row = Omit<PlatformUser, 'createdAt'> & { createdAt: Date };

/** Written out, field by field: a spread of each row costs some 3 µs on Node 20. */
const toUser = (row: Row): PlatformUser => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  organizationId: row.organizationId,
  organization: row.organization,
  jobTitle: row.jobTitle,
  roles: row.roles,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** One page of organization admins across the platform, searched by name, email or organization. */
export async function unsafeListPlatformUsers(
  db: Database,
  query: Query,
): Promise<PlatformUserPage> {
  // Each sort's columns are never empty, as readNearerEnd needs: 4,000 pages on the bench's
  // platform, whose last ones it reads from the end.
  const statementsFor = (direction: Query['direction']) =>
    preparedForShape(
      db,
      'platform_users_page',
      { ...pageShape(query), direction },
      preparePlatformUserPage,
    );
  const { rows, total } = await readNearerEnd(statementsFor, query.direction, pageValues(query));
  return {
    rows: rows.map(toUser),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A page of organization admins and their count, with placeholders for the search's pattern
 * and the window; planned on every call (PLANNED_EACH_CALL). The page's ids are found first, on
 * the columns that sort them alone: the rest (roles, organization) is read for those 25 rows,
 * not for every row the offset skips (25,000 of them on page 1,000). The admins are those
 * flagged (migration 0019), the entries of the partial indexes in each order.
 */
function preparePlatformUserPage(executor: Executor, shape: PageShape<Query['sort']>) {
  const admins = and(isAdmin, shape.search ? matching(sql.placeholder('pattern')) : undefined);
  const order = pageOrder(SORTS[shape.sort], shape.direction, profiles.id);
  const ids = executor
    .select({ id: profiles.id })
    .from(profiles)
    .where(admins)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const page = executor
    .select(columns)
    .from(ids)
    .innerJoin(profiles, eq(profiles.id, ids.id))
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .orderBy(...order);
  const total = executor.select({ total: count() }).from(profiles).where(admins);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
}

async function platformUser(tx: Executor, id: string): Promise<Row> {
  const [row] = await tx
    .select(columns)
    .from(profiles)
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(and(eq(profiles.id, id), isAdmin));
  if (!row) throw new AppError('not_found', USER_NOT_FOUND);
  return row;
}

/**
 * The tenant context for acting on an organization admin from the console: their organization,
 * with the platform administrator as the actor (so the organization's own audit log shows who).
 */
export async function unsafeContextForAdmin(
  db: Database,
  actor: PlatformActor,
  id: string,
): Promise<TenantContext> {
  const user = await platformUser(db, id);
  return {
    organizationId: user.organizationId,
    actorId: actor.userId,
    roles: [],
    ip: actor.ip,
    userAgent: actor.userAgent,
  };
}

/** Edit User Details: name, email (their sign-in too) and job title. */
export async function unsafeUpdatePlatformUser(
  db: Database,
  actor: PlatformActor,
  id: string,
  input: Update,
): Promise<PlatformUser> {
  try {
    return await db.transaction(async (tx) => {
      const before = await platformUser(tx, id);
      const email = input.email.toLowerCase();
      await tx
        .update(profiles)
        .set({ fullName: input.fullName, email, jobTitle: input.jobTitle ?? null })
        .where(eq(profiles.id, id));
      await tx.update(authUsers).set({ name: input.fullName, email }).where(eq(authUsers.id, id));
      const after = await platformUser(tx, id);
      const shown = (row: Row) => ({
        fullName: row.fullName,
        email: row.email,
        jobTitle: row.jobTitle,
        organization: row.organization,
      });
      await auditPlatform(tx, actor, 'UPDATE', {
        entityType: 'user',
        entityId: id,
        oldValues: shown(before),
        newValues: shown(after),
      });
      return toUser(after);
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'auth_users_email_unique') ||
      isUniqueViolation(error, 'profiles_org_email_idx')
    )
      throw new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    throw error;
  }
}

/** The admin as the console lists them, after a change made elsewhere. */
export async function unsafeGetPlatformUser(db: Database, id: string): Promise<PlatformUser> {
  return toUser(await platformUser(db, id));
}
