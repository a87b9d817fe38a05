import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { auditLog } from './schema/audit';
import { authUsers } from './schema/auth';
import { organizations, profiles } from './schema/organizations';
import { customers, programs } from './schema/portfolio';
import { withTenant } from './tenant';

// Drizzle wraps the driver's error; Postgres's own words are in its cause.
const permissionDenied = {
  cause: expect.objectContaining({ message: expect.stringMatching(/permission denied/) }),
};

let database: TestDatabase;
let orgA: string;
let orgB: string;

async function seedOrganization(name: string) {
  const db = database.db;
  const [org] = await db
    .insert(organizations)
    .values({ name, subdomain: name.toLowerCase() })
    .returning();
  const [user] = await db
    .insert(authUsers)
    .values({ name, email: `${name.toLowerCase()}@example.com` })
    .returning();
  await db.insert(profiles).values({
    id: user!.id,
    organizationId: org!.id,
    fullName: `${name} Admin`,
    email: user!.email,
  });
  await db.insert(customers).values([
    { organizationId: org!.id, name: `${name} Customer 1` },
    { organizationId: org!.id, name: `${name} Customer 2` },
  ]);
  await db
    .insert(auditLog)
    .values({ organizationId: org!.id, entityType: 'customer', action: 'CREATE' });
  return org!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  orgA = await seedOrganization('Alpha');
  orgB = await seedOrganization('Beta');
});
afterAll(() => database.close());

describe('row-level security', () => {
  it('limits a query with no organization filter to the current organization', async () => {
    const rows = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx.select().from(customers),
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['Alpha Customer 1', 'Alpha Customer 2']);
    const people = await withTenant(database.db, { organizationId: orgB }, (tx) =>
      tx.select().from(profiles),
    );
    expect(people.map((p) => p.fullName)).toEqual(['Beta Admin']);
    const visibleOrgs = await withTenant(database.db, { organizationId: orgB }, (tx) =>
      tx.select().from(organizations),
    );
    expect(visibleOrgs.map((o) => o.id)).toEqual([orgB]);
  });

  it('runs requests as a role that owns no table and is no superuser', async () => {
    const [who] = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx
        .execute<{ role: string; superuser: boolean }>(
          sql`select current_user as role, (select rolsuper or rolbypassrls from pg_roles where rolname = current_user) as superuser`,
        )
        .then((r) => r.rows),
    );
    expect(who).toEqual({ role: 'stint_app', superuser: false });
  });

  it('cannot change or delete another organization’s rows, even by id', async () => {
    const [betaCustomer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.organizationId, orgB))
      .limit(1);
    const updated = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx
        .update(customers)
        .set({ name: 'Hijacked' })
        .where(eq(customers.id, betaCustomer!.id))
        .returning(),
    );
    const deleted = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx.delete(customers).where(eq(customers.id, betaCustomer!.id)).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const [still] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.id, betaCustomer!.id));
    expect(still!.name).toBe(betaCustomer!.name);
  });

  it('refuses to write a row into another organization', async () => {
    await expect(
      withTenant(database.db, { organizationId: orgA }, (tx) =>
        tx.insert(customers).values({ organizationId: orgB, name: 'Planted' }),
      ),
    ).rejects.toThrow();
    expect(await database.db.$count(customers, eq(customers.name, 'Planted'))).toBe(0);
  });

  it('shows nothing when no organization is set', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role stint_app`);
      return tx.select().from(customers);
    });
    expect(rows).toEqual([]);
  });

  it('keeps the audit trail append-only for requests', async () => {
    await expect(
      withTenant(database.db, { organizationId: orgA }, (tx) =>
        tx.update(auditLog).set({ action: 'DELETE' }),
      ),
    ).rejects.toMatchObject(permissionDenied);
    await expect(
      withTenant(database.db, { organizationId: orgA }, (tx) => tx.delete(auditLog)),
    ).rejects.toMatchObject(permissionDenied);
    const appended = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx
        .insert(auditLog)
        .values({ organizationId: orgA, entityType: 'customer', action: 'UPDATE' })
        .returning(),
    );
    expect(appended).toHaveLength(1);
  });

  it('keeps sign-in data out of reach of requests', async () => {
    await expect(
      withTenant(database.db, { organizationId: orgA }, (tx) => tx.select().from(authUsers)),
    ).rejects.toMatchObject(permissionDenied);
  });

  it('covers every table that has an organization_id column', async () => {
    const { rows } = await database.db.execute<{
      table_name: string;
      rls: boolean;
      policies: number;
    }>(sql`
      select c.relname as table_name, c.relrowsecurity as rls,
        (select count(*) from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation')::int as policies
      from pg_class c
      join information_schema.columns col on col.table_name = c.relname and col.table_schema = 'public' and col.column_name = 'organization_id'
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.filter((r) => !r.rls || r.policies !== 1)).toEqual([]);
  });
});

describe('same-organization keys', () => {
  // Postgres checks foreign keys past row-level security: only these keys stop a row of one
  // organization from pointing at another's.
  it("refuses a row that points at another organization's row, even as a request", async () => {
    const [betaCustomer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.organizationId, orgB))
      .limit(1);
    const planted = withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx.insert(programs).values({ organizationId: orgA, customerId: betaCustomer!.id, name: 'X' }),
    );
    await expect(planted).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'programs_customer_id_same_org_fk' }),
    });
    const [alphaCustomer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.organizationId, orgA))
      .limit(1);
    const own = await withTenant(database.db, { organizationId: orgA }, (tx) =>
      tx
        .insert(programs)
        .values({ organizationId: orgA, customerId: alphaCustomer!.id, name: 'Own' })
        .returning(),
    );
    expect(own).toHaveLength(1);
  });

  it('pairs every key between two tenant tables with its organization', async () => {
    const { rows } = await database.db.execute<{ child: string; column_name: string }>(sql`
      select con.conrelid::regclass::text as child, a.attname as column_name
      from pg_constraint con
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
      where con.contype = 'f' and array_length(con.conkey, 1) = 1 and a.attname <> 'organization_id'
        and con.connamespace = 'public'::regnamespace
        and exists (select 1 from pg_attribute o where o.attrelid = con.conrelid and o.attname = 'organization_id')
        and exists (select 1 from pg_attribute o where o.attrelid = con.confrelid and o.attname = 'organization_id')
        and not exists (
          select 1 from pg_constraint pair
          where pair.conrelid = con.conrelid and pair.contype = 'f'
            and pair.conkey = array[(select attnum from pg_attribute where attrelid = con.conrelid and attname = 'organization_id'), con.conkey[1]]::int2[])`);
    expect(rows).toEqual([]);
    const paired = await database.db.execute(
      sql`select 1 from pg_constraint where conname like '%same_org_fk'`,
    );
    expect(paired.rows.length).toBeGreaterThanOrEqual(40);
  });
});
