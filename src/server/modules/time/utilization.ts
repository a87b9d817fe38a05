import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  UTILIZATION_WINDOW_DAYS,
  utilizationBadge,
  utilizationPercent,
} from '../../../shared/domain/utilization';
import { can } from '../../../shared/permissions';
import type { Utilization } from '../../../shared/schemas/time';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  PLANNED_EACH_CALL,
  preparedForShape,
  type StatementValue,
} from '../../db/pg-prepared-statements';
import { anyOf } from '../../db/column-arrays';
import { organizations, profiles } from '../../db/schema/organizations';
import { projects } from '../../db/schema/portfolio';
import { utilizationTargets } from '../../db/schema/resources';
import { timeSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError } from '../../http/errors';
import { PERMISSION_DENIED } from '../../http/guard';
import { getPerson } from './checks';
import type { Clock } from './clock';

const DAY_MS = 86_400_000;

/** The 30-day utilization of the caller, or of anyone in the organization for people.read roles. */
export function getUtilization(
  db: Database,
  ctx: TenantContext,
  userId: string | undefined,
  clock: Clock,
): Promise<Utilization> {
  const personId = userId ?? ctx.actorId;
  if (personId !== ctx.actorId && !can(ctx.roles, 'people.read'))
    throw new AppError('forbidden', PERMISSION_DENIED);
  return withTenant(db, ctx, async (tx) => {
    const person = await getPerson(tx, ctx, personId);
    const [utilization] = await utilizationOf(tx, ctx, [person], clock());
    return utilization!;
  });
}

/** The 30-day utilization of every active person of the organization, by name. */
export function findTeamUtilization(
  db: Database,
  ctx: TenantContext,
  clock: Clock,
): Promise<Utilization[]> {
  return withTenant(db, ctx, async (tx) => {
    const people = await tx
      .select({ id: profiles.id, fullName: profiles.fullName })
      .from(profiles)
      .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.isActive, true)))
      .orderBy(asc(profiles.fullName));
    return utilizationOf(tx, ctx, people, clock());
  });
}

/** Whose sessions utilization counts, and when: `userIds` only, or the whole organization. */
type WindowValues = {
  organizationId: StatementValue;
  from: StatementValue<Date>;
  to: StatementValue<Date>;
  userIds?: StatementValue<readonly string[]> | undefined;
};

/** The sessions utilization counts: finished ones that started from `from` up to `to`. */
function inUtilizationWindow({ organizationId, from, to, userIds }: WindowValues) {
  return and(
    eq(timeSessions.organizationId, organizationId),
    userIds ? anyOf(timeSessions.userId, userIds) : undefined,
    isNotNull(timeSessions.endTime),
    gte(timeSessions.startTime, from),
    lt(timeSessions.startTime, to),
  );
}

/** The 30 days up to `now` that utilization counts. */
const windowFrom = (now: Date) => new Date(now.getTime() - UTILIZATION_WINDOW_DAYS * DAY_MS);

/**
 * The window's minutes by person and project, those of billable sessions apart, summed off
 * time_sessions_org_start_idx alone. A person works on a few projects in a month, so these rows
 * are few to join to their projects: joining each session first took twice as long (45,000 of
 * them for the 500 people of the bench dataset).
 */
function windowMinutes(executor: Executor, values: WindowValues) {
  return executor
    .select({
      userId: timeSessions.userId,
      projectId: timeSessions.projectId,
      total: sql<number>`sum(${timeSessions.durationMinutes})`.as('session_minutes'),
      billable:
        sql<number>`sum(${timeSessions.durationMinutes}) filter (where ${timeSessions.isBillable})`.as(
          'billable_session_minutes',
        ),
    })
    .from(timeSessions)
    .where(inUtilizationWindow(values))
    .groupBy(timeSessions.userId, timeSessions.projectId)
    .as('window_minutes');
}

/** Total and billable minutes of window_minutes' rows: billable when the project is too. */
function minuteSums(window: ReturnType<typeof windowMinutes>) {
  return {
    total: sql<number>`coalesce(sum(${window.total}), 0)::int`,
    billable: sql<number>`coalesce(sum(${window.billable}) filter (where ${projects.billable}), 0)::int`,
  };
}

/**
 * Total and billable minutes of the utilization window, of `userIds` or the whole
 * organization; billable when the session and its project both are.
 */
