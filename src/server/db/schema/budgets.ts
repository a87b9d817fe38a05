import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, referringIndex } from './columns';
import { organizationId, profiles } from './organizations';
import { projects } from './portfolio';

/**
 * Effort lines: hours of one resource at a rate. total_cost is computed by the database
 * (hours x rate, rounded to cents), so it can never disagree with its factors. A deleted
 * resource leaves the line (and the project's budget total) in place with resource_id empty.
 */
export const projectBudgetsEffort = pgTable(
  'project_budgets_effort',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').references(() => profiles.id, { onDelete: 'set null' }),
    estimatedHours: numeric('estimated_hours', { precision: 10, scale: 2 }).notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 14, scale: 2 }).notNull(),
    totalCost: numeric('total_cost', { precision: 14, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`round(estimated_hours * hourly_rate, 2)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_budgets_effort_org_project_idx').on(t.organizationId, t.projectId),
    check(
      'project_budgets_effort_hours_check',
      sql`${t.estimatedHours} > 0 and ${t.estimatedHours} <= 100000`,
    ),
    check('project_budgets_effort_rate_check', sql`${t.hourlyRate} between 0 and 10000`),
    index('project_budgets_effort_project_id_idx').on(t.projectId),
    referringIndex('project_budgets_effort_resource_id_idx', t.resourceId, t.organizationId),
  ],
);

export const projectBudgetsOverhead = pgTable(
  'project_budgets_overhead',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_budgets_overhead_org_project_idx').on(t.organizationId, t.projectId),
    check('project_budgets_overhead_amount_check', sql`${t.amount} between 0 and 999999999`),
    index('project_budgets_overhead_project_id_idx').on(t.projectId),
  ],
);
