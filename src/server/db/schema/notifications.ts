import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../shared/enums';
import { createdAt, id, oneOf } from './columns';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_created_idx').on(t.userId, t.read, t.createdAt.desc()),
    index('notifications_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    oneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
  ],
);
