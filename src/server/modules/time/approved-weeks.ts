import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { WEEK_LOCKED } from '../../../shared/schemas/time';
import type { Transaction } from '../../db/client';
import { timesheetWeeks } from '../../db/schema/time';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';

type Stretch = { start: Date; end: Date | null };

/**
 * 409 when any of the stretches touches an approved week of the person, weeks running Monday
 * to Sunday in their time zone. A running timer's stretch is its start.
 */
export async function refuseApprovedWeeks(
  tx: Transaction,
  ctx: TenantContext,
  userId: string,
  timeZone: string | SQL,
  stretches: readonly Stretch[],
): Promise<void> {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const spans = stretches.map(({ start, end }) => {
    // The end is exclusive: a session ending at Monday 00:00 stays in the week before.
    const last = end ? new Date(Math.max(start.getTime(), end.getTime() - 1)) : start;
    return { first: at(start), last: at(last) };
  });
  if (spans.length === 0) return;
  const [approved] = await tx
    .select({ id: timesheetWeeks.id })
    .from(timesheetWeeks)
    .where(approvedWeeksTouching(ctx.organizationId, userId, timeZone, spans))
    .limit(1);
  if (approved) throw new AppError('conflict', WEEK_LOCKED);
}

/**
 * The person's approved weeks from the week of `first` to the week of `last` (timestamptz
 * expressions) of any span, in their time zone; a prepared statement passes placeholders.
 */
export function approvedWeeksTouching(
  organizationId: string | SQLWrapper,
  userId: string | SQLWrapper,
  timeZone: string | SQL,
  spans: readonly { first: SQL; last: SQL }[],
): SQL {
  const weekOf = (instant: SQL) =>
    sql`date_trunc('week', ${instant} at time zone ${timeZone})::date`;
  return and(
    eq(timesheetWeeks.organizationId, organizationId),
    eq(timesheetWeeks.userId, userId),
    eq(timesheetWeeks.status, 'approved'),
    sql`(${sql.join(
      spans.map(
        ({ first, last }) =>
          sql`${timesheetWeeks.weekStart} between ${weekOf(first)} and ${weekOf(last)}`,
      ),
      sql` or `,
    )})`,
  )!;
}

/** 409 when the person's week starting `weekStart` is approved. */
export async function refuseApprovedWeek(
  tx: Transaction,
  ctx: TenantContext,
  userId: string,
  weekStart: string,
): Promise<void> {
  const [approved] = await tx
    .select({ id: timesheetWeeks.id })
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.organizationId, ctx.organizationId),
        eq(timesheetWeeks.userId, userId),
        eq(timesheetWeeks.weekStart, weekStart),
        eq(timesheetWeeks.status, 'approved'),
      ),
    );
  if (approved) throw new AppError('conflict', WEEK_LOCKED);
}
