import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BREAK_TYPES, SESSION_TYPES } from '../../../shared/enums';
import { TIMESHEET_STATUSES } from '../../../shared/schemas/timesheets';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';
import { projectActivities, projects } from './portfolio';

/**
 * A stretch of work. end_time empty means the timer is running; the database allows one
 * running session per user. duration_minutes is whole minutes, rounded down, set on stop.
 */
export const timeSessions = pgTable(
  'time_sessions',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').references(() => projectActivities.id, {
      onDelete: 'set null',
    }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    sessionNotes: text('session_notes'),
    isBillable: boolean('is_billable').notNull().default(true),
    sessionType: text('session_type').notNull(),
    /** Typed into the weekly timesheet grid: the one entry of its row and day the grid replaces. */
    isTimesheetEntry: boolean('is_timesheet_entry').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('time_sessions_one_running_idx')
      .on(t.userId)
      .where(sql`${t.endTime} is null`),
    index('time_sessions_org_user_start_idx').on(
      t.organizationId,
      t.userId,
      t.startTime.desc().nullsFirst(),
    ),
    index('time_sessions_org_project_idx').on(t.organizationId, t.projectId),
    // Sessions in a range of days, for the whole organization (Analytics, reports), with what
    // the utilization of the last 30 days sums and whose it is: the dashboard's figure and each
    // person's on the Resources pages are read off the index alone.
    index('time_sessions_org_start_idx').on(
      t.organizationId,
      t.startTime,
      t.projectId,
      t.durationMinutes,
      t.isBillable,
      t.endTime,
      t.userId,
    ),
    oneOf('time_sessions_type_check', t.sessionType, SESSION_TYPES),
    check('time_sessions_end_check', sql`${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
    check(
      'time_sessions_duration_check',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} >= 0`,
    ),
    referringIndex('time_sessions_activity_id_idx', t.activityId, t.organizationId),
    index('time_sessions_project_id_idx').on(t.projectId),
    index('time_sessions_user_id_idx').on(t.userId),
  ],
);

/** A pause inside a time session; at most one open break per session. */
export const breakSessions = pgTable(
  'break_sessions',
  {
    id: id(),
    organizationId: organizationId(),
    timeSessionId: uuid('time_session_id')
      .notNull()
      .references(() => timeSessions.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    breakType: text('break_type').notNull().default('unpaid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('break_sessions_one_open_idx')
      .on(t.timeSessionId)
      .where(sql`${t.endTime} is null`),
    index('break_sessions_org_session_idx').on(t.organizationId, t.timeSessionId),
    index('break_sessions_time_session_id_idx').on(t.timeSessionId),
    oneOf('break_sessions_type_check', t.breakType, BREAK_TYPES),
    check('break_sessions_end_check', sql`${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A person's week (week_start is its Monday, in their time zone) once submitted for approval.
 * An approved week is locked: no session inside it may be added, changed or removed.
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('timesheet_weeks_user_week_idx').on(t.userId, t.weekStart),
    index('timesheet_weeks_org_status_idx').on(t.organizationId, t.status, t.weekStart),
    oneOf('timesheet_weeks_status_check', t.status, TIMESHEET_STATUSES),
    check('timesheet_weeks_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`),
    referringIndex('timesheet_weeks_reviewed_by_idx', t.reviewedBy, t.organizationId),
  ],
);

/** A project/activity row kept on a person's weekly grid before any time is typed into it. */
export const timesheetRows = pgTable(
  'timesheet_rows',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').references(() => projectActivities.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('timesheet_rows_user_week_row_key')
      .on(t.userId, t.weekStart, t.projectId, t.activityId)
      .nullsNotDistinct(),
    index('timesheet_rows_org_user_week_idx').on(t.organizationId, t.userId, t.weekStart),
    referringIndex('timesheet_rows_activity_id_idx', t.activityId, t.organizationId),
    index('timesheet_rows_project_id_idx').on(t.projectId, t.organizationId),
  ],
);

/**
 * Finished time per project and person, kept by statement-level triggers on time_sessions
 * (migration 0010) in the same transaction as each insert, change and delete, so all-time
 * figures (hours, cost at today's hourly costs) read thousands of rows instead of every session.
 * A test compares it with the sessions after every kind of write.
 */
export const projectUserTime = pgTable(
  'project_user_time',
  {
    organizationId: organizationId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    billableMinutes: bigint('billable_minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    // Each with the key's other column too: see referringIndex.
    index('project_user_time_org_idx').on(t.organizationId, t.projectId),
    index('project_user_time_user_id_idx').on(t.userId, t.organizationId),
  ],
);
