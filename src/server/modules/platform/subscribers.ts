import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { DeletionProgress } from '../../../shared/deletion-lines';
import {
  SUBDOMAIN_TAKEN,
  type Subscriber,
  type SubscriberDeletion,
  type SubscriberPage,
  type subscriberQuerySchema,
  type subscriberUpdateSchema,
} from '../../../shared/schemas/platform';
import { ORGANIZATION_NOT_FOUND } from '../../../shared/schemas/organization';
import type { Database, Executor } from '../../db/client';
import { anyOf } from '../../db/column-arrays';
import { pageOrder, type PageShape, pageShape, pageValues, readPage } from '../../db/paging';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { authUsers } from '../../db/schema/auth';
import { organizations, profiles } from '../../db/schema/organizations';
import { changeRequestAttachments } from '../../db/schema/registers';
import { AppError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import { isUniqueViolation } from '../time/checks';
import { auditPlatform, type PlatformActor } from './audit';
import { unsafeDeleteOrganizationRows, unsafeVacuumAfterRollback } from './organization-rows';

// The platform console works across organizations, as the server (not the request role): every
// function here is for platform administrators only, which the routes check first.

type Query = z.output<typeof subscriberQuerySchema>;
type Update = z.output<typeof subscriberUpdateSchema>;

// Spelled out: inside a one-table select Drizzle names columns without their table.
const authUserCount = sql<number>`(select count(*)::int from profiles p where p.organization_id = "organizations"."id")`;

const columns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  orgType: organizations.orgType,
  locationCountry: organizations.locationCountry,
  numEmployees: organizations.numEmployees,
  subscriptionTier: organizations.subscriptionTier,
  subscriptionStatus: organizations.subscriptionStatus,
  createdAt: organizations.createdAt,
};

type Row = Pick<typeof organizations.$inferSelect, Exclude<keyof typeof columns, 'authUsers'>>;

/** Written out, field by field: spreads of each row cost some 3 µs a row on Node 20. */
const toSubscriber = (row: Row, authUsers: number, productDomain: string): Subscriber => ({
  id: row.id,
  name: row.name,
  subdomain: row.subdomain,
  orgType: row.orgType,
  locationCountry: row.locationCountry,
  numEmployees: row.numEmployees,
  authUsers,
  domain: `${row.subdomain}.${productDomain}`,
  subscriptionTier: row.subscriptionTier as Subscriber['subscriptionTier'],
  subscriptionStatus: row.subscriptionStatus as Subscriber['subscriptionStatus'],
  createdAt: row.createdAt.toISOString(),
});

const SORTS = {
  name: organizations.name,
  subdomain: organizations.subdomain,
  createdAt: organizations.createdAt,
} as const;

