import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { TenantContext } from '../../db/tenant';

/** A table of project children: every row carries its id, organization and project. */
export type ChildTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  projectId: PgColumn;
};

/**
 * A kind of row that belongs to one project (a risk, a budget line, an activity): declared
 * once, it gets its service (project-children/service.ts) and its routes (routes.ts).
 * Only the child's own rules are written by hand, in the hooks below.
 */
export interface ProjectChild<
  T extends ChildTable,
  Input extends object,
  Update extends object,
  Output extends object,
> {
  /** Where its rows live, under /projects/:projectId: 'risks', 'budget/effort'. */
  path: string;
  /** The path parameter naming one row: 'entryId'. */
  param: string;
  /** The OpenAPI tag of its routes. */
  tag: string;
  /** audit_log.entity_type of its changes. */
  entityType: string;
  /** The 404 detail for a row that is not this project's: 'Risk not found'. */
  notFound: string;
  table: T;
  /** The shared request and response schemas (src/shared/schemas). */
  schemas: {
    input: z.ZodType<Input, unknown>;
    update: z.ZodType<Update, unknown>;
    output: z.ZodType<Output, unknown>;
  };
  /** OpenAPI summaries; without `list` the child has no list route of its own (a tab's read sums it). */
  summaries: { list?: string; create: string; update: string; delete: string };
  /** The rows matching `where` (organization, project, maybe id) as the API shows them, in list order. */
  read(tx: Transaction, ctx: TenantContext, where: SQL): Promise<NoInfer<Output>[]>;
  /** Column values of the fields given: every field when adding, only those sent when changing. */
  columns(input: Input | Update): Partial<T['$inferInsert']>;
  /**
   * The child's own checks of what it is handed (ids of other rows, say); throws to refuse.
   * `id` is the row being changed (none when one is added).
   */
  check?(
    tx: Transaction,
    ctx: TenantContext,
    projectId: string,
    input: Input | Update,
    id?: string,
  ): Promise<void>;
  /** Columns the server decides when a row is added: an activity's place in the plan. */
  placed?(
    tx: Transaction,
    ctx: TenantContext,
    projectId: string,
  ): Promise<Partial<T['$inferInsert']>>;
  /**
   * Writes what the row keeps in other tables (an activity's assignments), after the row;
   * `added` says whether the row was just added rather than changed.
   */
  afterWrite?(
    tx: Transaction,
    ctx: TenantContext,
    id: string,
    input: Input | Update,
    added: boolean,
  ): Promise<void>;
  /** What the audit log keeps of a row; its API shape without id and createdAt unless given. */
  audited?(row: Output): object;
}

/** Any project child, for lists of them (routes, trust probes); hooks are methods, so any fits. */
export type AnyProjectChild = ProjectChild<ChildTable, object, object, object>;

/** Checks a declaration against its table and schemas, and keeps its precise types (its path too). */
export function declareProjectChild<
  const Path extends string,
  T extends ChildTable,
  Input extends object,
  Update extends object,
  Output extends object,
>(
  child: ProjectChild<T, Input, Update, Output> & { path: Path },
): ProjectChild<T, Input, Update, Output> & { path: Path } {
  return child;
}
