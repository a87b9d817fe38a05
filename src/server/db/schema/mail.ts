import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;

/**
 * The transactional outbox: a change and the mail it causes commit together; the mail worker
 * delivers afterwards. Without SMTP_URL mail is 'held' and shown on the development mailbox.
 * Not a tenant table: the application's role may insert, never read.
 * A mail is its template and data, rendered when it is read (mailContentOf); subject and
 * bodies are filled only in mail queued before 0012, which rendered it at once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('mail_outbox_status_check', t.status, MAIL_STATUSES),
  ],
);