/** One page of organizations, searched by name or subdomain, sorted, with the total. */
export async function unsafeListSubscribers(
  db: Database,
  query: Query,
  productDomain: string,
): Promise<SubscriberPage> {
  const shape = { ...pageShape(query), status: query.status !== undefined };
  const statements = preparedForShape(db, 'subscribers_page', shape, prepareSubscriberPage);
  const values = { status: query.status ?? null, ...pageValues(query) };
  const { rows, total } = await readPage(statements, values);
  // Counted for the page's rows only, not for every row the offset skips.
  const counts =
    rows.length === 0 ? [] : await statements.people.execute({ ids: rows.map((row) => row.id) });
  const people = new Map(counts.map((row) => [row.id, row.n]));
  return {
    rows: rows.map((row) => toSubscriber(row, people.get(row.id) ?? 0, productDomain)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A page of organizations, their count, and the people of the page's organizations (`ids`),
 * with placeholders for the search's pattern, the status and the window; planned on every
 * call (PLANNED_EACH_CALL).
 */
function prepareSubscriberPage(
  executor: Executor,
  shape: PageShape<Query['sort']> & { status: boolean },
) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    shape.search
      ? or(ilike(organizations.name, pattern), ilike(organizations.subdomain, pattern))
      : undefined,
    shape.status ? eq(organizations.subscriptionStatus, sql.placeholder('status')) : undefined,
  );
  const page = executor
    .select(columns)
    .from(organizations)
    .where(where)
    .orderBy(...pageOrder(SORTS[shape.sort], shape.direction, organizations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = executor.select({ total: count() }).from(organizations).where(where);
  const people = executor
    .select({ id: profiles.organizationId, n: count() })
    .from(profiles)
    .where(anyOf(profiles.organizationId, sql.placeholder('ids')))
    .groupBy(profiles.organizationId);
  return {
    page: page.prepare(PLANNED_EACH_CALL),
    total: total.prepare(PLANNED_EACH_CALL),
    people: people.prepare(PLANNED_EACH_CALL),
  };
}

async function lockedOrganization(tx: Executor, id: string) {
  const [row] = await tx
    .select({ ...columns, authUsers: authUserCount })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update', { of: organizations });
  if (!row) throw new AppError('not_found', ORGANIZATION_NOT_FOUND);
  return row;
}

const editable = (row: Row) => ({
  name: row.name,
  subdomain: row.subdomain,
  orgType: row.orgType,
  locationCountry: row.locationCountry,
  numEmployees: row.numEmployees,
  subscriptionTier: row.subscriptionTier,
  subscriptionStatus: row.subscriptionStatus,
});

/** Edit Subscriber Organization; a subdomain another organization has is refused (409). */
export async function unsafeUpdateSubscriber(
  db: Database,
  actor: PlatformActor,
  id: string,
  input: Update,
  productDomain: string,
): Promise<Subscriber> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockedOrganization(tx, id);
      const values = {
        name: input.name,
        subdomain: input.subdomain,
        orgType: input.orgType ?? null,
        locationCountry: input.locationCountry ?? null,
        numEmployees: input.numEmployees ?? null,
        subscriptionTier: input.subscriptionTier,
        subscriptionStatus: input.subscriptionStatus,
      };
      await tx.update(organizations).set(values).where(eq(organizations.id, id));
      const after = await lockedOrganization(tx, id);
      await auditPlatform(tx, actor, 'UPDATE', {
        entityType: 'organization',
        entityId: id,
        oldValues: editable(before),
        newValues: editable(after),
      });
      return toSubscriber(after, after.authUsers, productDomain);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_subdomain_unique'))
      throw new AppError('conflict', SUBDOMAIN_TAKEN, [
        { path: 'subdomain', message: SUBDOMAIN_TAKEN },
      ]);
    throw error;
  }
}

/** Suspends or activates an organization; its people are refused from their next request on. */
export function unsafeSetSubscriberStatus(
  db: Database,
  actor: PlatformActor,
  id: string,
  status: 'active' | 'suspended',
  productDomain: string,
): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const before = await lockedOrganization(tx, id);
    await tx
      .update(organizations)
      .set({ subscriptionStatus: status })
      .where(eq(organizations.id, id));
    await auditPlatform(tx, actor, 'UPDATE', {
      entityType: 'organization',
      entityId: id,
      oldValues: { name: before.name, subscriptionStatus: before.subscriptionStatus },
      newValues: { name: before.name, subscriptionStatus: status },
    });
    return toSubscriber({ ...before, subscriptionStatus: status }, before.authUsers, productDomain);
  });
}

/** Every table with an organization_id column, from the catalog: what an organization owns. */
export async function unsafeTenantTables(db: Executor): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return result.rows.map((row) => row.table_name);
}

