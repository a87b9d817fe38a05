import { and, desc, eq } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/enums';
import type { NotificationList } from '../../../shared/schemas/notifications';
import type { Database, Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';

const LATEST = 10;

/** The caller's latest notifications, newest first, and how many are unread. */
export function findNotifications(db: Database, ctx: TenantContext): Promise<NotificationList> {
  return withTenant(db, ctx, async (tx) => {
    const mine = and(
      eq(notifications.organizationId, ctx.organizationId),
      eq(notifications.userId, ctx.actorId),
    );
    const items = await tx
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt))
      .limit(LATEST);
    const unreadCount = await tx.$count(notifications, and(mine, eq(notifications.read, false)));
    return {
      items: items.map((n) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        message: n.message,
        link: n.link,
        read: n.read,
        createdAt: n.createdAt.toISOString(),
      })),
      unreadCount,
    };
  });
}

export function markNotificationRead(db: Database, ctx: TenantContext, id: string): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, ctx.actorId),
          eq(notifications.organizationId, ctx.organizationId),
        ),
      )
      .returning({ id: notifications.id });
    if (updated.length === 0) throw notFound('Notification not found');
  });
}

export function markAllNotificationsRead(db: Database, ctx: TenantContext): Promise<void> {
  return withTenant(db, ctx, async (tx) => {
    await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, ctx.actorId),
          eq(notifications.organizationId, ctx.organizationId),
          eq(notifications.read, false),
        ),
      );
  });
}

/** Tells one person something, in the transaction of the change that caused it. */
export async function notify(
  tx: Executor,
  organizationId: string,
  userId: string,
  notification: { type: NotificationType; title: string; message: string; link?: string | null },
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ organizationId, userId, ...notification, link: notification.link ?? null });
}
