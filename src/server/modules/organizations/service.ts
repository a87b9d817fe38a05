import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ORGANIZATION_NOT_FOUND,
  type organizationSettingsSchema,
} from '../../../shared/schemas/organization';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditUpdate } from '../audit/change';

type Organization = typeof organizations.$inferSelect;

export async function getOrganization(db: Database, ctx: TenantContext): Promise<Organization> {
  const [row] = await withTenant(db, ctx, (tx) =>
    tx.select().from(organizations).where(eq(organizations.id, ctx.organizationId)),
  );
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}

/** Saves the details an organization may change itself (not its subdomain or subscription). */
export function updateOrganization(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof organizationSettingsSchema>,
): Promise<Organization> {
  return withTenant(db, ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, ctx.organizationId))
      .for('update');
    if (!before) throw notFound(ORGANIZATION_NOT_FOUND);
    const changes = {
      name: input.name,
      orgType: input.orgType ?? null,
      locationCountry: input.locationCountry,
      numEmployees: input.numEmployees ?? null,
      ...(input.revenueCurrency ? { revenueCurrency: input.revenueCurrency } : {}),
    };
    const [after] = await tx
      .update(organizations)
      .set(changes)
      .where(eq(organizations.id, ctx.organizationId))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'organization',
      entityId: ctx.organizationId,
      oldValues: pick(before, changes),
      newValues: changes,
    });
    return after!;
  });
}

export function completeSetup(db: Database, ctx: TenantContext): Promise<Organization> {
  return withTenant(db, ctx, async (tx) => {
    const [after] = await tx
      .update(organizations)
      .set({ setupCompleted: true })
      .where(eq(organizations.id, ctx.organizationId))
      .returning();
    if (!after) throw notFound(ORGANIZATION_NOT_FOUND);
    await auditUpdate(tx, ctx, {
      entityType: 'organization',
      entityId: ctx.organizationId,
      newValues: { setupCompleted: true },
    });
    return after;
  });
}

function pick<T extends object>(row: T, like: object): Partial<T> {
  return Object.fromEntries(
    Object.keys(like).map((key) => [key, row[key as keyof T]]),
  ) as Partial<T>;
}