/** How many rows of each tenant table belong to the organization (tables with none left out). */
export async function unsafeCountOrganizationRows(
  db: Executor,
  organizationId: string,
): Promise<Record<string, number>> {
  const tables = await unsafeTenantTables(db);
  const result = await db.execute<{ table_name: string; rows: number }>(
    sql.raw(
      tables
        .map(
          (table) =>
            `select '${table}' as table_name, count(*)::int as rows from "${table}" where organization_id = '${organizationId}'`,
        )
        .join(' union all '),
    ),
  );
  return Object.fromEntries(
    result.rows.filter((row) => row.rows > 0).map((row) => [row.table_name, row.rows]),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a deletion reports to: its people refused, how far it is, what went wrong on the side. */
export type DeletionWatch = {
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Once the organization is suspended (committed), before its rows are counted. */
  onSuspended?: () => Promise<void>;
  onProgress?: (progress: DeletionProgress) => void;
};

/**
 * Suspends an organization for its deletion, in a transaction of its own: from then on its
 * people are refused at sign-in's check, before they open a transaction. Otherwise each of their
 * writes would wait on the organization's lock for as long as the deletion runs (a minute for a
 * million time sessions), holding one of the connections every organization shares. Answers the
 * status to put back should the deletion fail.
 */
async function suspendForDeletion(db: Database, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { subscriptionStatus } = await lockedOrganization(tx, id);
    if (subscriptionStatus !== 'suspended')
      await tx
        .update(organizations)
        .set({ subscriptionStatus: 'suspended' })
        .where(eq(organizations.id, id));
    return subscriptionStatus;
  });
}

/**
 * Permanently deletes an organization: every row it owns, then its people's sign-in accounts,
 * in one transaction; its files go once that has committed. Answers what went, table by table,
 * and tells `onProgress` how far it is as it goes (a minute for a million time sessions). The
 * organization is suspended first (`suspendForDeletion`). If the deletion fails, its status is
 * put back and, once it began deleting, its tables are vacuumed before it throws, as nothing
 * else would (`unsafeVacuumAfterRollback`).
 */
export async function unsafeDeleteSubscriber(
  db: Database,
  storage: FileStorage,
  actor: PlatformActor,
  id: string,
  { log, onSuspended, onProgress = () => {} }: DeletionWatch,
): Promise<SubscriberDeletion> {
  if (!UUID.test(id)) throw new AppError('not_found', ORGANIZATION_NOT_FOUND);
  const status = await suspendForDeletion(db, id);
  await onSuspended?.();
  let touched: string[] = [];
  const transaction = db.transaction(async (tx) => {
    const organization = await lockedOrganization(tx, id);
    const owned = await unsafeCountOrganizationRows(tx, id);
    const files = await tx
      .select({ key: changeRequestAttachments.storageKey })
      .from(changeRequestAttachments)
      .where(eq(changeRequestAttachments.organizationId, id));
    const people = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.organizationId, id));
    // The organization's rows, then its people's sign-in accounts (their sessions and
    // passwords cascade from those).
    touched = Object.keys(owned);
    await unsafeDeleteOrganizationRows(tx, id, owned, onProgress);
    await tx.delete(organizations).where(eq(organizations.id, id));
    const ids = people.map((p) => p.id);
    const accounts =
      ids.length === 0
        ? 0
        : (
            await tx
              .delete(authUsers)
              .where(inArray(authUsers.id, ids))
              .returning({ id: authUsers.id })
          ).length;
    const rows = { ...owned, organizations: 1 };
    const deletion: SubscriberDeletion = {
      id,
      name: organization.name,
      rows,
      accounts,
      files: files.length,
    };
    await auditPlatform(tx, actor, 'DELETE', {
      entityType: 'organization',
      entityId: id,
      // As it was before the deletion suspended it.
      oldValues: {
        ...editable(organization),
        subscriptionStatus: status,
        authUsers: organization.authUsers,
      },
      newValues: { rows, accounts, files: files.length },
    });
    return { deletion, keys: files.map((f) => f.key) };
  });
  const { deletion, keys } = await transaction.catch(async (error: unknown) => {
    await db
      .update(organizations)
      .set({ subscriptionStatus: status })
      .where(and(eq(organizations.id, id), eq(organizations.subscriptionStatus, 'suspended')))
      .catch((restore: unknown) =>
        log.warn({ err: restore }, 'status not put back after a failed organization delete'),
      );
    await unsafeVacuumAfterRollback(db, touched).catch((vacuum: unknown) =>
      log.warn({ err: vacuum }, 'vacuum after a failed organization delete'),
    );
    throw error;
  });
  for (const key of keys) await storage.delete(key);
  return deletion;
}
