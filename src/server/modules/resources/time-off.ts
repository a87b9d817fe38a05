import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  type Placeholder,
  sql,
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
import { pageValues, readPage } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
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
    const shape: TimeOffPageShape = {
      person: query.resourceId !== undefined,
      search: Boolean(query.search),
      direction: query.direction,
    };
    const statements = preparedForShape(tx, 'time_off_page', shape, prepareTimeOffPage);
    const values = {
      organizationId: ctx.organizationId,
      resourceId: query.resourceId ?? null,
      ...pageValues(query),
    };
    const { rows, total } = await readPage(statements, values);
    return { rows, total, page: query.page, pageSize: query.pageSize };
  });
}

/** What a page of time off's statements depend on besides their values: each built once. */
type TimeOffPageShape = { person: boolean; search: boolean; direction: 'asc' | 'desc' };

/**
 * A page of time off and the count of all it is taken from, with placeholders for the
 * organization, the person, the search's pattern and the window; planned on every call
 * (PLANNED_EACH_CALL).
 */
function prepareTimeOffPage(executor: Executor, shape: TimeOffPageShape) {
  const where = and(
    eq(timeOff.organizationId, sql.placeholder('organizationId')),
    shape.person ? eq(timeOff.resourceId, sql.placeholder('resourceId')) : undefined,
    shape.search ? ilike(timeOff.reason, sql.placeholder('pattern')) : undefined,
  );
  const order = shape.direction === 'asc' ? asc : desc;
  const page = executor
    .select(TIME_OFF_COLUMNS)
    .from(timeOff)
    .where(where)
    .orderBy(order(timeOff.startDate), order(timeOff.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor.select({ total: count() }).from(timeOff).where(where);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
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
