import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { amountOf } from '../../../shared/domain/money';
import {
  type Budget,
  type EffortLine,
  effortLineInputSchema,
  effortLineSchema,
  effortLineUpdateSchema,
  type OverheadLine,
  overheadLineInputSchema,
  overheadLineSchema,
  overheadLineUpdateSchema,
} from '../../../shared/schemas/budget';
import type { Database, Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { refuseForeignResources } from '../activities/resource-check';
import { getVisibleProject } from '../projects/access';
import { declareProjectChild } from '../project-children/declare';
import { givenFields } from '../project-children/given-fields';
import { projectChildWhere, readProjectChildren } from '../project-children/service';

const effort = projectBudgetsEffort;
const overhead = projectBudgetsOverhead;
const BUDGET_ITEM_NOT_FOUND = 'Budget item not found';

/** Effort (Resource Hours): a person of the organization, hours and rate; total_cost by the database. */
export const effortLines = declareProjectChild({
  path: 'budget/effort',
  param: 'lineId',
  tag: 'budget',
  entityType: 'budget_effort',
  notFound: BUDGET_ITEM_NOT_FOUND,
  table: effort,
  schemas: {
    input: effortLineInputSchema,
    update: effortLineUpdateSchema,
    output: effortLineSchema,
  },
  summaries: {
    create: 'Add an effort line (resource hours x hourly rate)',
    update: 'Change an effort line (only the fields given)',
    delete: 'Delete an effort line',
  },
  read: readEffort,
  columns: (input) => givenFields(input, ['estimatedHours', 'hourlyRate']),
  check: async (tx, ctx, _projectId, input) => {
    if (input.resourceId)
      await refuseForeignResources(tx, ctx, [input.resourceId], () => 'resourceId');
  },
  audited: ({ id: _id, resourceName: _name, ...rest }) => rest,
});

/** Overhead Cost: a category and an amount, with an optional description. */
export const overheadLines = declareProjectChild({
  path: 'budget/overhead',
  param: 'lineId',
  tag: 'budget',
  entityType: 'budget_overhead',
  notFound: BUDGET_ITEM_NOT_FOUND,
  table: overhead,
  schemas: {
    input: overheadLineInputSchema,
    update: overheadLineUpdateSchema,
    output: overheadLineSchema,
  },
  summaries: {
    create: 'Add an overhead cost',
    update: 'Change an overhead cost (only the fields given)',
    delete: 'Delete an overhead cost',
  },
  read: readOverhead,
  columns: (input) => givenFields(input, ['amount']),
});

/** The Budget tab: effort and overhead lines in order of entry, with their totals. */
export function getBudget(db: Database, ctx: TenantContext, projectId: string): Promise<Budget> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const effortLineList = await readProjectChildren(tx, ctx, effortLines, projectId);
    const overheadLineList = await readProjectChildren(tx, ctx, overheadLines, projectId);
    return {
      effort: effortLineList,
      overhead: overheadLineList,
      totals: await budgetTotals(tx, ctx, projectId),
    };
  });
}

/** A project's effort, overhead and total budget, summed in SQL (numeric: exact to the cent). */
export async function budgetTotals(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
): Promise<Budget['totals']> {
  const effortSum = tx
    .select({ total: sql`coalesce(sum(${effort.totalCost}), 0)`.as('total') })
    .from(effort)
    .where(projectChildWhere(effort, ctx, projectId));
  const overheadSum = tx
    .select({ total: sql`coalesce(sum(${overhead.amount}), 0)`.as('total') })
    .from(overhead)
    .where(projectChildWhere(overhead, ctx, projectId));
  const { rows } = await tx.execute<{ effort: string; overhead: string; total: string }>(
    sql`select e.total as effort, o.total as overhead, e.total + o.total as total
        from (${effortSum}) e, (${overheadSum}) o`,
  );
  return {
    effortCost: amountOf(rows[0]!.effort),
    overheadCost: amountOf(rows[0]!.overhead),
    totalBudget: amountOf(rows[0]!.total),
  };
}

/** Effort lines matching `where`, in order of entry, with their person's name. */
async function readEffort(tx: Transaction, _ctx: TenantContext, where: SQL): Promise<EffortLine[]> {
  const rows = await tx
    .select({ line: effort, resourceName: profiles.fullName })
    .from(effort)
    .leftJoin(profiles, eq(profiles.id, effort.resourceId))
    .where(where)
    .orderBy(asc(effort.createdAt), asc(effort.id));
  return rows.map(({ line, resourceName }) => ({
    id: line.id,
    resourceId: line.resourceId,
    resourceName,
    estimatedHours: amountOf(line.estimatedHours),
    hourlyRate: amountOf(line.hourlyRate),
    totalCost: amountOf(line.totalCost),
  }));
}

/** Overhead lines matching `where`, in order of entry. */
async function readOverhead(
  tx: Transaction,
  _ctx: TenantContext,
  where: SQL,
): Promise<OverheadLine[]> {
  const rows = await tx
    .select()
    .from(overhead)
    .where(where)
    .orderBy(asc(overhead.createdAt), asc(overhead.id));
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    amount: amountOf(row.amount),
    description: row.description,
  }));
}
