import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/enums';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { organizationId, profiles } from './organizations';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('default'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    /**
     * What makes a notification the same one twice ('milestone-due:<activity>:<date>'): the
     * unique index sends it once, however many job runs or server processes try. Null: no key.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_created_idx').on(
      t.userId,
      t.read,
      t.createdAt.desc().nullsFirst(),
    ),
    index('notifications_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
    // The notifications page: one person's, newest first, paged by (created_at, id). With the
    // organization for the same-organization key over both (see referringIndex).
    index('notifications_user_created_id_idx').on(
      t.userId,
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Key first: the scheduled job asks whether anyone has a key yet before it builds a note.
    uniqueIndex('notifications_dedupe_user_idx').on(t.dedupeKey, t.userId),
    oneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
  ],
);

/** Which kinds of notification a person also gets by mail; no row: the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    mailTypes: text('mail_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: updatedAt(),
  },
  (t) => [index('notification_preferences_organization_id_idx').on(t.organizationId)],
);

/**
 * Jobs that run on a clock, one row each. A server process claims a due row with
 * FOR UPDATE SKIP LOCKED and runs the job in that transaction, so with several processes each
 * due run happens once. Not a tenant table: only the server's own identity reads it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
