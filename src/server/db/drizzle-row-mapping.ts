import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';

// drizzle-orm turns each row pg returns (an array, in the order of the select) into an object
// with `mapResultRow`, which works out every field's decoder again for every row: two or three
// `is()` checks a field, each walking a class chain, plus an iterator and a destructuring a field.
// Analytics reads 10,000 rows of 2,000 projects a request; that mapping was a quarter of the
// server's CPU there (decision record 0004, item 7).
//
// A prepared query that has no `customResultMapper` of its own, and whose fields all sit at the
// top level of the row (no nested objects, no nullable joined tables to null), gets one here
// before it runs: the decoders are worked out once a statement, and each row is a loop. drizzle
// reads `customResultMapper` when it executes (node-postgres/session.js), and calls it with the
// rows. drizzle-row-mapping.test.ts fails if that changes, or if the rows differ from drizzle's.

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type Field = { path: string[]; field: unknown };
type Mapper = (rows: unknown[][]) => Record<string, unknown>[];

// SQL keeps its decoder (`.mapWith(...)`) in a field its types do not show.
const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;

/** The decoder of a selected field, as mapResultRow picks it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A mapper of rows whose fields are all top-level, or null where drizzle's is needed. */
export function flatRowMapper(fields: readonly Field[]): Mapper | null {
  if (fields.some(({ path }) => path.length !== 1)) return null;
  const names = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i += 1) {
        const raw = row[i];
        mapped[names[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
      }
      return mapped;
    });
}

type PreparedQuery = {
  fields?: Field[];
  customResultMapper?: Mapper;
  execute: (...args: unknown[]) => Promise<unknown>;
};

const prototype = NodePgPreparedQuery.prototype as unknown as PreparedQuery;
const execute = prototype.execute;
const flat = new WeakSet<object>();

prototype.execute = function (this: PreparedQuery, ...args: unknown[]) {
  if (this.fields && !this.customResultMapper && !flat.has(this)) {
    flat.add(this);
    const mapper = flatRowMapper(this.fields);
    if (mapper) this.customResultMapper = mapper;
  }
  return execute.apply(this, args);
};

/** Whether a prepared query maps its rows here (for the contract test). */
export const mapsRowsHere = (query: object) =>
  (query as PreparedQuery).customResultMapper !== undefined && flat.has(query);
