import { and, asc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { TimeOff, timeOffInputSchema } from '../../../shared/schemas/resources';
import type { Database, Transaction } from '../../db/client';
import { timeOff } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import { checkResource } from './service';

// People's time off: days they are away, which reduce their capacity on the heat map.

export const TIME_OFF_NOT_FOUND = 'Time off not found';

type TimeOffInput = z.output<typeof timeOffInputSchema>;

/** Every stretch of time off of the organization, earliest first. */
/** The organization's time off, or only what has not ended by `from` (a day) when given. */
export function timeOffOf(tx: Transaction, ctx: TenantContext, from?: string): Promise<TimeOff[]> {
  return tx
    .select({
      id: timeOff.id,
      resourceId: timeOff.resourceId,
      startDate: timeOff.startDate,
      endDate: timeOff.endDate,
      reason: timeOff.reason,
    })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.organizationId, ctx.organizationId),
        from ? gte(timeOff.endDate, from) : undefined,
      ),
    )
    .orderBy(asc(timeOff.startDate));
}

export function findTimeOff(db: Database, ctx: TenantContext): Promise<TimeOff[]> {
  return withTenant(db, ctx, (tx) => timeOffOf(tx, ctx));
}

export function addTimeOff(
  db: Database,
  ctx: TenantContext,
  input: TimeOffInput,
): Promise<TimeOff> {
  return withTenant(db, ctx, async (tx) => {
    await checkResource(tx, ctx, input.resourceId);
    const values = {
      resourceId: input.resourceId,
      startDate: input.startDate,
      endDate: input.endDate,
      reason: input.reason ?? null,
    };
    const [row] = await tx
      .insert(timeOff)
      .values({ organizationId: ctx.organizationId, createdBy: ctx.actorId, ...values })
      .returning();
    await auditCreate(tx, ctx, { entityType: 'time_off', entityId: row!.id, newValues: values });
    return { id: row!.id, ...values };
  });
}

export function deleteTimeOff(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .delete(timeOff)
      .where(and(eq(timeOff.id, id), eq(timeOff.organizationId, ctx.organizationId)))
      .returning();
    if (!row) throw notFound(TIME_OFF_NOT_FOUND);
    await auditDelete(tx, ctx, {
      entityType: 'time_off',
      entityId: id,
      oldValues: {
        resourceId: row.resourceId,
        startDate: row.startDate,
        endDate: row.endDate,
        reason: row.reason,
      },
    });
  });
}
