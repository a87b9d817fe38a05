import { and, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';
import { getChangeableProject, getVisibleProject } from '../projects/access';
import type { ChildTable, ProjectChild } from './declare';

// Every function loads the project in the caller's organization first (404 when unseen, 403
// when only readable), finds a row only within that project and organization, and writes the
// change and its audit row in the same transaction.

type Child<Input extends object, Update extends object, Output extends object> = ProjectChild<
  ChildTable,
  Input,
  Update,
  Output
>;

/** A project's children, in the child's list order. */
export function findProjectChildren<Output extends object>(
  db: Database,
  ctx: TenantContext,
  child: Child<object, object, Output>,
  projectId: string,
): Promise<Output[]> {
  return withTenant(db, ctx, async (tx) => {
    await getVisibleProject(tx, ctx, projectId);
    return readProjectChildren(tx, ctx, child, projectId);
  });
}

/** The children of a project already loaded in `tx`: for a tab that reads more than one list. */
export function readProjectChildren<Output extends object>(
  tx: Transaction,
  ctx: TenantContext,
  child: Child<object, object, Output>,
  projectId: string,
): Promise<Output[]> {
  return child.read(tx, ctx, projectChildWhere(child.table, ctx, projectId));
}

export function createProjectChild<Input extends object, Output extends object>(
  db: Database,
  ctx: TenantContext,
  child: Child<Input, object, Output>,
  projectId: string,
  input: Input,
): Promise<Output> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    await child.check?.(tx, ctx, projectId, input);
    const values = {
      ...child.columns(input),
      ...(await child.placed?.(tx, ctx, projectId)),
      organizationId: ctx.organizationId,
      projectId,
    };
    const [row] = await tx.insert(child.table).values(values).returning({ id: child.table.id });
    const id = row!.id as string;
    await child.afterWrite?.(tx, ctx, id, input, true);
    const created = await getProjectChild(tx, ctx, child, projectId, id);
    await auditCreate(tx, ctx, {
      entityType: child.entityType,
      entityId: id,
      newValues: auditedValues(child, projectId, created),
    });
    return created;
  });
}

/** Changes the fields given; a request that gives none changes nothing and is not audited. */
export function updateProjectChild<Update extends object, Output extends object>(
  db: Database,
  ctx: TenantContext,
  child: Child<object, Update, Output>,
  projectId: string,
  id: string,
  input: Update,
): Promise<Output> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getProjectChild(tx, ctx, child, projectId, id);
    await child.check?.(tx, ctx, projectId, input, id);
    const values = child.columns(input);
    const hasValues = Object.keys(values).length > 0;
    if (!hasValues && !child.afterWrite) return before;
    if (hasValues)
      await tx
        .update(child.table)
        .set(values)
        .where(projectChildWhere(child.table, ctx, projectId, id));
    await child.afterWrite?.(tx, ctx, id, input, false);
    const after = await getProjectChild(tx, ctx, child, projectId, id);
    await auditUpdate(tx, ctx, {
      entityType: child.entityType,
      entityId: id,
      oldValues: auditedValues(child, projectId, before),
      newValues: auditedValues(child, projectId, after),
    });
    return after;
  });
}

export function deleteProjectChild<Output extends object>(
  db: Database,
  ctx: TenantContext,
  child: Child<object, object, Output>,
  projectId: string,
  id: string,
): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await getChangeableProject(tx, ctx, projectId);
    const before = await getProjectChild(tx, ctx, child, projectId, id);
    await tx.delete(child.table).where(projectChildWhere(child.table, ctx, projectId, id));
    await auditDelete(tx, ctx, {
      entityType: child.entityType,
      entityId: id,
      oldValues: auditedValues(child, projectId, before),
    });
  });
}

/** One child of the project in the caller's organization, or 404 with the child's message. */
export async function getProjectChild<Output extends object>(
  tx: Transaction,
  ctx: TenantContext,
  child: Child<object, object, Output>,
  projectId: string,
  id: string,
): Promise<Output> {
  const [row] = await child.read(tx, ctx, projectChildWhere(child.table, ctx, projectId, id));
  if (!row) throw notFound(child.notFound);
  return row;
}

/** The rows of one project in the caller's organization (and only row `id`, when given). */
export function projectChildWhere(
  table: ChildTable,
  ctx: TenantContext,
  projectId: string,
  id?: string,
): SQL {
  return and(
    eq(table.organizationId, ctx.organizationId),
    eq(table.projectId, projectId),
    id === undefined ? undefined : eq(table.id, id),
  )!;
}

/** What the audit log keeps of a row: its project and the child's audited fields. */
function auditedValues<Output extends object>(
  child: Child<object, object, Output>,
  projectId: string,
  row: Output,
) {
  if (child.audited) return { projectId, ...child.audited(row) };
  const kept = Object.entries(row).filter(([key]) => key !== 'id' && key !== 'createdAt');
  return { projectId, ...Object.fromEntries(kept) };
}
