import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TEMPLATE_CATEGORIES, type TemplatePlan } from '../../../shared/domain/templates';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';

/**
 * An organization's project templates: a plan in working days from the project start, links and
 * budget lines, no people or time. The built-in templates live in the code
 * (src/shared/domain/template-library.ts), the same for everyone.
 */
export const projectTemplates = pgTable(
  'project_templates',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    plan: jsonb('plan').$type<TemplatePlan>().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_templates_org_name_idx').on(t.organizationId, t.name),
    oneOf('project_templates_category_check', t.category, TEMPLATE_CATEGORIES),
    referringIndex('project_templates_created_by_idx', t.createdBy, t.organizationId),
  ],
);
