import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amountOf } from '../../../shared/domain/money';
import type {
  Budget,
  EffortLine,
  effortLineInputSchema,
  effortLineUpdateSchema,
  OverheadLine,
  overheadLineInputSchema,
  overheadLineUpdateSchema,
} from '../../../shared/schemas/budget';
import type { Database, Transaction } from '../../db/client';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { refuseForeignResources } from '../activities/resource-check';
import { getChangeableProject, getVisibleProject } from '../projects/access';

export const BUDGET_ITEM_NOT_FOUND = 'Budget item not found';

type EffortInput = z.output<typeof effortLineInputSchema>;
type EffortUpdate = z.output<typeof effortLineUpdateSchema>;
type OverheadInput = z.output<typeof overheadLineInputSchema>;
type OverheadUpdate = z.output<typeof overheadLineUpdateSchema>;

const effort = projectBudgetsEffort;
const overhead = projectBudgetsOverhead;

/** The Budget tab: effort and overhead lines in order of entry, with totals summed in SQL. */
export function getBudget(db: Database, ctx: TenantContext, projectId: string): Promise<Budget> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const effortLines = await readEffort(tx, ctx, eq(effort.projectId, projectId));
    const overheadLines = await tx
      .select()
      .from(overhead)
      .where(projectWhere(overhead, ctx, projectId))
      .orderBy(asc(overhead.createdAt), asc(overhead.id));
    // numeric sums in SQL: exact to the cent, never float addition.
    const effortSum = tx
      .select({ total: sql`coalesce(sum(${effort.totalCost}), 0)`.as('total') })
      .from(effort)
      .where(projectWhere(effort, ctx, projectId));
    const overheadSum = tx
      .select({ total: sql`coalesce(sum(${overhead.amount}), 0)`.as('total') })
      .from(overhead)
      .where(projectWhere(overhead, ctx, projectId));
    const { rows } = await tx.execute<{ effort: string; overhead: string; total: string }>(
      sql`select e.total as effort, o.total as overhead, e.total + o.total as total
          from (${effortSum}) e, (${overheadSum}) o`,
    );
    return {
      effort: effortLines,
      overhead: overheadLines.map(toOverheadLine),
      totals: {
        effortCost: amountOf(rows[0]!.effort),
        overheadCost: amountOf(rows[0]!.overhead),
        totalBudget: amountOf(rows[0]!.total),
      },
    };
  });
}

export function createEffortLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: EffortInput,
): Promise<EffortLine> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    await refuseForeignResources(tx, ctx, [input.resourceId], () => 'resourceId');
    const values = {
      resourceId: input.resourceId,
      estimatedHours: input.estimatedHours.toFixed(2),
      hourlyRate: input.hourlyRate.toFixed(2),
    };
    const [row] = await tx
      .insert(effort)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning({ id: effort.id });
    const line = await getEffortLine(tx, ctx, projectId, row!.id);
    await auditCreate(tx, ctx, {
      entityType: 'budget_effort',
      entityId: line.id,
      newValues: { projectId, ...effortSnapshot(line) },
    });
    return line;
  });
}

export function updateEffortLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: EffortUpdate,
): Promise<EffortLine> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getEffortLine(tx, ctx, projectId, id);
    if (input.resourceId)
      await refuseForeignResources(tx, ctx, [input.resourceId], () => 'resourceId');
    const values = effortColumns(input);
    if (Object.keys(values).length === 0) return before;
    await tx
      .update(effort)
      .set(values)
      .where(lineWhere(effort, ctx, projectId, id));
    const after = await getEffortLine(tx, ctx, projectId, id);
    await auditUpdate(tx, ctx, {
      entityType: 'budget_effort',
      entityId: id,
      oldValues: effortSnapshot(before),
      newValues: effortSnapshot(after),
    });
    return after;
  });
}

export function deleteEffortLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getEffortLine(tx, ctx, projectId, id);
    await tx.delete(effort).where(lineWhere(effort, ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'budget_effort',
      entityId: id,
      oldValues: { projectId, ...effortSnapshot(before) },
    });
  });
}

