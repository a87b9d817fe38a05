import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Holiday,
  type holidayInputSchema,
  ORGANIZATION_NOT_FOUND,
  type WorkingCalendar,
  type workingCalendarInputSchema,
} from '../../../shared/schemas/organization';
import type { Database } from '../../db/client';
import { holidays, organizations } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { isUniqueViolation } from '../time/checks';

export const HOLIDAY_NOT_FOUND = 'Holiday not found';
export const HOLIDAY_DATE_TAKEN = 'A holiday on this date already exists';

type HolidayRow = typeof holidays.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

const dateTaken = () =>
  new AppError('conflict', HOLIDAY_DATE_TAKEN, [{ path: 'date', message: HOLIDAY_DATE_TAKEN }]);

/** The organization's working weekdays and the utilization targets people default to. */
export function getWorkingCalendar(db: Database, ctx: TenantContext): Promise<WorkingCalendar> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, ctx.organizationId));
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    return toCalendar(row);
  });
}

/** Changes what of the working calendar the input names; the audit row keeps both sides. */
export function updateWorkingCalendar(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof workingCalendarInputSchema>,
): Promise<WorkingCalendar> {
  return withTenant(db, ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, ctx.organizationId))
      .for('update');
    if (!before) throw notFound(ORGANIZATION_NOT_FOUND);
    const changes = {
      ...(input.workingWeekdays ? { workingWeekdays: input.workingWeekdays } : {}),
      ...(input.defaultTargetHoursPerWeek !== undefined
        ? { defaultTargetHoursPerWeek: input.defaultTargetHoursPerWeek.toFixed(2) }
        : {}),
      ...(input.defaultTargetBillablePercentage !== undefined
        ? { defaultTargetBillablePercentage: input.defaultTargetBillablePercentage }
        : {}),
    };
    if (Object.keys(changes).length === 0) return toCalendar(before);
    const [after] = await tx
      .update(organizations)
      .set(changes)
      .where(eq(organizations.id, ctx.organizationId))
      .returning();
    const oldCalendar = toCalendar(before);
    const newCalendar = toCalendar(after!);
    const changed = (Object.keys(changes) as (keyof WorkingCalendar)[]).filter(
      (key) => JSON.stringify(oldCalendar[key]) !== JSON.stringify(newCalendar[key]),
    );
    if (changed.length) {
      await auditUpdate(tx, ctx, {
        entityType: 'organization',
        entityId: ctx.organizationId,
        oldValues: Object.fromEntries(changed.map((key) => [key, oldCalendar[key]])),
        newValues: Object.fromEntries(changed.map((key) => [key, newCalendar[key]])),
      });
    }
    return newCalendar;
  });
}

/** The organization's holidays by date, optionally between two days (both included). */
export function findHolidays(
  db: Database,
  ctx: TenantContext,
  range: { from?: string; to?: string } = {},
): Promise<Holiday[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(holidays)
      .where(
        and(
          eq(holidays.organizationId, ctx.organizationId),
          range.from ? gte(holidays.date, range.from) : undefined,
          range.to ? lte(holidays.date, range.to) : undefined,
        ),
      )
      .orderBy(asc(holidays.date));
    return rows.map(toHoliday);
  });
}

export async function createHoliday(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof holidayInputSchema>,
): Promise<Holiday> {
  try {
    return await withTenant(db, ctx, async (tx) => {
      const [same] = await tx
        .select({ id: holidays.id })
        .from(holidays)
        .where(and(eq(holidays.organizationId, ctx.organizationId), eq(holidays.date, input.date)));
      if (same) throw dateTaken();
      const [row] = await tx
        .insert(holidays)
        .values({ organizationId: ctx.organizationId, date: input.date, name: input.name })
        .returning();
      await auditCreate(tx, ctx, {
        entityType: 'holiday',
        entityId: row!.id,
        newValues: { date: row!.date, name: row!.name },
      });
      return toHoliday(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'holidays_org_date_idx')) throw dateTaken();
    throw error;
  }
}

export function deleteHoliday(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const [before] = await tx
      .delete(holidays)
      .where(and(eq(holidays.id, id), eq(holidays.organizationId, ctx.organizationId)))
      .returning();
    if (!before) throw notFound(HOLIDAY_NOT_FOUND);
    await auditDelete(tx, ctx, {
      entityType: 'holiday',
      entityId: id,
      oldValues: { date: before.date, name: before.name },
    });
  });
}

function toCalendar(row: OrganizationRow): WorkingCalendar {
  return {
    workingWeekdays: [...row.workingWeekdays].sort((a, b) => a - b),
    defaultTargetHoursPerWeek: Number(row.defaultTargetHoursPerWeek),
    defaultTargetBillablePercentage: row.defaultTargetBillablePercentage,
  };
}

function toHoliday(row: HolidayRow): Holiday {
  return { id: row.id, date: row.date, name: row.name, createdAt: row.createdAt.toISOString() };
}
