import { and, eq, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/enums';
import { DEFAULT_MAIL_TYPES } from '../../../shared/schemas/notifications';
import type { Executor } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/organizations';
import { EVENTS_CHANNEL, type LiveEvent } from '../../events/bus';
import { enqueueMail } from '../../mail/outbox';
import type { MailTemplates } from '../../mail/templates';

type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  /** An app path ('/dashboard/projects/<id>?tab=budget') the notification opens. */
  link?: string | null;
  /** Set for a notification that must reach its person once only (see notifications.dedupe_key). */
  dedupeKey?: string;
};

type NotifyOptions = {
  /** The project assignment mail (SPEC.md section 7) instead of the plain notification mail. */
  projectMail?: Omit<MailTemplates['project_assignment'], 'recipientName'>;
};

/**
 * Tells one person something, in the transaction of the change (or the job run) that caused
 * it, so the notification exists if and only if that commits. In the same transaction it:
 * - skips a notification whose dedupe key the person already has (the database decides, so two
 *   job runs at once cannot both send it);
 * - queues a mail when the person chose this kind by mail;
 * - announces it to the person's open tabs: a NOTIFY inside a transaction is delivered when it
 *   commits and dropped when it rolls back, so no caller has to publish it afterwards.
 * Answers whether a notification was made.
 */
export async function notify(
  tx: Executor,
  organizationId: string,
  userId: string,
  notification: NewNotification,
  options: NotifyOptions = {},
): Promise<boolean> {
  const [row] = await tx
    .insert(notifications)
    .values({
      organizationId,
      userId,
      type: notification.type,
      title: notification.title,
      message: notification.message,
      link: notification.link ?? null,
      dedupeKey: notification.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return false;
  const event: LiveEvent = {
    organizationId,
    userId,
    type: 'notification.created',
    data: { type: notification.type },
  };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  await mailIfChosen(tx, organizationId, userId, notification, options);
  return true;
}

async function mailIfChosen(
  tx: Executor,
  organizationId: string,
  userId: string,
  notification: NewNotification,
  options: NotifyOptions,
) {
  const [person] = await tx
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      isActive: profiles.isActive,
      mailTypes: notificationPreferences.mailTypes,
    })
    .from(profiles)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, profiles.id))
    .where(and(eq(profiles.id, userId), eq(profiles.organizationId, organizationId)));
  if (!person?.isActive) return;
  const chosen: readonly string[] = person.mailTypes ?? DEFAULT_MAIL_TYPES;
  if (!chosen.includes(notification.type)) return;
  if (options.projectMail) {
    await enqueueMail(tx, 'project_assignment', person.email, {
      recipientName: person.fullName,
      ...options.projectMail,
    });
    return;
  }
  // The path alone: the mail is made whole with PUBLIC_URL when it is rendered.
  await enqueueMail(tx, 'notification', person.email, {
    recipientName: person.fullName,
    title: notification.title,
    message: notification.message,
    link: notification.link ?? null,
  });
}
