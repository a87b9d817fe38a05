import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, timestamp, uuid } from 'drizzle-orm/pg-core';

/** UUID primary key made by the database. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A check that a text column holds one of a closed list of values (DDL takes no parameters). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/**
 * The index a foreign key's deletes look with, for a column that may be empty: of the rows that
 * refer to something, the only ones ever looked for (schema-migrated.test.ts). The row's
 * organization comes second, for the same-organization key over both columns
 * (same-organization.sql.ts): Postgres checks it with a plan it keeps for the connection, made
 * for no organization in particular, and given the column alone it also read the organization's
 * whole range of another index, once for each row deleted.
 */
export const referringIndex = (name: string, column: AnyPgColumn, organizationId: AnyPgColumn) =>
  index(name)
    .on(column, organizationId)
    .where(sql`${column} is not null`);
