import { sql } from 'drizzle-orm';
import {
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
import { createdAt, id, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';
import { projects } from './portfolio';

/** A share of a resource's time planned on a project over a span of days. */
export const resourceCapacity = pgTable(
  'resource_capacity',
  {
    id: id(),
    organizationId: organizationId(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    capacityPercentage: integer('capacity_percentage').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('resource_capacity_org_resource_idx').on(t.organizationId, t.resourceId, t.startDate),
    index('resource_capacity_org_project_idx').on(t.organizationId, t.projectId),
    check('resource_capacity_percentage_check', sql`${t.capacityPercentage} between 1 and 100`),
    check(
      'resource_capacity_dates_check',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    referringIndex('resource_capacity_created_by_idx', t.createdBy, t.organizationId),
    index('resource_capacity_project_id_idx').on(t.projectId),
    index('resource_capacity_resource_id_idx').on(t.resourceId),
  ],
);

/** One row per resource: the weekly hours and billable share the resource aims for. */
export const utilizationTargets = pgTable(
  'utilization_targets',
  {
    id: id(),
    organizationId: organizationId(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetHoursPerWeek: numeric('target_hours_per_week', { precision: 5, scale: 2 })
      .notNull()
      .default('40'),
    targetBillablePercentage: integer('target_billable_percentage').notNull().default(80),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('utilization_targets_resource_idx').on(t.resourceId),
    index('utilization_targets_org_idx').on(t.organizationId),
    check('utilization_targets_hours_check', sql`${t.targetHoursPerWeek} between 0 and 168`),
    check(
      'utilization_targets_billable_check',
      sql`${t.targetBillablePercentage} between 0 and 100`,
    ),
  ],
);

/** Days a person is away (leave, sickness, training): they reduce that person's capacity. */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    organizationId: organizationId(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_org_resource_idx').on(t.organizationId, t.resourceId, t.startDate),
    check('time_off_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    referringIndex('time_off_created_by_idx', t.createdBy, t.organizationId),
    index('time_off_resource_id_idx').on(t.resourceId),
  ],
);
