import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/roles';
import {
  LAST_ADMIN,
  type Person,
  type personUpdateSchema,
  USER_NOT_FOUND,
} from '../../../shared/schemas/people';
import { createSetPasswordToken } from '../../auth/invitations';
import type { Database, Executor } from '../../db/client';
import { authSessions } from '../../db/schema/auth';
import { profiles, userRoles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { auditUpdate } from '../audit/change';
import { placeOf } from './place';
import { toPerson } from './service';

type Update = z.output<typeof personUpdateSchema>;

// These run as the server (sign-in sessions are out of the request role's reach), so every
// statement names the caller's organization itself.

/** The person of the caller's organization, locked for the change; 404 for anyone else's. */
async function lockedPerson(tx: Executor, ctx: TenantContext, id: string) {
  const [row] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.organizationId, ctx.organizationId)))
    .for('update');
  if (!row) throw new AppError('not_found', USER_NOT_FOUND);
  return row;
}

async function rolesOf(tx: Executor, userId: string): Promise<Role[]> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role as Role).sort();
}

/**
 * Refuses a change that would leave the organization without an active admin. The other
 * active admins are locked first, so two admins demoting each other at once cannot both pass.
 */
async function keepAnActiveAdmin(tx: Executor, ctx: TenantContext, leaving: string) {
  const others = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'admin')))
    .where(
      and(
        eq(profiles.organizationId, ctx.organizationId),
        eq(profiles.isActive, true),
        ne(profiles.id, leaving),
      ),
    )
    .for('update', { of: profiles });
  if (others.length === 0) throw new AppError('conflict', LAST_ADMIN);
}

/** Edit User: the fields given, roles replaced when given; the last active admin stays one. */
export function updatePerson(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: Update,
): Promise<Person> {
  return db.transaction(async (tx) => {
    const before = await lockedPerson(tx, ctx, id);
    const rolesBefore = await rolesOf(tx, id);
    const values: Partial<typeof profiles.$inferInsert> = {};
    if (input.fullName !== undefined) values.fullName = input.fullName;
    if (input.jobTitle !== undefined) values.jobTitle = input.jobTitle;
    if (input.hourlyCost !== undefined)
      values.hourlyCost = input.hourlyCost === null ? null : input.hourlyCost.toFixed(2);
    if (input.departmentId !== undefined || input.teamId !== undefined) {
      const departmentId =
        input.departmentId !== undefined ? input.departmentId : before.departmentId;
      const teamId = input.teamId !== undefined ? input.teamId : before.teamId;
      const place = await placeOf(tx, ctx, departmentId, teamId);
      Object.assign(values, { departmentId, teamId, ...place });
    }
    if (Object.keys(values).length > 0)
      await tx.update(profiles).set(values).where(eq(profiles.id, id));

    let roles = rolesBefore;
    if (input.roles) {
      roles = [...new Set(input.roles)].sort();
      if (rolesBefore.includes('admin') && !roles.includes('admin') && before.isActive)
        await keepAnActiveAdmin(tx, ctx, id);
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx
        .insert(userRoles)
        .values(roles.map((role) => ({ userId: id, organizationId: ctx.organizationId, role })));
    }
    const [after] = await tx.select().from(profiles).where(eq(profiles.id, id));
    const changed = (row: typeof before, r: Role[]) => ({
      fullName: row.fullName,
      jobTitle: row.jobTitle,
      department: row.department,
      team: row.team,
      hourlyCost: row.hourlyCost,
      roles: r,
    });
    await auditUpdate(tx, ctx, {
      entityType: 'user',
      entityId: id,
      oldValues: changed(before, rolesBefore),
      newValues: changed(after!, roles),
    });
    return toPerson(after!, roles);
  });
}

/**
 * Activates or deactivates a person. Deactivating deletes every session of theirs in the same
 * transaction, so they are signed out everywhere at once; the caller tells their open tabs.
 * The organization keeps an active admin, unless the platform console does it (`byPlatform`):
 * the platform may stop an organization's last admin.
 */
export function setActive(
  db: Database,
  ctx: TenantContext,
  id: string,
  isActive: boolean,
  { byPlatform = false } = {},
): Promise<Person> {
  return db.transaction(async (tx) => {
    const before = await lockedPerson(tx, ctx, id);
    const roles = await rolesOf(tx, id);
    if (!isActive && before.isActive && roles.includes('admin') && !byPlatform)
      await keepAnActiveAdmin(tx, ctx, id);
    const [after] = await tx
      .update(profiles)
      .set({ isActive })
      .where(eq(profiles.id, id))
      .returning();
    if (!isActive) await tx.delete(authSessions).where(eq(authSessions.userId, id));
    if (before.isActive !== isActive)
      await auditUpdate(tx, ctx, {
        entityType: 'user',
        entityId: id,
        oldValues: { isActive: before.isActive },
        newValues: { isActive },
      });
    return toPerson(after!, roles);
  });
}

const RESET_VALID_MS = 60 * 60_000;

/** Mails the person a link to choose a new password (valid for an hour), audited. */
export function sendPasswordReset(
  db: Database,
  ctx: TenantContext,
  id: string,
  publicUrl: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const person = await lockedPerson(tx, ctx, id);
    const token = await createSetPasswordToken(tx, id, RESET_VALID_MS);
    await enqueueMail(tx, 'password_reset', person.email, {
      fullName: person.fullName,
      resetUrl: `${publicUrl}/reset-password?token=${token}`,
    });
    await auditUpdate(tx, ctx, {
      entityType: 'user',
      entityId: id,
      newValues: { passwordResetSent: true },
    });
  });
}
