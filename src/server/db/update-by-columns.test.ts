// Contract test of updateByColumns: each row's columns get its own values, awkward text and
// nulls included, updated_at moves, and a row of another organization is never touched.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { organizations } from './schema/organizations';
import { customers } from './schema/portfolio';
import { updateByColumns } from './update-by-columns';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const AWKWARD = ['say "hi"', '{a,b}', 'back\\slash \\"', 'NULL', '', 'two\nlines', 'Åsa ☕'];

async function organizationWithCustomers(count: number) {
  const [org] = await database.db
    .insert(organizations)
    .values({ name: 'Org', subdomain: `org-${randomUUID()}` })
    .returning({ id: organizations.id });
  const rows = await database.db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        organizationId: org!.id,
        name: `Customer ${i}`,
        locationCountry: 'Sweden',
      })),
    )
    .returning();
  return { organizationId: org!.id, rows: rows.sort((a, b) => a.name.localeCompare(b.name)) };
}

describe('updateByColumns', () => {
  it("writes each row's own values, and nothing of another organization's rows", async () => {
    const mine = await organizationWithCustomers(AWKWARD.length);
    const theirs = await organizationWithCustomers(1);
    const stranger = theirs.rows[0]!;
    await updateByColumns(database.db, customers, mine.organizationId, [
      ...mine.rows.map((row, i) => ({
        id: row.id,
        name: AWKWARD[i]!,
        locationCountry: i % 2 ? null : `Land ${i}`,
      })),
      // Another organization's id, as a careless caller might pass it.
      { id: stranger.id, name: 'Taken over', locationCountry: null },
    ]);
    const after = await database.db
      .select()
      .from(customers)
      .where(eq(customers.organizationId, mine.organizationId))
      .orderBy(asc(customers.createdAt));
    const byId = new Map(after.map((row) => [row.id, row]));
    mine.rows.forEach((row, i) => {
      const now = byId.get(row.id)!;
      expect(now.name).toBe(AWKWARD[i]);
      expect(now.locationCountry).toBe(i % 2 ? null : `Land ${i}`);
      expect(now.customerType).toBe(row.customerType);
      expect(now.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    });
    const [untouched] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.id, stranger.id));
    expect(untouched).toEqual(stranger);
  });

  it('refuses rows that do not all give the same columns', async () => {
    const mine = await organizationWithCustomers(2);
    await expect(
      updateByColumns(database.db, customers, mine.organizationId, [
        { id: mine.rows[0]!.id, name: 'A' },
        { id: mine.rows[1]!.id, locationCountry: 'B' },
      ]),
    ).rejects.toThrow('updateByColumns: every row must give the same columns');
  });
});
