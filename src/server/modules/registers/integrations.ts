import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Integration,
  integrationInputSchema,
  integrationUpdateSchema,
} from '../../../shared/schemas/registers';
import type { Database, Transaction } from '../../db/client';
import { integrationRegister } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { givenFields } from './given-fields';

export const INTEGRATION_NOT_FOUND = 'Integration not found';

type IntegrationInput = z.output<typeof integrationInputSchema>;
type IntegrationUpdate = z.output<typeof integrationUpdateSchema>;
type IntegrationRow = typeof integrationRegister.$inferSelect;

/** A project's integration register, newest first. */
export function findIntegrations(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<Integration[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const rows = await tx
      .select()
      .from(integrationRegister)
      .where(
        and(
          eq(integrationRegister.organizationId, ctx.organizationId),
          eq(integrationRegister.projectId, projectId),
        ),
      )
      .orderBy(desc(integrationRegister.createdAt), desc(integrationRegister.id));
    return rows.map(toIntegration);
  });
}

export function createIntegration(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: IntegrationInput,
): Promise<Integration> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const values = {
      integrationName: input.integrationName,
      integrationType: input.integrationType,
      integrationDetails: input.integrationDetails ?? null,
      status: input.status,
    };
    const [row] = await tx
      .insert(integrationRegister)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning();
    await auditCreate(tx, ctx, {
      entityType: 'integration',
      entityId: row!.id,
      newValues: { projectId, ...values },
    });
    return toIntegration(row!);
  });
}

/** Changes the fields given, the status included (planned, in_progress, completed, failed). */
export function updateIntegration(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: IntegrationUpdate,
): Promise<Integration> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getIntegration(tx, ctx, projectId, id);
    const changes = givenFields(input);
    if (Object.keys(changes).length === 0) return toIntegration(before);
    const [after] = await tx
      .update(integrationRegister)
      .set(changes)
      .where(integrationWhere(ctx, projectId, id))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'integration',
      entityId: id,
      oldValues: snapshot(before),
      newValues: snapshot(after!),
    });
    return toIntegration(after!);
  });
}

export function deleteIntegration(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getIntegration(tx, ctx, projectId, id);
    await tx.delete(integrationRegister).where(integrationWhere(ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'integration',
      entityId: id,
      oldValues: snapshot(before),
    });
  });
}

async function getIntegration(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<IntegrationRow> {
  const [row] = await tx
    .select()
    .from(integrationRegister)
    .where(integrationWhere(ctx, projectId, id));
  if (!row) throw notFound(INTEGRATION_NOT_FOUND);
  return row;
}

const integrationWhere = (ctx: TenantContext, projectId: string, id: string) =>
  and(
    eq(integrationRegister.id, id),
    eq(integrationRegister.projectId, projectId),
    eq(integrationRegister.organizationId, ctx.organizationId),
  );

function snapshot(row: IntegrationRow) {
  const { id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

function toIntegration(row: IntegrationRow): Integration {
  return {
    id: row.id,
    projectId: row.projectId,
    integrationName: row.integrationName,
    integrationType: row.integrationType as Integration['integrationType'],
    integrationDetails: row.integrationDetails,
    status: row.status as Integration['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
