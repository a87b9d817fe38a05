import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LINK_TYPES } from '../../../shared/domain/schedule';
import { createdAt, id, oneOf, referringIndex } from './columns';
import { organizationId, profiles } from './organizations';
import { projectActivities, projects } from './portfolio';

/**
 * A link between two activities of one project: the successor waits for the predecessor by
 * its type (FS, SS, FF, SF) and lag in working days (negative: a lead). Both ends are
 * activities of the link's own project (the keys over project_id and activity id say so);
 * deleting an activity deletes its links.
 */
export const activityLinks = pgTable(
  'activity_links',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    predecessorId: uuid('predecessor_id').notNull(),
    successorId: uuid('successor_id').notNull(),
    type: text('type').notNull().default('FS'),
    lag: integer('lag').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'activity_links_predecessor_fk',
      columns: [t.projectId, t.predecessorId],
      foreignColumns: [projectActivities.projectId, projectActivities.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_links_successor_fk',
      columns: [t.projectId, t.successorId],
      foreignColumns: [projectActivities.projectId, projectActivities.id],
    }).onDelete('cascade'),
    uniqueIndex('activity_links_pair_idx').on(t.predecessorId, t.successorId),
    index('activity_links_org_project_idx').on(t.organizationId, t.projectId),
    index('activity_links_successor_idx').on(t.successorId),
    oneOf('activity_links_type_check', t.type, LINK_TYPES),
    check('activity_links_not_self_check', sql`${t.predecessorId} <> ${t.successorId}`),
    check('activity_links_lag_check', sql`${t.lag} between -1000 and 1000`),
    index('activity_links_project_id_idx').on(t.projectId),
  ],
);

/** A named, locked snapshot of a project's plan and budget totals, to compare the plan with. */
export const projectBaselines = pgTable(
  'project_baselines',
  {
    id: id(),
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    effortBudget: numeric('effort_budget', { precision: 14, scale: 2 }).notNull().default('0'),
    overheadBudget: numeric('overhead_budget', { precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_baselines_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('project_baselines_org_project_idx').on(t.organizationId, t.projectId),
    referringIndex('project_baselines_created_by_idx', t.createdBy, t.organizationId),
  ],
);

/** Each activity's dates as a baseline saved them (the activity may since be gone). */
export const baselineActivities = pgTable(
  'baseline_activities',
  {
    id: id(),
    organizationId: organizationId(),
    baselineId: uuid('baseline_id')
      .notNull()
      .references(() => projectBaselines.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').references(() => projectActivities.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isMilestone: boolean('is_milestone').notNull().default(false),
  },
  (t) => [
    index('baseline_activities_baseline_idx').on(t.baselineId, t.organizationId),
    index('baseline_activities_activity_idx').on(t.activityId, t.organizationId),
    index('baseline_activities_organization_id_idx').on(t.organizationId),
  ],
);
