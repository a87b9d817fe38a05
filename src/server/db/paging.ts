import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `text` for ILIKE anywhere in a value: its own % and _ match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of page `page` (from 1) of `pageSize` rows. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * ORDER BY `column` in `direction`, then by `id`: the id breaks ties, so a page never repeats or
 * skips a row of the one before. Empty values come last either way; on a column that cannot be
 * empty the plain order is kept, which its index answers.
 */
export function pageOrder(column: AnyPgColumn, direction: 'asc' | 'desc', id: AnyPgColumn): SQL[] {
  const order = direction === 'asc' ? asc : desc;
  return [column.notNull ? order(column) : sql`${order(column)} nulls last`, order(id)];
}
