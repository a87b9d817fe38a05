import { z } from 'zod';
import { CHOICE_LIMIT } from '../list-queries';

// Kept here too for the server; the web app imports them from ../list-queries.ts, without zod.
export { CHOICE_LIMIT } from '../list-queries';

// Lists that grow with an organization or the platform are paged, sorted and searched on the
// server, one way for all of them: this query and this answer. Pickers get a bounded list of
// choices by name instead, and search for the others.

/** The most rows one page may hold. */
export const MAX_PAGE_SIZE = 100;

/**
 * The query of a paged list: which page (from 1), its size, a search, the direction (`first`
 * unless asked: 'desc', newest first, or 'asc' for names) and the list's own `fields` (its sort
 * and filters). Built in one call with nothing spread at the caller, so that a page importing a
 * schema module drops the list queries it does not use (vite.config.ts marks this pure).
 */
export const pageQuery = <F extends z.ZodRawShape>(
  defaultPageSize: number,
  fields: F,
  first: 'asc' | 'desc' = 'desc',
) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
    search: z.string().trim().max(200).optional(),
    direction: z.enum(['asc', 'desc']).default(first),
    ...fields,
  });

/** One page of `row`s with the number of rows of every page. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** The query of a picker's choices: a search, how many at most, and the picker's own `fields`. */
export const choiceQuery = <F extends z.ZodRawShape>(fields: F) =>
  z.object({
    search: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(CHOICE_LIMIT).default(CHOICE_LIMIT),
    ...fields,
  });
