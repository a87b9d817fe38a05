import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Dependency,
  dependencyInputSchema,
  dependencyUpdateSchema,
} from '../../../shared/schemas/registers';
import type { Database, Transaction } from '../../db/client';
import { dependencyRegister } from '../../db/schema/registers';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import { givenFields } from './given-fields';

export const DEPENDENCY_NOT_FOUND = 'Dependency not found';

type DependencyInput = z.output<typeof dependencyInputSchema>;
type DependencyUpdate = z.output<typeof dependencyUpdateSchema>;
type DependencyRow = typeof dependencyRegister.$inferSelect;

/** A project's dependency register, newest first. */
export function findDependencies(
  db: Database,
  ctx: TenantContext,
  projectId: string,
): Promise<Dependency[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    const rows = await tx
      .select()
      .from(dependencyRegister)
      .where(
        and(
          eq(dependencyRegister.organizationId, ctx.organizationId),
          eq(dependencyRegister.projectId, projectId),
        ),
      )
      .orderBy(desc(dependencyRegister.createdAt), desc(dependencyRegister.id));
    return rows.map(toDependency);
  });
}

export function createDependency(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  input: DependencyInput,
): Promise<Dependency> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const values = {
      dependencyDescription: input.dependencyDescription,
      dependencyType: input.dependencyType,
      dependentOn: input.dependentOn ?? null,
      status: input.status,
    };
    const [row] = await tx
      .insert(dependencyRegister)
      .values({ organizationId: ctx.organizationId, projectId, ...values })
      .returning();
    await auditCreate(tx, ctx, {
      entityType: 'dependency',
      entityId: row!.id,
      newValues: { projectId, ...values },
    });
    return toDependency(row!);
  });
}

/** Changes the fields given, the status included (any of open, resolved, blocked). */
export function updateDependency(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
  input: DependencyUpdate,
): Promise<Dependency> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getDependency(tx, ctx, projectId, id);
    const changes = givenFields(input);
    if (Object.keys(changes).length === 0) return toDependency(before);
    const [after] = await tx
      .update(dependencyRegister)
      .set(changes)
      .where(dependencyWhere(ctx, projectId, id))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'dependency',
      entityId: id,
      oldValues: snapshot(before),
      newValues: snapshot(after!),
    });
    return toDependency(after!);
  });
}

export function deleteDependency(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getDependency(tx, ctx, projectId, id);
    await tx.delete(dependencyRegister).where(dependencyWhere(ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: 'dependency',
      entityId: id,
      oldValues: snapshot(before),
    });
  });
}

async function getDependency(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  id: string,
): Promise<DependencyRow> {
  const [row] = await tx
    .select()
    .from(dependencyRegister)
    .where(dependencyWhere(ctx, projectId, id));
  if (!row) throw notFound(DEPENDENCY_NOT_FOUND);
  return row;
}

const dependencyWhere = (ctx: TenantContext, projectId: string, id: string) =>
  and(
    eq(dependencyRegister.id, id),
    eq(dependencyRegister.projectId, projectId),
    eq(dependencyRegister.organizationId, ctx.organizationId),
  );

function snapshot(row: DependencyRow) {
  const { id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

function toDependency(row: DependencyRow): Dependency {
  return {
    id: row.id,
    projectId: row.projectId,
    dependencyDescription: row.dependencyDescription,
    dependencyType: row.dependencyType as Dependency['dependencyType'],
    dependentOn: row.dependentOn as Dependency['dependentOn'],
    status: row.status as Dependency['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
