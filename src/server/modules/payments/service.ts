import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { amountOf } from '../../../shared/domain/money';
import {
  type PaymentMilestone,
  paymentMilestoneInputSchema,
  paymentMilestoneSchema,
  paymentMilestoneUpdateSchema,
  type Payments,
} from '../../../shared/schemas/payments';
import type { Database, Transaction } from '../../db/client';
import { projectActivities } from '../../db/schema/portfolio';
import { paymentMilestones as milestoneTable } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { getVisibleProject } from '../projects/access';
import { declareProjectChild } from '../project-children/declare';
import { givenFields } from '../project-children/given-fields';
import { projectChildWhere, readProjectChildren } from '../project-children/service';

export const SELECT_ACTIVITY = 'Please select an activity of this project';

/** Payment milestones: status pending unless chosen, moving freely among its values. */
export const paymentMilestones = declareProjectChild({
  path: 'payments/milestones',
  param: 'milestoneId',
  tag: 'payments',
  entityType: 'payment_milestone',
  notFound: 'Payment milestone not found',
  table: milestoneTable,
  schemas: {
    input: paymentMilestoneInputSchema,
    update: paymentMilestoneUpdateSchema,
    output: paymentMilestoneSchema,
  },
  summaries: {
    create: 'Add a payment milestone (status pending unless chosen)',
    update: 'Change a payment milestone or move its status (only the fields given)',
    delete: 'Delete a payment milestone',
  },
  read: readMilestones,
  columns: (input) => givenFields(input, ['amount']),
  check: (tx, ctx, projectId, input) => refuseForeignActivity(tx, ctx, projectId, input.activityId),
  audited: ({ id: _i, activityName: _a, createdAt: _c, ...rest }) => rest,
});

/** The Payments tab: milestones by due date, Total Contract Value and Received, summed in SQL. */
export function getPayments(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<Payments> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const list = await readProjectChildren(tx, ctx, paymentMilestones, projectId);
    // numeric sums in SQL: exact to the cent, never float addition.
    const isReceived = sql`${milestoneTable.status} = 'received'`;
    const [sums] = await tx
      .select({
        total: sql<string>`coalesce(sum(${milestoneTable.amount}), 0)`,
        received: sql<string>`coalesce(sum(${milestoneTable.amount}) filter (where ${isReceived}), 0)`,
      })
      .from(milestoneTable)
      .where(projectChildWhere(milestoneTable, ctx, projectId));
    return {
      milestones: list,
      totals: { totalContractValue: amountOf(sums!.total), received: amountOf(sums!.received) },
    };
  });
}

/** Milestones matching `where`, by due date (none last), with the name of their activity. */
async function readMilestones(
  tx: Transaction,
  _ctx: TenantContext,
  where: SQL,
): Promise<PaymentMilestone[]> {
  const rows = await tx
    .select({ milestone: milestoneTable, activityName: projectActivities.name })
    .from(milestoneTable)
    .leftJoin(projectActivities, eq(projectActivities.id, milestoneTable.activityId))
    .where(where)
    .orderBy(
      sql`${milestoneTable.dueDate} asc nulls last`,
      asc(milestoneTable.createdAt),
      asc(milestoneTable.id),
    );
  return rows.map(
    ({ milestone: { organizationId: _o, updatedAt: _u, ...milestone }, activityName }) => ({
      ...milestone,
      amount: amountOf(milestone.amount),
      activityName,
      createdAt: milestone.createdAt.toISOString(),
    }),
  );
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
