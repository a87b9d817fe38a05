import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Customer,
  CustomerChoice,
  customerChoiceQuerySchema,
  customerInputSchema,
  CustomerPage,
  customerQuerySchema,
} from '../../../shared/schemas/customers';
import type { Database, Transaction } from '../../db/client';
import { likePattern, pageWindow } from '../../db/paging';
import { customers } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { AppError, notFound } from '../../http/errors';
import { auditCreate, auditDelete, auditUpdate } from '../audit/change';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CUSTOMER_NAME_TAKEN = 'A customer with this name already exists';

type CustomerInput = z.output<typeof customerInputSchema>;
type CustomerQuery = z.output<typeof customerQuerySchema>;
type CustomerChoiceQuery = z.output<typeof customerChoiceQuerySchema>;
type CustomerRow = typeof customers.$inferSelect;

/**
 * The organization's customers in hierarchy order, each with its parent's name and depth:
 * `path` holds, from the top down, each level's name (lower case) and id, so that ordering by
 * it puts every parent before its children and siblings by name. A customer whose parent is
 * gone starts a tree of its own; the depth stops a loop (the service refuses one) from running on.
 */
const hierarchy = (ctx: TenantContext) => sql`
  with recursive tree as (
    select c.id, c.name, c.customer_type, c.location_country, c.parent_customer_id,
           null::text as parent_name, c.created_at,
           array[lower(c.name), c.id::text] as path, 0 as depth
      from customers c
     where c.organization_id = ${ctx.organizationId}
       and (c.parent_customer_id is null
            or not exists (select 1 from customers p where p.id = c.parent_customer_id))
    union all
    select c.id, c.name, c.customer_type, c.location_country, c.parent_customer_id,
           t.name, c.created_at, t.path || array[lower(c.name), c.id::text], t.depth + 1
      from customers c
      join tree t on c.parent_customer_id = t.id
     where c.organization_id = ${ctx.organizationId} and t.depth < 100
  )`;

const CUSTOMER_ORDER: Record<Exclude<CustomerQuery['sort'], 'tree'>, SQL> = {
  name: sql`lower(name)`,
  type: sql`customer_type`,
  location: sql`location_country`,
  createdAt: sql`created_at`,
};

type ListedRow = {
  id: string;
  name: string;
  customer_type: string | null;
  location_country: string | null;
  parent_customer_id: string | null;
  parent_name: string | null;
  created_at: Date | string;
  depth: number;
};

/**
 * A page of the organization's customers with their parent's name and depth, searched by name,
 * type or location, in hierarchy order (a parent before its children, by name) unless sorted.
 */
export function findCustomers(
  db: Database,
  ctx: TenantContext,
  query: CustomerQuery,
): Promise<CustomerPage> {
  return withTenant(db, ctx, async (tx) => {
    const pattern = query.search ? likePattern(query.search) : null;
    const matching = pattern
      ? sql`where name ilike ${pattern} or customer_type ilike ${pattern}
               or location_country ilike ${pattern}`
      : sql``;
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    const order =
      query.sort === 'tree'
        ? sql`path`
        : sql`${CUSTOMER_ORDER[query.sort]} ${direction} nulls last, id ${direction}`;
    const { limit, offset } = pageWindow(query);
    // The page and the count of all it is taken from, asked together.
    const [{ rows }, [total]] = await together([
      tx.execute<ListedRow>(sql`
        ${hierarchy(ctx)}
        select id, name, customer_type, location_country, parent_customer_id, parent_name,
               created_at, depth
          from tree
         ${matching}
         order by ${order}
         limit ${limit} offset ${offset}`),
      tx
        .select({ total: count() })
        .from(customers)
        .where(
          and(
            eq(customers.organizationId, ctx.organizationId),
            pattern
              ? or(
                  ilike(customers.name, pattern),
                  ilike(customers.customerType, pattern),
                  ilike(customers.locationCountry, pattern),
                )
              : undefined,
          ),
        ),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        customerType: row.customer_type,
        locationCountry: row.location_country,
        parentCustomerId: row.parent_customer_id,
        parentCustomerName: row.parent_name,
        createdAt: new Date(row.created_at).toISOString(),
        depth: Number(row.depth),
      })),
      total: total?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/**
 * Customers to pick from (a program's, a parent, a filter): by name, at most `limit`, searched
 * by name; without the customer `outside` and everything below it; only the customer `id`.
 */
export function findCustomerChoices(
  db: Database,
  ctx: TenantContext,
  query: CustomerChoiceQuery,
): Promise<CustomerChoice[]> {
  return withTenant(db, ctx, async (tx) => {
    const below = query.outside
      ? sql`and c.id not in (
          with recursive under (id, depth) as (
            select id, 0 from customers where id = ${query.outside}
            union all
            select c.id, u.depth + 1 from customers c join under u on c.parent_customer_id = u.id
             where u.depth < 100
          )
          select id from under)`
      : sql``;
    const { rows } = await tx.execute<CustomerChoice>(sql`
      select c.id, c.name, p.name as "parentName"
        from customers c
        left join customers p on p.id = c.parent_customer_id
       where c.organization_id = ${ctx.organizationId}
         ${query.search ? sql`and c.name ilike ${likePattern(query.search)}` : sql``}
         ${query.id ? sql`and c.id = ${query.id}` : sql``}
         ${below}
       order by lower(c.name), c.id
       limit ${query.limit}`);
    return rows;
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
