import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { compareWithBaseline } from '../../../shared/domain/baseline';
import { fromCents, toCents } from '../../../shared/domain/money';
import {
  BASELINE_NAME_TAKEN,
  BASELINE_NOT_FOUND,
  type Baseline,
  type BaselineComparison,
  baselineInputSchema,
  baselineSchema,
} from '../../../shared/schemas/schedule';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import { projectActivities } from '../../db/schema/portfolio';
import { baselineActivities, projectBaselines } from '../../db/schema/schedule';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError } from '../../http/errors';
import { budgetTotals } from '../budgets/service';
import { getVisibleProject } from '../projects/access';
import { declareProjectChild } from '../project-children/declare';
import { givenFields } from '../project-children/given-fields';
import { getProjectChild } from '../project-children/service';
import { loadWorkingCalendar } from './service';

/**
 * Baselines: "Save baseline" locks a named snapshot of every activity's dates and the budget
 * totals; a project keeps several. Only the name can change afterwards; the snapshot never does.
 */
export const baselineChild = declareProjectChild({
  path: 'baselines',
  param: 'baselineId',
  tag: 'schedule',
  entityType: 'baseline',
  notFound: BASELINE_NOT_FOUND,
  table: projectBaselines,
  schemas: { input: baselineInputSchema, update: baselineInputSchema, output: baselineSchema },
  summaries: {
    list: "A project's baselines, newest first",
    create: "Save a baseline: a locked snapshot of the plan's dates and budget totals",
    update: 'Rename a baseline (its snapshot stays as saved)',
    delete: 'Delete a baseline',
  },
  read: readBaselines,
  columns: (input) => givenFields(input, ['name']),
  check: async (tx, ctx, projectId, input, id) => {
    const [taken] = await tx
      .select({ id: projectBaselines.id })
      .from(projectBaselines)
      .where(
        and(
          eq(projectBaselines.organizationId, ctx.organizationId),
          eq(projectBaselines.projectId, projectId),
          sql`lower(${projectBaselines.name}) = lower(${input.name})`,
          id ? ne(projectBaselines.id, id) : undefined,
        ),
      );
    if (taken)
      throw new AppError('conflict', BASELINE_NAME_TAKEN, [
        { path: 'name', message: BASELINE_NAME_TAKEN },
      ]);
  },
  placed: async (tx, ctx, projectId) => {
    const totals = await budgetTotals(tx, ctx, projectId);
    return {
      effortBudget: String(totals.effortCost),
      overheadBudget: String(totals.overheadCost),
      createdBy: ctx.actorId,
    };
  },
  afterWrite: async (tx, ctx, id, _input, added) => {
    if (!added) return;
    const [baseline] = await tx
      .select({ projectId: projectBaselines.projectId })
      .from(projectBaselines)
      .where(eq(projectBaselines.id, id));
    await tx.insert(baselineActivities).select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          organizationId: projectActivities.organizationId,
          baselineId: sql`${id}::uuid`.as('baseline_id'),
          activityId: projectActivities.id,
          name: projectActivities.name,
          startDate: projectActivities.startDate,
          endDate: projectActivities.endDate,
          isMilestone: projectActivities.isMilestone,
        })
        .from(projectActivities)
        .where(
          and(
            eq(projectActivities.organizationId, ctx.organizationId),
            eq(projectActivities.projectId, baseline!.projectId),
          ),
        ),
    );
  },
  audited: ({ name, activityCount, effortBudget, overheadBudget }) => ({
    name,
    activityCount,
    effortBudget,
    overheadBudget,
  }),
});

/** Baselines matching `where`, newest first, with who saved them and how many activities. */
async function readBaselines(
  tx: Transaction,
  _ctx: TenantContext,
  where: SQL,
): Promise<Baseline[]> {
  const count = tx
    .select({
      baselineId: baselineActivities.baselineId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(baselineActivities)
    .groupBy(baselineActivities.baselineId)
    .as('counts');
  const rows = await tx
    .select({ baseline: projectBaselines, createdByName: profiles.fullName, n: count.n })
    .from(projectBaselines)
    .leftJoin(profiles, eq(profiles.id, projectBaselines.createdBy))
    .leftJoin(count, eq(count.baselineId, projectBaselines.id))
    .where(where)
    .orderBy(sql`${projectBaselines.createdAt} desc`, asc(projectBaselines.id));
  return rows.map(({ baseline, createdByName, n }) => ({
    id: baseline.id,
    name: baseline.name,
    createdAt: baseline.createdAt.toISOString(),
    createdByName,
    activityCount: n ?? 0,
    effortBudget: Number(baseline.effortBudget),
    overheadBudget: Number(baseline.overheadBudget),
  }));
}

/** A baseline against the plan as it is: dates in working days, budget in money. */
export function compareBaseline(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  baselineId: string,
): Promise<BaselineComparison> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const baseline = await getProjectChild(tx, ctx, baselineChild, projectId, baselineId);
    const [{ calendar }, saved, current, totals] = await together([
      loadWorkingCalendar(tx, ctx),
      tx
        .select({
          activityId: baselineActivities.activityId,
          name: baselineActivities.name,
          startDate: baselineActivities.startDate,
          endDate: baselineActivities.endDate,
        })
        .from(baselineActivities)
        .where(
          and(
            eq(baselineActivities.organizationId, ctx.organizationId),
            eq(baselineActivities.baselineId, baselineId),
          ),
        )
        .orderBy(asc(baselineActivities.startDate), asc(baselineActivities.name)),
      tx
        .select({
          activityId: projectActivities.id,
          name: projectActivities.name,
          startDate: projectActivities.startDate,
          endDate: projectActivities.endDate,
        })
        .from(projectActivities)
        .where(
          and(
            eq(projectActivities.organizationId, ctx.organizationId),
            eq(projectActivities.projectId, projectId),
          ),
        )
        .orderBy(asc(projectActivities.sortOrder), asc(projectActivities.id)),
      budgetTotals(tx, ctx, projectId),
    ]);
    const variance = (before: number, now: number) => ({
      baseline: before,
      current: now,
      variance: fromCents(toCents(now) - toCents(before)),
    });
    return {
      baseline,
      activities: compareWithBaseline(calendar, saved, current),
      budget: {
        effort: variance(baseline.effortBudget, totals.effortCost),
        overhead: variance(baseline.overheadBudget, totals.overheadCost),
        total: variance(
          fromCents(toCents(baseline.effortBudget) + toCents(baseline.overheadBudget)),
          totals.totalBudget,
        ),
      },
    };
  });
}
