import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amountOf } from '../../../shared/domain/money';
import type {
  PaymentMilestone,
  paymentMilestoneInputSchema,
  paymentMilestoneUpdateSchema,
  Payments,
} from '../../../shared/schemas/payments';
import type { Database, Transaction } from '../../db/client';
import { projectActivities } from '../../db/schema/portfolio';
import { paymentMilestones } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { givenFields } from '../project-children/given-fields';

export const PAYMENT_MILESTONE_NOT_FOUND = 'Payment milestone not found';
export const SELECT_ACTIVITY = 'Please select an activity of this project';

type MilestoneInput = z.output<typeof paymentMilestoneInputSchema>;
type MilestoneUpdate = z.output<typeof paymentMilestoneUpdateSchema>;

const milestones = paymentMilestones;

/** The Payments tab: milestones by due date, Total Contract Value and Received, summed in SQL. */
export function getPayments(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<Payments> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const list = await readMilestones(tx, ctx, eq(milestones.projectId, projectId));
    // numeric sums in SQL: exact to the cent, never float addition.
    const isReceived = sql`${milestones.status} = 'received'`;
    const [sums] = await tx
      .select({
        total: sql<string>`coalesce(sum(${milestones.amount}), 0)`,
        received: sql<string>`coalesce(sum(${milestones.amount}) filter (where ${isReceived}), 0)`,
      })
      .from(milestones)
      .where(
        and(eq(milestones.organizationId, ctx.organizationId), eq(milestones.projectId, projectId)),
      );
    return {
      milestones: list,
      totals: { totalContractValue: amountOf(sums!.total), received: amountOf(sums!.received) },
    };
  });
}

export function createPaymentMilestone(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: MilestoneInput,
): Promise<PaymentMilestone> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    await refuseForeignActivity(tx, ctx, projectId, input.activityId);
    const values = {
      milestoneName: input.milestoneName,
      amount: input.amount.toFixed(2),
      dueDate: input.dueDate ?? null,
      activityId: input.activityId ?? null,
      status: input.status,
    };
    const [row] = await tx
      .insert(milestones)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning({ id: milestones.id });
    const created = await getPaymentMilestone(tx, ctx, projectId, row!.id);
    await auditCreate(tx, ctx, {
      entityType: 'payment_milestone',
      entityId: created.id,
      newValues: snapshot(created),
    });
    return created;
  });
}

/** Changes the fields given, the status included (any of pending, invoiced, received). */
export function updatePaymentMilestone(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: MilestoneUpdate,
): Promise<PaymentMilestone> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getPaymentMilestone(tx, ctx, projectId, id);
    await refuseForeignActivity(tx, ctx, projectId, input.activityId);
    const { amount, ...rest } = givenFields(input);
    const changes = { ...rest, ...(amount !== undefined && { amount: amount.toFixed(2) }) };
    if (Object.keys(changes).length === 0) return before;
    await tx
      .update(milestones)
      .set(changes)
      .where(milestoneWhere(ctx, projectId, id));
    const after = await getPaymentMilestone(tx, ctx, projectId, id);
    await auditUpdate(tx, ctx, {
      entityType: 'payment_milestone',
      entityId: id,
      oldValues: snapshot(before),
      newValues: snapshot(after),
    });
    return after;
  });
}

export function deletePaymentMilestone(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getPaymentMilestone(tx, ctx, projectId, id);
    await tx.delete(milestones).where(milestoneWhere(ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'payment_milestone',
      entityId: id,
      oldValues: snapshot(before),
    });
  });
}

async function readMilestones(
  tx: Transaction,
  ctx: TenantContext,
  filter: SQL | undefined,
): Promise<PaymentMilestone[]> {
  const rows = await tx
    .select({ milestone: milestones, activityName: projectActivities.name })
    .from(milestones)
    .leftJoin(projectActivities, eq(projectActivities.id, milestones.activityId))
    .where(and(eq(milestones.organizationId, ctx.organizationId), filter))
    .orderBy(
      sql`${milestones.dueDate} asc nulls last`,
      asc(milestones.createdAt),
      asc(milestones.id),
    );
  return rows.map(({ milestone, activityName }) => ({
    id: milestone.id,
    projectId: milestone.projectId,
    milestoneName: milestone.milestoneName,
    amount: amountOf(milestone.amount),
    dueDate: milestone.dueDate,
    activityId: milestone.activityId,
    activityName,
    status: milestone.status as PaymentMilestone['status'],
    createdAt: milestone.createdAt.toISOString(),
  }));
}

async function getPaymentMilestone(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<PaymentMilestone> {
  const [milestone] = await readMilestones(
    tx,
    ctx,
    and(eq(milestones.projectId, projectId), eq(milestones.id, id)),
  );
  if (!milestone) throw notFound(PAYMENT_MILESTONE_NOT_FOUND);
  return milestone;
}

/** A payment milestone may only be linked to an activity of its own project. */
async function refuseForeignActivity(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  activityId: string | null | undefined,
) {
  if (!activityId) return;
  const [activity] = await tx
    .select({ id: projectActivities.id })
    .from(projectActivities)
    .where(
      and(
        eq(projectActivities.id, activityId),
        eq(projectActivities.projectId, projectId),
        eq(projectActivities.organizationId, ctx.organizationId),
      ),
    );
  if (!activity)
    throw new AppError('validation', SELECT_ACTIVITY, [
      { path: 'activityId', message: SELECT_ACTIVITY },
    ]);
}

const milestoneWhere = (ctx: TenantContext, projectId: string, id: string) =>
  and(
    eq(milestones.id, id),
    eq(milestones.projectId, projectId),
    eq(milestones.organizationId, ctx.organizationId),
  );

function snapshot({ id: _i, activityName: _a, createdAt: _c, ...rest }: PaymentMilestone) {
  return rest;
}
