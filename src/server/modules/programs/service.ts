import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Program,
  ProgramChoice,
  programChoiceQuerySchema,
  programInputSchema,
  ProgramPage,
  programQuerySchema,
  ProgramSort,
} from '../../../shared/schemas/programs';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  likePattern,
  pageOrder,
  type PageShape,
  pageShape,
  pageValues,
  readPage,
} from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { customers, programs } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';

export const PROGRAM_NOT_FOUND = 'Program not found';
type ProgramInput = z.output<typeof programInputSchema>;
type Query = z.output<typeof programQuerySchema>;
type ChoiceQuery = z.output<typeof programChoiceQuerySchema>;

const SORTS = {
  name: programs.name,
  customerName: customers.name,
  createdAt: programs.createdAt,
} as const satisfies Record<ProgramSort, unknown>;

/**
 * One page of the organization's programs with their customer, searched by name, description
 * or customer and sorted (newest first by default), with the total.
 */
export function findPrograms(db: Database, ctx: TenantContext, query: Query): Promise<ProgramPage> {
  return withTenant(db, ctx, async (tx) => {
    const statements = preparedForShape(tx, 'programs_page', pageShape(query), preparePage);
    const values = { organizationId: ctx.organizationId, ...pageValues(query) };
    const { rows, total } = await readPage(statements, values);
    return {
      rows: rows.map((r) => toProgram(r.program, r.customerName)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/**
 * A page of programs with their customer and the count of all it is taken from, with
 * placeholders for the organization, the search's pattern and the window; planned on every
 * call (PLANNED_EACH_CALL).
 */
function preparePage(executor: Executor, shape: PageShape<ProgramSort>) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(programs.organizationId, sql.placeholder('organizationId')),
    shape.search
      ? or(
          ilike(programs.name, pattern),
          ilike(programs.description, pattern),
          ilike(customers.name, pattern),
        )
      : undefined,
  );
  const page = executor
    .select({ program: programs, customerName: customers.name })
    .from(programs)
    .innerJoin(customers, eq(customers.id, programs.customerId))
    .where(where)
    .orderBy(...pageOrder(SORTS[shape.sort], shape.direction, programs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor
    .select({ total: count() })
    .from(programs)
    .innerJoin(customers, eq(customers.id, programs.customerId))
    .where(where);
  return { page: page.prepare(PLANNED_EACH_CALL), total: total.prepare(PLANNED_EACH_CALL) };
}

/**
 * Programs to pick from (for a project, a filter): by name, at most `limit`, searched by name
 * or customer.
 */
export function findProgramChoices(
  db: Database,
  ctx: TenantContext,
  query: ChoiceQuery,
): Promise<ProgramChoice[]> {
  return withTenant(db, ctx, (tx) => {
    const filters = [eq(programs.organizationId, ctx.organizationId)];
    if (query.search) {
      const pattern = likePattern(query.search);
      filters.push(or(ilike(programs.name, pattern), ilike(customers.name, pattern))!);
    }
    if (query.customerId) filters.push(eq(programs.customerId, query.customerId));
    if (query.id) filters.push(eq(programs.id, query.id));
    return tx
      .select({
        id: programs.id,
        name: programs.name,
        customerId: programs.customerId,
        customerName: customers.name,
      })
      .from(programs)
      .innerJoin(customers, eq(customers.id, programs.customerId))
      .where(and(...filters))
      .orderBy(asc(programs.name), asc(programs.id))
      .limit(query.limit);
  });
}

export function createProgram(
  db: Database,
  ctx: TenantContext,
  input: ProgramInput,
): Promise<Program> {
  return withTenant(db, ctx, async (tx) => {
    const customerName = await customerNameOf(tx, ctx, input.customerId);
    const values = columnsOf(input);
    const [row] = await tx
      .insert(programs)
      .values({ organizationId: ctx.organizationId, ...values })
      .returning();
    await auditCreate(tx, ctx, { entityType: 'program', entityId: row!.id, newValues: values });
    return toProgram(row!, customerName);
  });
}

export function updateProgram(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: ProgramInput,
): Promise<Program> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getOwnProgram(tx, ctx, id);
    const customerName = await customerNameOf(tx, ctx, input.customerId);
    const values = columnsOf(input);
    const [row] = await tx
      .update(programs)
      .set(values)
      .where(and(eq(programs.id, id), eq(programs.organizationId, ctx.organizationId)))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'program',
      entityId: id,
      oldValues: columnsOf(before),
      newValues: values,
    });
    return toProgram(row!, customerName);
  });
}

/** Deletes a program with its projects (the database cascades). */
export function deleteProgram(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getOwnProgram(tx, ctx, id);
    await tx
      .delete(programs)
      .where(and(eq(programs.id, id), eq(programs.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'program',
      entityId: id,
      oldValues: columnsOf(before),
    });
  });
}

async function getOwnProgram(tx: Transaction, ctx: TenantContext, id: string) {
  const [row] = await tx
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.organizationId, ctx.organizationId)))
    .for('update');
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
  return row;
}

async function customerNameOf(
  tx: Transaction,
  ctx: TenantContext,
  customerId: string,
): Promise<string> {
  const [row] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.organizationId, ctx.organizationId)));
  if (!row)
    throw new AppError('validation', 'Please select a customer', [
      { path: 'customerId', message: 'Please select a customer' },
    ]);
  return row.name;
}

function columnsOf(input: ProgramInput | typeof programs.$inferSelect) {
  return { name: input.name, description: input.description ?? null, customerId: input.customerId };
}

function toProgram(row: typeof programs.$inferSelect, customerName: string): Program {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    customerId: row.customerId,
    customerName,
    createdAt: row.createdAt.toISOString(),
  };
}
