import { count, eq, sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Organization, organizationWithProject } from '../testing/project-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { mapsRowsHere } from './drizzle-row-mapping';
import { auditLog } from './schema/audit';
import { profiles } from './schema/organizations';
import { programs, projects } from './schema/portfolio';

// The contract of drizzle-row-mapping.ts (docs/decisions/0004-library-adapters.md, item 7): drizzle runs
// the mapper it finds in `customResultMapper`, and the rows come out exactly as drizzle's own
// mapResultRow makes them. If an upgrade breaks either, this fails: follow drizzle's change, or
// drop the adapter if drizzle maps rows cheaply itself.

let t: TestApp;
let org: Organization;

beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app, 'Row mapping');
  await t.database.db
    .update(projects)
    .set({ revenue: '1234.50', startDate: '2026-03-02', endDate: null })
    .where(eq(projects.id, org.project.id));
});
afterAll(() => t.close());

// drizzle's own mapper: exported by its module, left out of its types.
type Fields = { path: string[]; field: unknown }[];
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (
    fields: Fields,
    row: unknown[],
    joinsNotNullableMap: Record<string, boolean> | undefined,
  ) => Record<string, unknown>;
};

type Prepared = {
  execute: () => Promise<Record<string, unknown>[]>;
  queryConfig: { text: string; rowMode: 'array'; types: unknown };
  fields: Fields;
  params: unknown[];
  joinsNotNullableMap?: Record<string, boolean>;
};

/** The rows as drizzle's own mapResultRow makes them from the same statement's raw rows. */
async function mappedByDrizzle(query: Prepared) {
  const { text, rowMode, types } = query.queryConfig;
  const config = { text, rowMode, types, values: query.params };
  const { rows } = (await t.database.pool.query(config as never)) as {
    rows: unknown[][];
  };
  return rows.map((row) => mapResultRow(query.fields, row, query.joinsNotNullableMap));
}

describe('drizzle-row-mapping', () => {
  it('maps a flat row of every kind of field as drizzle does, and does the mapping itself', async () => {
    const { db } = t.database;
    const query = db
      .select({
        id: projects.id,
        name: projects.name,
        revenue: projects.revenue,
        startDate: projects.startDate,
        endDate: projects.endDate,
        billable: projects.billable,
        createdAt: projects.createdAt,
        managers:
          sql<number>`(select count(*) from ${profiles} where ${profiles.id} = ${projects.projectManagerId})`.mapWith(
            Number,
          ),
        label: sql<string>`upper(${projects.name})`.as('label'),
        nothing: sql<string | null>`null`,
        json: sql<{ a: number[] }>`json_build_object('a', json_build_array(1, 2))`,
      })
      .from(projects)
      .where(eq(projects.organizationId, org.organizationId))
      .prepare('row_mapping_flat') as unknown as Prepared;
    const rows = await query.execute();
    expect(mapsRowsHere(query)).toBe(true);
    expect(rows).toEqual(await mappedByDrizzle(query));
    expect(rows[0]).toMatchObject({
      revenue: '1234.50',
      startDate: '2026-03-02',
      endDate: null,
      billable: true,
      managers: 1,
      label: 'ROW MAPPING',
      nothing: null,
      json: { a: [1, 2] },
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'name',
      'revenue',
      'startDate',
      'endDate',
      'billable',
      'createdAt',
      'managers',
      'label',
      'nothing',
      'json',
    ]);
  });

  it('maps counts and json columns as drizzle does', async () => {
    const query = t.database.db
      .select({ action: auditLog.action, n: count(), values: auditLog.newValues })
      .from(auditLog)
      .where(eq(auditLog.organizationId, org.organizationId))
      .groupBy(auditLog.action, auditLog.newValues)
      .prepare('row_mapping_counts') as unknown as Prepared;
    const rows = await query.execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await mappedByDrizzle(query));
  });

  it('maps nested selections and joined tables as drizzle does, nulling a missing table', async () => {
    const { db } = t.database;
    const cases = {
      // A left-joined table that matches nothing: its object is null.
      missing: db
        .select({ project: { id: projects.id, name: projects.name }, program: programs })
        .from(projects)
        .leftJoin(programs, sql`false`),
      // The same join matching: the table's object, beside a field at the top level.
      joined: db
        .select({
          project: { id: projects.id, name: projects.name },
          program: programs,
          upper: sql<string>`upper(${projects.name})`,
        })
        .from(projects)
        .leftJoin(programs, eq(programs.id, projects.programId)),
      // Every table of the join, as `select()` names them; the from table is never nulled.
      wholeTables: db
        .select()
        .from(projects)
        .leftJoin(programs, sql`false`),
      // An inner join is never nulled, even where its first column is null.
      inner: db
        .select({ project: { endDate: projects.endDate, id: projects.id }, program: programs })
        .from(projects)
        .innerJoin(programs, eq(programs.id, projects.programId)),
      // The object nulls on its first column alone, as drizzle decides it (the name is not null).
      firstColumnNull: db
        .select({ program: { description: programs.description, name: programs.name } })
        .from(projects)
        .leftJoin(programs, eq(programs.id, projects.programId)),
      // Columns of two tables in one object are never nulled; an object of other fields is built.
      mixed: db
        .select({
          both: { endDate: projects.endDate, program: programs.name },
          nested: { name: projects.name, n: sql<number>`1`.mapWith(Number) },
        })
        .from(projects)
        .leftJoin(programs, sql`false`),
      // Without a join, a table's object stays, whatever its first column.
      noJoin: db
        .select({ person: profiles, roles: sql<string[]>`array['a', 'b']` })
        .from(profiles)
        .where(eq(profiles.organizationId, org.organizationId)),
    };
    for (const [name, select] of Object.entries(cases)) {
      const query = ('where' in select && name !== 'noJoin'
        ? select.where(eq(projects.organizationId, org.organizationId))
        : select
      ).prepare(`row_mapping_${name}`) as unknown as Prepared;
      const rows = await query.execute();
      expect(mapsRowsHere(query), name).toBe(true);
      expect(rows.length, name).toBeGreaterThan(0);
      expect(rows, name).toEqual(await mappedByDrizzle(query));
      expect(
        rows.map((row) => JSON.stringify(Object.keys(row))),
        name,
      ).toEqual((await mappedByDrizzle(query)).map((row) => JSON.stringify(Object.keys(row))));
    }
  });

  it('nulls a left-joined table that matches nothing', async () => {
    const query = t.database.db
      .select({ project: { id: projects.id, name: projects.name }, program: programs })
      .from(projects)
      .leftJoin(programs, sql`false`)
      .where(eq(projects.organizationId, org.organizationId))
      .prepare('row_mapping_nested') as unknown as Prepared;
    const rows = await query.execute();
    expect(mapsRowsHere(query)).toBe(true);
    expect(rows).toEqual([{ project: { id: org.project.id, name: 'Row mapping' }, program: null }]);
  });
});