export async function sumUtilizationMinutes(
  tx: Transaction,
  ctx: TenantContext,
  now: Date,
  userIds?: readonly string[],
): Promise<{ total: number; billable: number }> {
  const window = windowMinutes(tx, {
    organizationId: ctx.organizationId,
    from: windowFrom(now),
    to: now,
    userIds,
  });
  const [sums] = await tx
    .select(minuteSums(window))
    .from(window)
    .innerJoin(projects, eq(projects.id, window.projectId));
  return sums ?? { total: 0, billable: 0 };
}

/** Whether utilizationOf asks for one person's or a team's. */
type UtilizationShape = { one: boolean };

/**
 * utilizationOf's statements, with placeholders for the organization, the window (`from`,
 * `to`) and the people (`ids`): their minutes, their own targets and the organization's
 * default. For a team, the minutes are everyone's sessions, one range of the index, where naming
 * each person would be a search of it each; those not asked for (inactive people) are left out
 * after. Built once a connection (prepared), planned on every call (PLANNED_EACH_CALL): one
 * organization has a few sessions a month, another 45,000.
 */
function prepareUtilization(executor: Executor, shape: UtilizationShape) {
  const organizationId = sql.placeholder('organizationId');
  const ids = sql.placeholder('ids');
  const window = windowMinutes(executor, {
    organizationId,
    from: sql.placeholder('from'),
    to: sql.placeholder('to'),
    userIds: shape.one ? ids : undefined,
  });
  return {
    totals: executor
      .select({ userId: window.userId, ...minuteSums(window) })
      .from(window)
      .innerJoin(projects, eq(projects.id, window.projectId))
      .groupBy(window.userId)
      .prepare(PLANNED_EACH_CALL),
    targets: executor
      .select()
      .from(utilizationTargets)
      .where(
        and(
          eq(utilizationTargets.organizationId, organizationId),
          anyOf(utilizationTargets.resourceId, ids),
        ),
      )
      .prepare(PLANNED_EACH_CALL),
    defaults: executor
      .select({
        hoursPerWeek: organizations.defaultTargetHoursPerWeek,
        billablePercentage: organizations.defaultTargetBillablePercentage,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .prepare(PLANNED_EACH_CALL),
  };
}

/**
 * Each person's utilization of the 30 days up to `now`, with their own target or, where they
 * have none, the organization's default. Their minutes, targets and the defaults are asked
 * together.
 */
export async function utilizationOf(
  tx: Transaction,
  ctx: TenantContext,
  people: readonly { id: string; fullName: string }[],
  now: Date,
): Promise<Utilization[]> {
  if (people.length === 0) return [];
  const from = windowFrom(now);
  const span = { from: from.toISOString(), to: now.toISOString() };
  const statements = preparedForShape(
    tx,
    'utilization',
    { one: people.length === 1 },
    prepareUtilization,
  );
  const values = { organizationId: ctx.organizationId, ...span, ids: people.map((p) => p.id) };
  const [totals, targets, [defaults]] = await together([
    statements.totals.execute(values),
    statements.targets.execute(values),
    statements.defaults.execute(values),
  ]);
  if (!defaults) throw new Error(`organization ${ctx.organizationId} not found`);
  const defaultTarget = {
    hoursPerWeek: Number(defaults.hoursPerWeek),
    billablePercentage: defaults.billablePercentage,
    isDefault: true,
  };
  const totalsOf = new Map(totals.map((t) => [t.userId, t]));
  const targetOf = new Map(targets.map((t) => [t.resourceId, t]));
  return people.map((person) => {
    const sums = totalsOf.get(person.id);
    const target = targetOf.get(person.id);
    const totalMinutes = sums?.total ?? 0;
    const billableMinutes = sums?.billable ?? 0;
    const utilization = utilizationPercent(billableMinutes, totalMinutes);
    return {
      userId: person.id,
      fullName: person.fullName,
      from: span.from,
      to: span.to,
      totalMinutes,
      billableMinutes,
      utilization,
      badge: utilizationBadge(utilization),
      target: target
        ? {
            hoursPerWeek: Number(target.targetHoursPerWeek),
            billablePercentage: target.targetBillablePercentage,
            isDefault: false,
          }
        : defaultTarget,
    };
  });
}
