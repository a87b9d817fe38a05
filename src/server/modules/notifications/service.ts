import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_MAIL_TYPES,
  MAIL_NOTIFICATION_TYPES,
  type NotificationList,
  type NotificationPreferences,
  type NotificationQuery,
} from '../../../shared/schemas/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { type TenantContext, withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { auditUpdate } from '../audit/change';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * The caller's notifications newest first, a page at a time (all, or only the unread), with
 * how many are unread. The bell asks for the first 10; the notifications page pages on with
 * `cursor`, the id of the last one it has.
 */
export function findNotifications(
  db: Database,
  ctx: TenantContext,
  query: NotificationQuery,
): Promise<NotificationList> {
  return withTenant(db, ctx, async (tx) => {
    const mine = and(
      eq(notifications.organizationId, ctx.organizationId),
      eq(notifications.userId, ctx.actorId),
    );
    const filters: (SQL | undefined)[] = [mine];
    if (query.filter === 'unread') filters.push(eq(notifications.read, false));
    if (query.cursor) {
      const [after] = await tx
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(mine, eq(notifications.id, query.cursor)));
      if (!after) throw notFound(NOTIFICATION_NOT_FOUND);
      // Keyset paging compares in the database: created_at keeps microseconds a Date drops.
      const cursor = tx
        .select({ createdAt: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.id, after.id));
      filters.push(
        or(
          lt(notifications.createdAt, cursor),
          and(eq(notifications.createdAt, cursor), lt(notifications.id, after.id)),
        ),
      );
    }
    const rows = await tx
      .select()
      .from(notifications)
      .where(and(...filters))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1);
    const unreadCount = await tx.$count(notifications, and(mine, eq(notifications.read, false)));
    const items = rows.slice(0, query.limit);
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
      nextCursor: rows.length > query.limit ? items.at(-1)!.id : null,
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
    if (updated.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
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

/** Which kinds the caller also gets by mail (the defaults until they choose). */
export function getNotificationPreferences(
  db: Database,
  ctx: TenantContext,
): Promise<NotificationPreferences> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx
      .select({ mailTypes: notificationPreferences.mailTypes })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, ctx.actorId),
          eq(notificationPreferences.organizationId, ctx.organizationId),
        ),
      );
    return { mailTypes: ordered(row?.mailTypes ?? DEFAULT_MAIL_TYPES) };
  });
}

/** Replaces the kinds the caller gets by mail, and records the change. */
export function updateNotificationPreferences(
  db: Database,
  ctx: TenantContext,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return withTenant(db, ctx, async (tx) => {
    const mailTypes = ordered(input.mailTypes);
    const [before] = await tx
      .select({ mailTypes: notificationPreferences.mailTypes })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, ctx.actorId),
          eq(notificationPreferences.organizationId, ctx.organizationId),
        ),
      )
      .for('update');
    await tx
      .insert(notificationPreferences)
      .values({ userId: ctx.actorId, organizationId: ctx.organizationId, mailTypes })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { mailTypes } });
    await auditUpdate(tx, ctx, {
      entityType: 'notification_preferences',
      entityId: ctx.actorId,
      oldValues: { mailTypes: ordered(before?.mailTypes ?? DEFAULT_MAIL_TYPES) },
      newValues: { mailTypes },
    });
    return { mailTypes };
  });
}

/** Known kinds only, each once, in the settings' order. */
function ordered(types: readonly string[]): NotificationPreferences['mailTypes'] {
  return MAIL_NOTIFICATION_TYPES.filter((type) => types.includes(type));
}
