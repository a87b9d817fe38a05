import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Risk, riskInputSchema, riskUpdateSchema } from '../../../shared/schemas/registers';
import type { Database, Transaction } from '../../db/client';
import { riskRegister } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { givenFields } from './given-fields';

export const RISK_NOT_FOUND = 'Risk not found';

type RiskInput = z.output<typeof riskInputSchema>;
type RiskUpdate = z.output<typeof riskUpdateSchema>;
type RiskRow = typeof riskRegister.$inferSelect;

/** A project's risk register, newest first. */
export function findRisks(db: Database, ctx: TenantContext, projectId: string): Promise<Risk[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const rows = await tx
      .select()
      .from(riskRegister)
      .where(
        and(
          eq(riskRegister.organizationId, ctx.organizationId),
          eq(riskRegister.projectId, projectId),
        ),
      )
      .orderBy(desc(riskRegister.createdAt), desc(riskRegister.id));
    return rows.map(toRisk);
  });
}

export function createRisk(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: RiskInput,
): Promise<Risk> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const values = {
      riskDescription: input.riskDescription,
      riskLevel: input.riskLevel,
      impact: input.impact ?? null,
      mitigationPlan: input.mitigationPlan ?? null,
      status: input.status,
    };
    const [row] = await tx
      .insert(riskRegister)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning();
    await auditCreate(tx, ctx, {
      entityType: 'risk',
      entityId: row!.id,
      newValues: { projectId, ...values },
    });
    return toRisk(row!);
  });
}

/** Changes the fields given, the status included (potential, materialized, mitigated). */
export function updateRisk(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: RiskUpdate,
): Promise<Risk> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getRisk(tx, ctx, projectId, id);
    const changes = givenFields(input);
    if (Object.keys(changes).length === 0) return toRisk(before);
    const [after] = await tx
      .update(riskRegister)
      .set(changes)
      .where(riskWhere(ctx, projectId, id))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'risk',
      entityId: id,
      oldValues: snapshot(before),
      newValues: snapshot(after!),
    });
    return toRisk(after!);
  });
}

export function deleteRisk(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getRisk(tx, ctx, projectId, id);
    await tx.delete(riskRegister).where(riskWhere(ctx, projectId, id));
    await auditDelete(tx, ctx, { entityType: 'risk', entityId: id, oldValues: snapshot(before) });
  });
}

async function getRisk(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<RiskRow> {
  const [row] = await tx
    .select()
    .from(riskRegister)
    .where(riskWhere(ctx, projectId, id));
  if (!row) throw notFound(RISK_NOT_FOUND);
  return row;
}

const riskWhere = (ctx: TenantContext, projectId: string, id: string) =>
  and(
    eq(riskRegister.id, id),
    eq(riskRegister.projectId, projectId),
    eq(riskRegister.organizationId, ctx.organizationId),
  );

function snapshot(row: RiskRow) {
  const { id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

function toRisk(row: RiskRow): Risk {
  return {
    id: row.id,
    projectId: row.projectId,
    riskDescription: row.riskDescription,
    riskLevel: row.riskLevel as Risk['riskLevel'],
    impact: row.impact,
    mitigationPlan: row.mitigationPlan,
    status: row.status as Risk['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
