import { and, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { formatDuration } from '../../../shared/domain/parse-duration';
import { can, PERMISSIONS } from '../../../shared/permissions';
import { WEEK_LOCKED } from '../../../shared/schemas/time';
import {
  ALREADY_REVIEWED,
  ALREADY_SUBMITTED,
  OWN_TIMESHEET,
  type PendingTimesheetPage,
  type pendingTimesheetQuerySchema,
  TIMESHEET_NOT_FOUND,
  type timesheetReviewSchema,
  type TimesheetWeek,
} from '../../../shared/schemas/timesheets';
import type { Database, Executor, Transaction } from '../../db/client';
import { pageOrder, type PageShape, pageShape, pageValues, readPage } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { profiles, userRoles } from '../../db/schema/organizations';
import { timeSessions, timesheetWeeks } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditUpdate } from '../audit/change';
import { notify } from '../notifications/delivery';
import type { Clock } from '../time/clock';
import { getPerson, lockPersonTime } from '../time/checks';
import { readWeek } from './read';

type Review = z.output<typeof timesheetReviewSchema>;
export type Live = { log: Pick<FastifyBaseLogger, 'warn'>; now: Clock };

const personLink = (weekStart: string) => `/dashboard/timesheets?week=${weekStart}`;
const reviewLink = (id: string) => `/dashboard/timesheets?timesheet=${id}`;

/**
 * Submits the caller's week for approval (again, after a rejection) and tells its reviewers:
 * the timesheet approvers of the organization and the person's manager.
 */
export async function submitWeek(
  db: Database,
  ctx: TenantContext,
  weekStart: string,
  live: Live,
): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    await lockPersonTime(tx, ctx.actorId);
    const person = await getPerson(tx, ctx, ctx.actorId);
    const [before] = await tx
      .select()
      .from(timesheetWeeks)
      .where(
        and(
          eq(timesheetWeeks.organizationId, ctx.organizationId),
          eq(timesheetWeeks.userId, ctx.actorId),
          eq(timesheetWeeks.weekStart, weekStart),
        ),
      )
      .for('update');
    if (before?.status === 'approved') throw new AppError('conflict', WEEK_LOCKED);
    if (before?.status === 'submitted') throw new AppError('conflict', ALREADY_SUBMITTED);
    const values = {
      status: 'submitted',
      submittedAt: live.now(),
      reviewedBy: null,
      reviewedAt: null,
      reviewNote: null,
    };
    let id: string;
    if (before) {
      id = before.id;
      await tx
        .update(timesheetWeeks)
        .set(values)
        .where(
          and(eq(timesheetWeeks.id, id), eq(timesheetWeeks.organizationId, ctx.organizationId)),
        );
      await auditUpdate(tx, ctx, {
        entityType: 'timesheet_week',
        entityId: id,
        oldValues: { status: before.status, reviewNote: before.reviewNote },
        newValues: values,
      });
    } else {
      const [row] = await tx
        .insert(timesheetWeeks)
        .values({ organizationId: ctx.organizationId, userId: ctx.actorId, weekStart, ...values })
        .returning({ id: timesheetWeeks.id });
      id = row!.id;
      await auditCreate(tx, ctx, {
        entityType: 'timesheet_week',
        entityId: id,
        newValues: { weekStart, ...values },
      });
    }
    const week = await readWeek(tx, ctx, person, weekStart);
    // Each reviewer's open tabs hear of it through the notification (notifications/delivery.ts).
    for (const reviewerId of await findReviewers(tx, ctx, person.managerEmail)) {
      await notify(tx, ctx.organizationId, reviewerId, {
        type: 'timesheet',
        title: 'Timesheet submitted',
        message: `${person.fullName} submitted the week of ${weekStart} (${formatDuration(week.totalMinutes)} hours) for approval.`,
        link: reviewLink(id),
      });
    }
    return week;
  });
}

/**
 * Submitted weeks waiting for the caller, oldest first: every one of the organization for
 * timesheet approvers, otherwise those of the people they manage. Never their own.
 */
