import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { targetInputSchema } from '../../../shared/schemas/resources';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { utilizationTargets } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { RESOURCE_NOT_FOUND } from './service';

// A person's own utilization target (hours a week, billable %), over the organization's default.

type TargetInput = z.output<typeof targetInputSchema>;

/** The person of the address, of the caller's organization; 404 for anyone else. */
async function personOf(tx: Transaction, ctx: TenantContext, resourceId: string) {
  const [person] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, resourceId), eq(profiles.organizationId, ctx.organizationId)));
  if (!person) throw notFound(RESOURCE_NOT_FOUND);
}

export function setTarget(
  db: Database,
  ctx: TenantContext,
  resourceId: string,
  input: TargetInput,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await personOf(tx, ctx, resourceId);
    const [before] = await tx
      .select()
      .from(utilizationTargets)
      .where(
        and(
          eq(utilizationTargets.resourceId, resourceId),
          eq(utilizationTargets.organizationId, ctx.organizationId),
        ),
      )
      .for('update');
    const values = {
      targetHoursPerWeek: String(input.hoursPerWeek),
      targetBillablePercentage: input.billablePercentage,
    };
    const newValues = {
      hoursPerWeek: input.hoursPerWeek,
      billablePercentage: input.billablePercentage,
    };
    if (before) {
      await tx
        .update(utilizationTargets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(utilizationTargets.id, before.id));
      await auditUpdate(tx, ctx, {
        entityType: 'utilization_target',
        entityId: before.id,
        oldValues: {
          hoursPerWeek: Number(before.targetHoursPerWeek),
          billablePercentage: before.targetBillablePercentage,
        },
        newValues,
      });
    } else {
      const [row] = await tx
        .insert(utilizationTargets)
        .values({ organizationId: ctx.organizationId, resourceId, ...values })
        .returning();
      await auditCreate(tx, ctx, {
        entityType: 'utilization_target',
        entityId: row!.id,
        newValues: { resourceId, ...newValues },
      });
    }
  });
}

/** Back to the organization's defaults: the person's own target row goes. */
export function clearTarget(db: Database, ctx: TenantContext, resourceId: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await personOf(tx, ctx, resourceId);
    const [row] = await tx
      .delete(utilizationTargets)
      .where(
        and(
          eq(utilizationTargets.resourceId, resourceId),
          eq(utilizationTargets.organizationId, ctx.organizationId),
        ),
      )
      .returning();
    if (row)
      await auditDelete(tx, ctx, {
        entityType: 'utilization_target',
        entityId: row.id,
        oldValues: {
          resourceId,
          hoursPerWeek: Number(row.targetHoursPerWeek),
          billablePercentage: row.targetBillablePercentage,
        },
      });
  });
}