export function createOverheadLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: OverheadInput,
): Promise<OverheadLine> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const values = {
      category: input.category,
      amount: input.amount.toFixed(2),
      description: input.description ?? null,
    };
    const [row] = await tx
      .insert(overhead)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning();
    const line = toOverheadLine(row!);
    await auditCreate(tx, ctx, {
      entityType: 'budget_overhead',
      entityId: line.id,
      newValues: { projectId, ...overheadSnapshot(line) },
    });
    return line;
  });
}

export function updateOverheadLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: OverheadUpdate,
): Promise<OverheadLine> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getOverheadLine(tx, ctx, projectId, id);
    const values = overheadColumns(input);
    if (Object.keys(values).length === 0) return before;
    const [row] = await tx
      .update(overhead)
      .set(values)
      .where(lineWhere(overhead, ctx, projectId, id))
      .returning();
    const after = toOverheadLine(row!);
    await auditUpdate(tx, ctx, {
      entityType: 'budget_overhead',
      entityId: id,
      oldValues: overheadSnapshot(before),
      newValues: overheadSnapshot(after),
    });
    return after;
  });
}

export function deleteOverheadLine(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getOverheadLine(tx, ctx, projectId, id);
    await tx.delete(overhead).where(lineWhere(overhead, ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'budget_overhead',
      entityId: id,
      oldValues: { projectId, ...overheadSnapshot(before) },
    });
  });
}

async function readEffort(tx: Transaction, ctx: TenantContext, filter: SQL | undefined) {
  const rows = await tx
    .select({ line: effort, resourceName: profiles.fullName })
    .from(effort)
    .leftJoin(profiles, eq(profiles.id, effort.resourceId))
    .where(and(eq(effort.organizationId, ctx.organizationId), filter))
    .orderBy(asc(effort.createdAt), asc(effort.id));
  return rows.map(({ line, resourceName }): EffortLine => ({
    id: line.id,
    resourceId: line.resourceId,
    resourceName,
    estimatedHours: amountOf(line.estimatedHours),
    hourlyRate: amountOf(line.hourlyRate),
    totalCost: amountOf(line.totalCost),
  }));
}

async function getEffortLine(tx: Transaction, ctx: TenantContext, projectId: string, id: string) {
  const [line] = await readEffort(tx, ctx, and(eq(effort.projectId, projectId), eq(effort.id, id)));
  if (!line) throw notFound(BUDGET_ITEM_NOT_FOUND);
  return line;
}

async function getOverheadLine(tx: Transaction, ctx: TenantContext, projectId: string, id: string) {
  const [row] = await tx
    .select()
    .from(overhead)
    .where(lineWhere(overhead, ctx, projectId, id));
  if (!row) throw notFound(BUDGET_ITEM_NOT_FOUND);
  return toOverheadLine(row);
}

const projectWhere = (
  table: typeof effort | typeof overhead,
  ctx: TenantContext,
  projectId: string,
) => and(eq(table.organizationId, ctx.organizationId), eq(table.projectId, projectId));

const lineWhere = (
  table: typeof effort | typeof overhead,
  ctx: TenantContext,
  projectId: string,
  id: string,
) => and(projectWhere(table, ctx, projectId), eq(table.id, id));

/** The fields given, for an update; numbers go to numeric columns as exact decimal text. */
function effortColumns(input: EffortUpdate) {
  return {
    ...(input.resourceId !== undefined && { resourceId: input.resourceId }),
    ...(input.estimatedHours !== undefined && { estimatedHours: input.estimatedHours.toFixed(2) }),
    ...(input.hourlyRate !== undefined && { hourlyRate: input.hourlyRate.toFixed(2) }),
  };
}

function overheadColumns(input: OverheadUpdate) {
  return {
    ...(input.category !== undefined && { category: input.category }),
    ...(input.amount !== undefined && { amount: input.amount.toFixed(2) }),
    ...(input.description !== undefined && { description: input.description }),
  };
}

function effortSnapshot({ id: _id, resourceName: _name, ...rest }: EffortLine) {
  return rest;
}

function overheadSnapshot({ id: _id, ...rest }: OverheadLine) {
  return rest;
}

function toOverheadLine(row: typeof overhead.$inferSelect): OverheadLine {
  return {
    id: row.id,
    category: row.category,
    amount: amountOf(row.amount),
    description: row.description,
  };
}
