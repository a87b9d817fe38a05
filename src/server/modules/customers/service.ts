import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Customer, customerInputSchema } from '../../../shared/schemas/customers';
import type { Database, Transaction } from '../../db/client';
import { customers } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_NAME_TAKEN = 'A customer with this name already exists';

type CustomerInput = z.output<typeof customerInputSchema>;
type CustomerRow = typeof customers.$inferSelect;

const parent = alias(customers, 'parent');

export function findCustomers(db: Database, ctx: TenantContext): Promise<Customer[]> {
  return withTenant(db, ctx, async (tx) => {
    const rows = await tx
      .select({ customer: customers, parentName: parent.name })
      .from(customers)
      .leftJoin(parent, eq(parent.id, customers.parentCustomerId))
      .where(eq(customers.organizationId, ctx.organizationId))
      .orderBy(asc(customers.name));
    return rows.map((r) => toCustomer(r.customer, r.parentName));
  });
}

export function createCustomer(
  db: Database,
  ctx: TenantContext,
  input: CustomerInput,
): Promise<Customer> {
  return withTenant(db, ctx, async (tx) => {
    const parentName = await checkParent(tx, ctx, input.parentCustomerId ?? null, null);
    await refuseTakenName(tx, ctx, input.name, null);
    const [row] = await tx
      .insert(customers)
      .values({ organizationId: ctx.organizationId, ...columnsOf(input) })
      .returning();
    await auditCreate(tx, ctx, {
      entityType: 'customer',
      entityId: row!.id,
      newValues: columnsOf(input),
    });
    return toCustomer(row!, parentName);
  });
}

export function updateCustomer(
  db: Database,
  ctx: TenantContext,
  id: string,
  input: CustomerInput,
): Promise<Customer> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getOwnCustomer(tx, ctx, id);
    const parentName = await checkParent(tx, ctx, input.parentCustomerId ?? null, id);
    await refuseTakenName(tx, ctx, input.name, id);
    const [row] = await tx
      .update(customers)
      .set(columnsOf(input))
      .where(and(eq(customers.id, id), eq(customers.organizationId, ctx.organizationId)))
      .returning();
    await auditUpdate(tx, ctx, {
      entityType: 'customer',
      entityId: id,
      oldValues: columnsOf(before),
      newValues: columnsOf(input),
    });
    return toCustomer(row!, parentName);
  });
}

/** Deletes a customer with its programs and their projects (the database cascades). */
export function deleteCustomer(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const before = await getOwnCustomer(tx, ctx, id);
    await tx
      .delete(customers)
      .where(and(eq(customers.id, id), eq(customers.organizationId, ctx.organizationId)));
    await auditDelete(tx, ctx, {
      entityType: 'customer',
      entityId: id,
      oldValues: columnsOf(before),
    });
  });
}

async function getOwnCustomer(
  tx: Transaction,
  ctx: TenantContext,
  id: string,
): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.organizationId, ctx.organizationId)))
    .for('update');
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** The parent's name; refused when it is not the organization's or would make a loop. */
async function checkParent(
  tx: Transaction,
  ctx: TenantContext,
  parentId: string | null,
  selfId: string | null,
) {
  if (!parentId) return null;
  const invalid = (message: string) =>
    new AppError('validation', message, [{ path: 'parentCustomerId', message }]);
  if (parentId === selfId) throw invalid('A customer cannot be its own parent');
  let current: string | null = parentId;
  let parentName: string | null = null;
  // Walk up the chain: the new parent must not sit below this customer.
  for (let depth = 0; current && depth < 100; depth++) {
    const [row] = await tx
      .select({ id: customers.id, name: customers.name, parentId: customers.parentCustomerId })
      .from(customers)
      .where(and(eq(customers.id, current), eq(customers.organizationId, ctx.organizationId)));
    if (!row) throw invalid('Parent customer not found');
    if (depth === 0) parentName = row.name;
    if (selfId && row.parentId === selfId)
      throw invalid('A customer cannot be placed under its own child');
    current = row.parentId;
  }
  return parentName;
}

async function refuseTakenName(
  tx: Transaction,
  ctx: TenantContext,
  name: string,
  selfId: string | null,
) {
  const [same] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, ctx.organizationId), eq(customers.name, name)));
  if (same && same.id !== selfId) {
    throw new AppError('conflict', CUSTOMER_NAME_TAKEN, [
      { path: 'name', message: CUSTOMER_NAME_TAKEN },
    ]);
  }
}

function columnsOf(input: CustomerInput | CustomerRow) {
  return {
    name: input.name,
    customerType: input.customerType ?? null,
    locationCountry: input.locationCountry ?? null,
    parentCustomerId: input.parentCustomerId ?? null,
  };
}

export function toCustomer(row: CustomerRow, parentName: string | null): Customer {
  return {
    id: row.id,
    name: row.name,
    customerType: row.customerType,
    locationCountry: row.locationCountry,
    parentCustomerId: row.parentCustomerId,
    parentCustomerName: parentName,
    createdAt: row.createdAt.toISOString(),
  };
}
