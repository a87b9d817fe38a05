import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE_LABELS, type Role } from '../../../shared/roles';
import { ORGANIZATION_NOT_FOUND } from '../../../shared/schemas/organization';
import {
  EMAIL_TAKEN,
  type newPersonSchema,
  type Person,
  type PersonChoice,
  type personChoiceQuerySchema,
  type PersonPage,
  type personQuerySchema,
} from '../../../shared/schemas/people';

export { EMAIL_TAKEN };
import { insertSetPasswordTokens, newSetPasswordToken } from '../../auth/invitations';
import { anyOf } from '../../db/column-arrays';
import type { Database, Executor } from '../../db/client';
import { insertByColumns } from '../../db/insert-by-columns';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import {
  countBeside,
  likePattern,
  pageOrder,
  type PageShape,
  pageShape,
  pageTotal,
  pageValues,
} from '../../db/paging';
import { authUsers } from '../../db/schema/auth';
import { organizations, profiles, userRoles } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { enqueueMails } from '../../mail/outbox';
import { auditCreateAll } from '../audit/change';
import { placeOf } from './place';

type NewPerson = z.output<typeof newPersonSchema>;
type PersonQuery = z.output<typeof personQuerySchema>;
type PersonChoiceQuery = z.output<typeof personChoiceQuerySchema>;
type Profile = typeof profiles.$inferSelect;

/**
 * Adds a person to the caller's organization: a sign-in with no password yet, the profile, the
 * role, an invitation mail with a set-password link, and the audit row, in one transaction.
 * Runs as the server (sign-in tables are out of the request role's reach) with the
 * organization taken from the caller's context only.
 */
export async function createPerson(
  db: Database,
  ctx: TenantContext,
  input: NewPerson,
  publicUrl: string,
): Promise<Person> {
  return db.transaction(async (tx) => {
    const email = input.email.toLowerCase();
    if (await unsafeIsEmailTaken(tx, email))
      throw new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    const inviter = await inviterOf(tx, ctx);
    const profile = await insertInvitedPerson(tx, ctx, inviter, { ...input, email }, publicUrl);
    return toPerson(profile, [input.role]);
  });
}

/**
 * The sign-in accounts of these emails, whichever organization they belong to. Unsafe (not
 * scoped) on purpose: one email signs in one person across all organizations, so adding a
 * person (by hand or by import) must know an email taken elsewhere.
 */
export function unsafeFindAccountsByEmail(tx: Executor, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  // One array parameter, not one a value: an import looks up 10,000 emails at once.
  return tx
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(anyOf(authUsers.email, emails));
}

async function unsafeIsEmailTaken(tx: Executor, email: string): Promise<boolean> {
  return (await unsafeFindAccountsByEmail(tx, [email])).length > 0;
}

export type Inviter = { organizationName: string; actorName: string };

export async function inviterOf(tx: Executor, ctx: TenantContext): Promise<Inviter> {
  const [org] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, ctx.organizationId));
  if (!org) throw new AppError('not_found', ORGANIZATION_NOT_FOUND);
  const [actor] = await tx
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.id, ctx.actorId), eq(profiles.organizationId, ctx.organizationId)));
  return { organizationName: org.name, actorName: actor?.fullName ?? 'An administrator' };
}

/**
 * The rows of one invited person, in the caller's (server) transaction; the email must be free.
 * Used by the Users page, the setup wizard and the resources import alike.
 */
export async function insertInvitedPerson(
  tx: Executor,
  ctx: TenantContext,
  inviter: Inviter,
  input: NewPerson,
  publicUrl: string,
): Promise<Profile> {
  const [profile] = await insertInvitedPeople(tx, ctx, inviter, [input], publicUrl);
  return profile!;
}

/**
 * Where an invited person sits: the department and team texts, and the ids of the
 * organization's department and team (an import finds them by the texts, writePeopleRows).
 */
type Placement = {
  department: string | null;
  team: string | null;
  departmentId: string | null;
  teamId: string | null;
};

/** Where a person added by hand sits: the department and team picked, else the texts given. */
async function placementOf(tx: Executor, ctx: TenantContext, input: NewPerson): Promise<Placement> {
  const departmentId = input.departmentId ?? null;
  const teamId = input.teamId ?? null;
  if (!departmentId && !teamId)
    return { department: input.department ?? null, team: input.team ?? null, departmentId, teamId };
  return { ...(await placeOf(tx, ctx, departmentId, teamId)), departmentId, teamId };
}

/**
 * Invited people, each as insertInvitedPerson makes one (sign-in, profile, role, set-password
 * link, invitation mail, audit row), a statement a table (insertByColumns): a 10,000-row
 * resources import sent 70,000 statements one person after another (35 s), and now sends 7.
 * A person with a `placement` is placed as it says, with no statement of its own.
 */
