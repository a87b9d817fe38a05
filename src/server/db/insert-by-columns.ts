import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { columnArray } from './column-arrays';

/**
 * Inserts rows in one statement that sends one array a column,
 * `insert into t (a, b) select * from unnest($1::uuid[], $2::text[])`, for the imports' many
 * rows: Drizzle's own multi-row insert builds its VALUES list value by value (the largest CPU
 * cost of a 10,000-person resources import) and PostgreSQL then parses and plans every value;
 * here both see a few parameters whatever the row count. Every row gives the same columns;
 * the columns none gives take their database defaults. Nulls are SQL nulls, as in Drizzle.
 */
export async function insertByColumns<T extends PgTable>(
  executor: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const given = Object.keys(records[0]!).filter((key) => records[0]![key] !== undefined);
  const columns = getTableColumns(table);
  const arrays = given.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertByColumns: ${key} is not a column`);
    return columnArray(
      column,
      records.map((record) => {
        const value = record[key];
        if (value === undefined) throw new Error(`insertByColumns: a row lacks ${key}`);
        return value;
      }),
    );
  });
  for (const [key, column] of Object.entries(columns)) {
    if (given.includes(key)) continue;
    if (records.some((record) => record[key] !== undefined))
      throw new Error(`insertByColumns: a row gives ${key}, the first does not`);
    // Drizzle would compute these per row; no table written this way has one.
    if (column.defaultFn || (!column.default && column.onUpdateFn))
      throw new Error(`insertByColumns: ${key} is computed by Drizzle; give it`);
  }
  const names = given.map((key) => sql.identifier(columns[key]!.name));
  await executor.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
