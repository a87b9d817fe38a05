import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../../shared/enums';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';

/**
 * customer_type is free text (the form offers CUSTOMER_TYPES, but the customers CSV stores
 * its columns as given), so it carries no closed-list check.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    customerType: text('customer_type'),
    locationCountry: text('location_country'),
    parentCustomerId: uuid('parent_customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_org_name_idx').on(t.organizationId, t.name),
    check('customers_not_own_parent_check', sql`${t.parentCustomerId} <> ${t.id}`),
    referringIndex('customers_parent_customer_id_idx', t.parentCustomerId, t.organizationId),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: id(),
    organizationId: organizationId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('programs_org_customer_idx').on(t.organizationId, t.customerId),
    index('programs_customer_id_idx').on(t.customerId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    organizationId: organizationId(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projectCode: text('project_code'),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    revenue: numeric('revenue', { precision: 14, scale: 2 }),
    status: text('status').notNull().default('draft'),
    /** Time on a non-billable project counts as non-billable whatever the session says. */
    billable: boolean('billable').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    projectManagerId: uuid('project_manager_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    pmHeadId: uuid('pm_head_id').references(() => profiles.id, { onDelete: 'set null' }),
    resourceManagerId: uuid('resource_manager_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_org_code_idx')
      .on(t.organizationId, t.projectCode)
      .where(sql`${t.projectCode} is not null`),
    index('projects_org_program_idx').on(t.organizationId, t.programId),
    index('projects_org_manager_idx').on(t.organizationId, t.projectManagerId),
    index('projects_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
    oneOf('projects_status_check', t.status, PROJECT_STATUSES),
    check(
      'projects_revenue_check',
      sql`${t.revenue} is null or ${t.revenue} between 0 and 999999999`,
    ),
    check(
      'projects_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    referringIndex('projects_created_by_idx', t.createdBy, t.organizationId),
    referringIndex('projects_pm_head_id_idx', t.pmHeadId, t.organizationId),
    index('projects_program_id_idx').on(t.programId),
    referringIndex('projects_project_manager_id_idx', t.projectManagerId, t.organizationId),
    referringIndex('projects_resource_manager_id_idx', t.resourceManagerId, t.organizationId),
  ],
);

export const projectActivities = pgTable(
  'project_activities',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isMilestone: boolean('is_milestone').notNull().default(false),
    /** How much of the work is done, 0-100: the activity's earned value. */
    percentComplete: integer('percent_complete').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_activities_org_project_idx').on(t.organizationId, t.projectId, t.sortOrder),
    // What runs from a day on (heat map, loads, copilot): most activities have ended by then.
    index('project_activities_org_end_idx').on(t.organizationId, t.endDate),
    // The work that has ended, counted off the index alone (the dashboard's delayed activities).
    index('project_activities_org_work_end_idx')
      .on(t.organizationId, t.endDate)
      .where(sql`not ${t.isMilestone}`),
    // The work not finished, by end (the dashboard's late activities): a few of an
    // organization's activities, where every past one is in the index above.
    index('project_activities_org_unfinished_end_idx')
      .on(t.organizationId, t.endDate, t.projectId)
      .where(sql`not ${t.isMilestone} and ${t.percentComplete} < 100`),
    // The target of activity links' keys, which keep both ends in the link's project.
    uniqueIndex('project_activities_project_id_idx').on(t.projectId, t.id),
    check('project_activities_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('project_activities_percent_complete_check', sql`${t.percentComplete} between 0 and 100`),
  ],
);

/** capacity_percentage null reads as 100. */
export const activityAssignments = pgTable(
  'activity_assignments',
  {
    id: id(),
    organizationId: organizationId(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => projectActivities.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    capacityPercentage: integer('capacity_percentage'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_assignments_activity_resource_idx').on(t.activityId, t.resourceId),
    index('activity_assignments_org_resource_idx').on(t.organizationId, t.resourceId),
    check(
      'activity_assignments_capacity_check',
      sql`${t.capacityPercentage} is null or ${t.capacityPercentage} between 1 and 100`,
    ),
    index('activity_assignments_resource_id_idx').on(t.resourceId),
  ],
);
