import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';

// drizzle-orm turns each row pg returns (an array, in the order of the select) into an object
// with `mapResultRow`, which works out every field's decoder again for every row: two or three
// `is()` checks a field, each walking a class chain, plus an iterator and a destructuring a field.
// Analytics reads 10,000 rows of 2,000 projects a request; that mapping was a quarter of the
// server's CPU there (decision record 0004, item 7).
//
// A prepared query that has no `customResultMapper` of its own gets one here before it first
// runs: the decoders, and where each field goes, are worked out once a statement, and each row
// is a loop. Fields at the top level take the shortest loop; nested selections (an object, a
// table, a joined table) take a loop that builds and nulls them as mapResultRow does. drizzle
// reads `customResultMapper` when it executes (node-postgres/session.js), and calls it with the
// rows. drizzle-row-mapping.test.ts fails if that changes, or if the rows differ from drizzle's.

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type Field = { path: string[]; field: unknown };
type Mapper = (rows: unknown[][]) => Record<string, unknown>[];
/** Which joined tables are never null (the from table, inner joins), by name; unset without joins. */
type JoinsNotNullable = Record<string, boolean> | undefined;

// SQL keeps its decoder (`.mapWith(...)`) in a field its types do not show.
const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;

/** The decoder of a selected field, as mapResultRow picks it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A mapper of rows whose fields are all top-level. */
function flatRowMapper(fields: readonly Field[]): Mapper {
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

type Node = Record<string, unknown>;

/**
 * A mapper of rows with nested fields, with mapResultRow's rule for a joined table's object:
 * where the first of its columns is null and every one of them is of that table, the object is
 * null unless the table is never null (`joins`). Only with joins, only for a column two deep.
 */
function nestedRowMapper(fields: readonly Field[], joins: JoinsNotNullable): Mapper {
  const steps = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    name: path[path.length - 1]!,
    decoder: decoderOf(field),
    // The object a joined table's column belongs to, and the table.
    joined:
      joins && path.length === 2 && is(field, Column)
        ? { object: path[0]!, table: getTableName(field.table) }
        : null,
  }));
  return (rows) =>
    rows.map((row) => {
      const mapped: Node = {};
      // mapResultRow's nullifyMap: per object, the table whose column came first null, or false.
      let nullify: Record<string, string | false> | undefined;
      for (let i = 0; i < steps.length; i += 1) {
        const { parents, name, decoder, joined } = steps[i]!;
        let node = mapped;
        for (const parent of parents) {
          if (!(parent in node)) node[parent] = {};
          node = node[parent] as Node;
        }
        const raw = row[i];
        const value = (node[name] = raw === null ? null : decoder.mapFromDriverValue(raw));
        if (joined) {
          nullify ??= {};
          const first = nullify[joined.object];
          if (first === undefined) nullify[joined.object] = value === null ? joined.table : false;
          else if (typeof first === 'string' && first !== joined.table)
            nullify[joined.object] = false;
        }
      }
      if (nullify)
        for (const object in nullify) {
          const table = nullify[object];
          if (typeof table === 'string' && !joins![table]) mapped[object] = null;
        }
      return mapped;
    });
}

/** The mapper of a statement's rows, made once: the shorter loop where every field is top-level. */
function rowMapper(fields: readonly Field[], joins: JoinsNotNullable): Mapper {
  return fields.every(({ path }) => path.length === 1)
    ? flatRowMapper(fields)
    : nestedRowMapper(fields, joins);
}

type PreparedQuery = {
  fields?: Field[];
  joinsNotNullableMap?: JoinsNotNullable;
  customResultMapper?: Mapper;
  execute: (...args: unknown[]) => Promise<unknown>;
};

const prototype = NodePgPreparedQuery.prototype as unknown as PreparedQuery;
const execute = prototype.execute;
const mappedHere = new WeakSet<object>();

prototype.execute = function (this: PreparedQuery, ...args: unknown[]) {
  if (this.fields && !this.customResultMapper) {
    mappedHere.add(this);
    this.customResultMapper = rowMapper(this.fields, this.joinsNotNullableMap);
  }
  return execute.apply(this, args);
};

/** Whether a prepared query maps its rows here (for the contract test). */
export const mapsRowsHere = (query: object) =>
  (query as PreparedQuery).customResultMapper !== undefined && mappedHere.has(query);