export function findPendingTimesheets(
  db: Database,
  ctx: TenantContext,
  query: z.output<typeof pendingTimesheetQuerySchema>,
): Promise<PendingTimesheetPage> {
  return withTenant(db, ctx, async (tx) => {
    const shape: PendingPageShape = {
      ...pageShape(query),
      managed: !can(ctx.roles, 'timesheets.approve'),
    };
    const statements = preparedForShape(tx, 'pending_timesheets_page', shape, preparePendingPage);
    const values = {
      organizationId: ctx.organizationId,
      actorId: ctx.actorId,
      managerEmail: shape.managed ? (await getPerson(tx, ctx, ctx.actorId)).email : null,
      ...pageValues(query),
    };
    const { rows, total } = await readPage(statements, values);
    return {
      rows: rows.map((r) => ({
        id: r.week.id,
        weekStart: r.week.weekStart,
        submittedAt: r.week.submittedAt.toISOString(),
        person: { id: r.week.userId, fullName: r.fullName, email: r.email },
        totalMinutes: r.totalMinutes,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

type PendingPageShape = PageShape<z.output<typeof pendingTimesheetQuerySchema>['sort']> & {
  /** Only the weeks of the people the caller manages: they may not approve every week. */
  managed: boolean;
};

/**
 * A page of submitted weeks with each one's minutes, and their count, with placeholders for
 * the organization, the caller, their email (as the manager), the search's pattern and the
 * window; planned on every call (PLANNED_EACH_CALL).
 */
function preparePendingPage(executor: Executor, shape: PendingPageShape) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(timesheetWeeks.organizationId, sql.placeholder('organizationId')),
    eq(timesheetWeeks.status, 'submitted'),
    ne(timesheetWeeks.userId, sql.placeholder('actorId')),
    shape.managed
      ? sql`lower(${profiles.managerEmail}) = lower(${sql.placeholder('managerEmail')})`
      : undefined,
    shape.search
      ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern))
      : undefined,
  );
  const sortColumn = {
    submittedAt: timesheetWeeks.submittedAt,
    person: profiles.fullName,
    weekStart: timesheetWeeks.weekStart,
  }[shape.sort];
  // The week's minutes, its days read in the person's time zone.
  const weekSpan = (edge: number) =>
    sql`((${timesheetWeeks.weekStart} + ${edge}::int)::timestamp at time zone ${profiles.timeZone})`;
  const page = executor
    .select({
      week: timesheetWeeks,
      fullName: profiles.fullName,
      email: profiles.email,
      totalMinutes: sql<number>`(select coalesce(sum(${timeSessions.durationMinutes}), 0)::int
        from ${timeSessions}
        where ${timeSessions.organizationId} = ${timesheetWeeks.organizationId}
          and ${timeSessions.userId} = ${timesheetWeeks.userId}
          and ${timeSessions.startTime} >= ${weekSpan(0)}
          and ${timeSessions.startTime} < ${weekSpan(7)})`,
    })
    .from(timesheetWeeks)
    .innerJoin(profiles, eq(profiles.id, timesheetWeeks.userId))
    .where(where)
    .orderBy(...pageOrder(sortColumn, shape.direction, timesheetWeeks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor
    .select({ total: count() })
    .from(timesheetWeeks)
    .innerJoin(profiles, eq(profiles.id, timesheetWeeks.userId))
    .where(where);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
}

/** A submitted week's grid, for its person and for whoever may review it; 404 for anyone else. */
export function getTimesheet(db: Database, ctx: TenantContext, id: string): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    const { sheet, person } = await getVisibleTimesheet(tx, ctx, id, false);
    return readWeek(tx, ctx, person, sheet.weekStart);
  });
}

/** Approves (which locks the week) or rejects a submitted week, and tells its person. */
export async function reviewTimesheet(
  db: Database,
  ctx: TenantContext,
  id: string,
  review: Review,
  live: Live,
): Promise<TimesheetWeek> {
  return withTenant(db, ctx, async (tx) => {
    const { sheet, person } = await getVisibleTimesheet(tx, ctx, id, true);
    if (sheet.userId === ctx.actorId) throw new AppError('forbidden', OWN_TIMESHEET);
    if (sheet.status !== 'submitted') throw new AppError('conflict', ALREADY_REVIEWED);
    const values = {
      status: review.decision,
      reviewedBy: ctx.actorId,
      reviewedAt: live.now(),
      reviewNote: review.note ?? null,
    };
    await tx
      .update(timesheetWeeks)
      .set(values)
      .where(and(eq(timesheetWeeks.id, id), eq(timesheetWeeks.organizationId, ctx.organizationId)));
    await auditUpdate(tx, ctx, {
      entityType: 'timesheet_week',
      entityId: id,
      oldValues: { status: sheet.status },
      newValues: values,
    });
    const note = review.note ? ` Note: ${review.note}` : '';
    await notify(tx, ctx.organizationId, sheet.userId, {
      type: 'timesheet',
      title: review.decision === 'approved' ? 'Timesheet approved' : 'Timesheet rejected',
      message: `Your timesheet for the week of ${sheet.weekStart} was ${review.decision}.${note}`,
      link: personLink(sheet.weekStart),
    });
    return readWeek(tx, ctx, person, sheet.weekStart);
  });
}

/** The timesheet if the caller is its person, an approver, or the person's manager. */
async function getVisibleTimesheet(tx: Transaction, ctx: TenantContext, id: string, lock: boolean) {
  const query = tx
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.id, id), eq(timesheetWeeks.organizationId, ctx.organizationId)));
  const [sheet] = lock ? await query.for('update') : await query;
  if (!sheet) throw notFound(TIMESHEET_NOT_FOUND);
  const person = await getPerson(tx, ctx, sheet.userId);
  if (sheet.userId !== ctx.actorId && !can(ctx.roles, 'timesheets.approve')) {
    const me = await getPerson(tx, ctx, ctx.actorId);
    const manages = person.managerEmail?.trim().toLowerCase() === me.email.trim().toLowerCase();
    if (!manages) throw notFound(TIMESHEET_NOT_FOUND);
  }
  return { sheet, person };
}

/** Active people who review a person's weeks: the approver roles and their manager, not themselves. */
async function findReviewers(
  tx: Transaction,
  ctx: TenantContext,
  managerEmail: string | null,
): Promise<string[]> {
  const approverRoles = [...PERMISSIONS['timesheets.approve']];
  const reviewerOf = [
    sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id}
      and ${inArray(userRoles.role, approverRoles)})`,
  ];
  if (managerEmail?.trim())
    reviewerOf.push(sql`lower(${profiles.email}) = lower(${managerEmail.trim()})`);
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, ctx.organizationId),
        eq(profiles.isActive, true),
        ne(profiles.id, ctx.actorId),
        or(...reviewerOf),
      ),
    );
  return rows.map((r) => r.id);
}