export async function insertInvitedPeople(
  tx: Executor,
  ctx: TenantContext,
  inviter: Inviter,
  inputs: readonly (NewPerson & { placement?: Placement })[],
  publicUrl: string,
): Promise<Profile[]> {
  const people: { id: string; input: NewPerson; email: string; token: string }[] = [];
  const profileRows: (typeof profiles.$inferInsert)[] = [];
  for (const input of inputs) {
    const id = randomUUID();
    const email = input.email.trim().toLowerCase();
    people.push({ id, input, email, token: newSetPasswordToken() });
    const place = input.placement ?? (await placementOf(tx, ctx, input));
    profileRows.push({
      id,
      organizationId: ctx.organizationId,
      fullName: input.fullName,
      email: input.email,
      employeeId: input.employeeId ?? null,
      jobTitle: input.jobTitle ?? null,
      ...place,
      hourlyCost: input.hourlyCost == null ? null : input.hourlyCost.toFixed(2),
      locationCountry: input.locationCountry ?? null,
      managerEmail: input.managerEmail ?? null,
    });
  }
  await insertByColumns(
    tx,
    authUsers,
    people.map((p) => ({
      id: p.id,
      email: p.email,
      name: p.input.fullName.trim(),
      emailVerified: false,
    })),
  );
  await insertByColumns(tx, profiles, profileRows);
  await insertByColumns(
    tx,
    userRoles,
    people.map((p) => ({
      userId: p.id,
      organizationId: ctx.organizationId,
      role: p.input.role,
    })),
  );
  await insertSetPasswordTokens(tx, people);
  await enqueueMails(
    tx,
    'role_assignment',
    people.map((p) => ({
      to: p.input.email,
      data: {
        recipientName: p.input.fullName,
        roleName: ROLE_LABELS[p.input.role],
        organizationName: inviter.organizationName,
        assignedBy: inviter.actorName,
        setPasswordUrl: `${publicUrl}/reset-password?token=${p.token}`,
      },
    })),
  );
  await auditCreateAll(
    tx,
    ctx,
    people.map((p) => ({
      entityType: 'user',
      entityId: p.id,
      newValues: { email: p.input.email, fullName: p.input.fullName, role: p.input.role },
    })),
  );
  const inserted = await tx
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, ctx.organizationId),
        anyOf(
          profiles.id,
          people.map((p) => p.id),
        ),
      ),
    );
  const byId = new Map(inserted.map((profile) => [profile.id, profile]));
  return people.map((p) => byId.get(p.id)!);
}

/** The organization's people with their roles, by name. */
const PERSON_SORTS = {
  fullName: profiles.fullName,
  email: profiles.email,
  department: profiles.department,
  team: profiles.team,
  hourlyCost: profiles.hourlyCost,
  createdAt: profiles.createdAt,
} as const;

/**
 * A page of the organization's people with their roles, searched by name, email, job title,
 * department or team, of one status if asked, sorted (by name by default).
 */
export function findPeople(
  db: Database,
  ctx: TenantContext,
  query: PersonQuery,
): Promise<PersonPage> {
  return withTenant(db, ctx, async (tx) => {
    const shape = { ...pageShape(query), status: query.status !== undefined };
    const statements = preparedForShape(tx, 'people_page', shape, preparePersonPage);
    const values = {
      organizationId: ctx.organizationId,
      active: query.status === 'active',
      ...pageValues(query),
    };
    const rows = await statements.page.execute(values);
    return {
      rows: rows.map((row) => toPerson(row.person, row.roles)),
      total: await pageTotal(rows, values.offset, () => statements.total.execute(values)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/**
 * A page of people with each one's roles and how many match, in one statement, and the count
 * alone for a page past the last; with placeholders for the organization, the status, the
 * search's pattern and the window. Planned on every call (PLANNED_EACH_CALL).
 */
function preparePersonPage(
  executor: Executor,
  shape: PageShape<PersonQuery['sort']> & { status: boolean },
) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(profiles.organizationId, sql.placeholder('organizationId')),
    shape.status ? eq(profiles.isActive, sql.placeholder('active')) : undefined,
    shape.search
      ? or(
          ilike(profiles.fullName, pattern),
          ilike(profiles.email, pattern),
          ilike(profiles.jobTitle, pattern),
          ilike(profiles.department, pattern),
          ilike(profiles.team, pattern),
        )
      : undefined,
  );
  // Active before inactive when ascending, as the Status column reads.
  const order =
    shape.sort === 'status'
      ? [
          (shape.direction === 'asc' ? desc : asc)(profiles.isActive),
          asc(profiles.fullName),
          asc(profiles.id),
        ]
      : pageOrder(PERSON_SORTS[shape.sort], shape.direction, profiles.id);
  const counted = executor.select({ total: count() }).from(profiles).where(where);
  const page = executor
    .select({
      person: profiles,
      roles: sql<Role[]>`array(select ${userRoles.role} from ${userRoles}
        where ${userRoles.userId} = ${profiles.id} order by ${userRoles.role})`,
      total: countBeside(counted),
    })
    .from(profiles)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return { page: page.prepare(PLANNED_EACH_CALL), total: counted.prepare(PLANNED_EACH_CALL) };
}

/**
 * People to pick from (an assignee, an effort line's resource, whose time to export): active
 * ones unless asked, by name, at most `limit`.
 */
export function findPersonChoices(
  db: Database,
  ctx: TenantContext,
  query: PersonChoiceQuery,
): Promise<PersonChoice[]> {
  return withTenant(db, ctx, async (tx) => {
    const pattern = query.search ? likePattern(query.search) : null;
    const rows = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        hourlyCost: profiles.hourlyCost,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.organizationId, ctx.organizationId),
          query.withInactive ? undefined : eq(profiles.isActive, true),
          pattern
            ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern))
            : undefined,
        ),
      )
      .orderBy(asc(profiles.fullName), asc(profiles.id))
      .limit(query.limit);
    return rows.map((row) => ({
      ...row,
      hourlyCost: row.hourlyCost == null ? null : Number(row.hourlyCost),
    }));
  });
}

export function toPerson(row: typeof profiles.$inferSelect, roles: Role[]): Person {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    employeeId: row.employeeId,
    jobTitle: row.jobTitle,
    department: row.department,
    team: row.team,
    hourlyCost: row.hourlyCost == null ? null : Number(row.hourlyCost),
    locationCountry: row.locationCountry,
    departmentId: row.departmentId,
    teamId: row.teamId,
    roles,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
