// Contract test of insertByColumns and anyOf: pg sends a JavaScript array as one PostgreSQL array literal
// (quoting each element), and Drizzle's columns name their SQL type and encode their values.
// Rows written this way must read back exactly as Drizzle's own insert writes them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { anyOf } from './column-arrays';
import { insertByColumns } from './insert-by-columns';
import { auditLog } from './schema/audit';
import { organizations } from './schema/organizations';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Text a literal could break on: quotes, braces, commas, backslashes, NULL, blanks, lines.
const AWKWARD = [
  'Plain',
  'say "hi"',
  '{a,b}',
  'back\\slash \\"',
  'NULL',
  '',
  ' ',
  'two\nlines',
  'Åsa ☕',
];

describe('insertByColumns', () => {
  it('writes every value as Drizzle writes it: text, numbers, booleans, json, addresses and nulls', async () => {
    const organization = (name: string, i: number, by: string) => ({
      name,
      subdomain: `${by}-${i}-${randomUUID()}`,
      numEmployees: i % 2 ? i : null,
      setupCompleted: i % 3 === 0,
      defaultTargetHoursPerWeek: i % 2 ? '37.50' : '40.25',
      locationCountry: i % 4 ? name : null,
    });
    const audit = (text: string, i: number, by: string) => ({
      organizationId: null,
      userId: i % 2 ? randomUUID() : null,
      entityType: by,
      entityId: i % 2 ? text : null,
      action: 'CREATE',
      oldValues: i % 3 ? null : { text, list: [text, null, 1.5], nested: { ok: true } },
      newValues: { text },
      ipAddress: i % 2 ? '203.0.113.7' : null,
      userAgent: text,
    });
    await insertByColumns(
      database.db,
      organizations,
      AWKWARD.map((name, i) => organization(name, i, 'columns')),
    );
    await database.db
      .insert(organizations)
      .values(AWKWARD.map((name, i) => organization(name, i, 'drizzle')));
    await insertByColumns(
      database.db,
      auditLog,
      AWKWARD.map((text, i) => audit(text, i, 'by-columns')),
    );
    await database.db.insert(auditLog).values(AWKWARD.map((text, i) => audit(text, i, 'drizzle')));

    const orgs = await database.db.select().from(organizations);
    // Each organization as written, with the run's own id, stamps and subdomain left out.
    const writtenBy = (by: string) =>
      orgs
        .filter((o) => o.subdomain.startsWith(`${by}-`))
        .map(({ id: _id, subdomain, createdAt: _c, updatedAt: _u, ...rest }) => ({
          ...rest,
          index: Number(subdomain.split('-')[1]),
        }))
        .sort((a, b) => a.index - b.index);
    const byColumns = writtenBy('columns');
    expect(byColumns).toHaveLength(AWKWARD.length);
    expect(byColumns).toEqual(writtenBy('drizzle'));
    expect(byColumns.map((o) => o.name).sort()).toEqual([...AWKWARD].sort());
    // Columns no row gives take their defaults.
    expect(byColumns[0]).toMatchObject({
      revenueCurrency: 'USD',
      workingWeekdays: [1, 2, 3, 4, 5],
    });

    const audits = (entityType: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityType, entityType))
        .then((rows) =>
          rows
            .map(({ id: _id, createdAt: _c, entityType: _e, userId, ...rest }) => ({
              ...rest,
              userId: userId === null,
            }))
            .sort((a, b) => a.userAgent!.localeCompare(b.userAgent!)),
        );
    const auditsByColumns = await audits('by-columns');
    expect(auditsByColumns).toHaveLength(AWKWARD.length);
    expect(auditsByColumns).toEqual(await audits('drizzle'));
    // A null JSON value is SQL null, as in Drizzle, not the JSON value null.
    const { rows } = await database.pool.query<{ entity_type: string; n: number }>(
      `select entity_type, count(*)::int as n from audit_log where old_values is null
       group by entity_type order by entity_type`,
    );
    expect(rows).toEqual([
      { entity_type: 'by-columns', n: 6 },
      { entity_type: 'drizzle', n: 6 },
    ]);
  });

  it('refuses rows that do not all give the same columns, and array columns', async () => {
    await expect(
      insertByColumns(database.db, organizations, [
        { name: 'A', subdomain: `a-${randomUUID()}` },
        { name: 'B', subdomain: `b-${randomUUID()}`, locationCountry: 'Sweden' },
      ]),
    ).rejects.toThrow('a row gives locationCountry, the first does not');
    await expect(
      insertByColumns(database.db, organizations, [
        { name: 'A', subdomain: `a-${randomUUID()}`, workingWeekdays: [1, 2] },
      ]),
    ).rejects.toThrow('working_weekdays is an array column');
  });
});

describe('anyOf', () => {
  it('matches exactly the given values, awkward text included, with one parameter', async () => {
    const rows = AWKWARD.map((name, i) => ({ name, subdomain: `any-of-${i}-${randomUUID()}` }));
    await insertByColumns(database.db, organizations, rows);
    const wanted = [rows[1]!.subdomain, rows[3]!.subdomain, rows[8]!.subdomain];
    const query = database.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(anyOf(organizations.subdomain, wanted));
    expect(query.toSQL().params).toHaveLength(1);
    expect((await query).map((r) => r.name).sort()).toEqual(
      [AWKWARD[1], AWKWARD[3], AWKWARD[8]].sort(),
    );
    const ids = (await database.db.select({ id: organizations.id }).from(organizations)).map(
      (r) => r.id,
    );
    const byId = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(anyOf(organizations.id, ids.slice(0, 2)));
    expect(byId).toHaveLength(2);
    const none = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(anyOf(organizations.id, []));
    expect(none).toEqual([]);
  });
});
