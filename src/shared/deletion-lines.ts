import type { SubscriberDeletion } from './schemas/platform';

// Apart from the schemas: the console's first load takes this without zod.

/**
 * Asked with this Accept, the console's delete of an organization answers a line of JSON at each
 * step instead (NDJSON): how far it is, then what went, or the problem that undid it all.
 */
export const DELETION_PROGRESS_TYPE = 'application/x-ndjson';

/** How far a deletion is: rows gone of the rows it counted first. */
export type DeletionProgress = { deleted: number; total: number };

export type DeletionLine =
  | DeletionProgress
  | { deletion: SubscriberDeletion }
  | { error: { status: number; detail: string } };
