import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TimeOff,
  timeOffInputSchema,
  TimeOffPage,
  timeOffQuerySchema,
} from '../../../shared/schemas/resources';
import type { Database, Executor } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { likePattern, pageWindow } from '../../db/paging';
import { timeOff } from '../../db/schema/resources';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete } from '../audit/change';
import { checkResource } from './service';

// People's time off: days they are away, which reduce their capacity on the heat map.

export const TIME_OFF_NOT_FOUND = 'Time off not found';

type TimeOffInput = z.output<typeof timeOffInputSchema>;
type TimeOffQuery = z.output<typeof timeOffQuerySchema>;

const TIME_OFF_COLUMNS = {
  id: timeOff.id,
  resourceId: timeOff.resourceId,
  startDate: timeOff.startDate,
  endDate: timeOff.endDate,
  reason: timeOff.reason,
};

/**
 * The organization's time off, earliest first: what has not ended by `from` (a day), of the
 * people `of`; placeholders for them, in the capacity page's prepared statement.
 */
export function timeOffOf(
  executor: Executor,
  { organizationId, from, of }: { organizationId: SQLWrapper; from: SQLWrapper; of: Placeholder },
) {
  return executor
    .select(TIME_OFF_COLUMNS)
    .from(timeOff)
    .where(
      and(
        eq(timeOff.organizationId, organizationId),
        gte(timeOff.endDate, from),
        anyOf(timeOff.resourceId, of),
      ),
    )
    .orderBy(asc(timeOff.startDate));
}

/** A page of the organization's time off, latest start first, of one person if asked. */
export function findTimeOff(
  db: Database,
  ctx: TenantContext,
  query: TimeOffQuery,
): Promise<TimeOffPage> {
  return withTenant(db, ctx, async (tx) => {
    const where = and(
      eq(timeOff.organizationId, ctx.organizationId),
      query.resourceId ? eq(timeOff.resourceId, query.resourceId) : undefined,
      query.search ? ilike(timeOff.reason, likePattern(query.search)) : undefined,
    );
    const order = query.direction === 'asc' ? asc : desc;
    const { limit, offset } = pageWindow(query);
    const rows = await tx
      .select(TIME_OFF_COLUMNS)
      .from(timeOff)
      .where(where)
      .orderBy(order(timeOff.startDate), order(timeOff.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ total: count() }).from(timeOff).where(where);
    return { rows, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
  });
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
