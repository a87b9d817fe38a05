import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One column's values as one array parameter cast to the column's type, `$1::uuid[]`, each
 * encoded as Drizzle encodes it (nulls stay SQL nulls): for `unnest(...)` over many rows, in an
 * insert (insert-by-columns.ts) or an update (resources/profile-changes.ts), and for anyOf.
 */
export function columnArray(column: PgColumn, values: readonly unknown[]): SQL {
  const type = column.getSQLType();
  // unnest would flatten an array column's arrays into one.
  if (type.endsWith(']')) throw new Error(`columnArray: ${column.name} is an array column`);
  const encoded = values.map((value) => (value == null ? null : column.mapToDriverValue(value)));
  return sql`${sql.param(encoded)}::${sql.raw(type)}[]`;
}

/**
 * `column = any($1::uuid[])`: one parameter however many values, where Drizzle's `inArray`
 * sends one a value. For lists that grow with an organization (the dashboard's 600 active
 * projects, in six statements): Drizzle types each parameter as it builds the statement,
 * walking class chains, and PostgreSQL parses each. Like `inArray`, no values match nothing.
 * `values` may be a placeholder of a prepared statement, given values as the driver takes them.
 */
export function anyOf(column: PgColumn, values: readonly unknown[] | Placeholder): SQL {
  if (values instanceof Placeholder)
    return sql`${column} = any(${values}::${sql.raw(column.getSQLType())}[])`;
  return sql`${column} = any(${columnArray(column, values)})`;
}
