import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_MAIL_TYPES,
  MAIL_NOTIFICATION_TYPES,
  type NotificationList,
  type NotificationPreferences,
  type NotificationQuery,
} from '../../../shared/schemas/notifications';
import type { Database, Executor } from '../../db/client';
import { PLANNED_EACH_CALL, preparedForShape } from '../../db/pg-prepared-statements';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { type TenantContext, withTenant } from '../../db/tenant';
import { together } from '../../db/together';
import { notFound } from '../../http/errors';
import { auditUpdate } from '../audit/change';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * The caller's notifications newest first, a page at a time (all, or only the unread), with
 * how many are unread. The bell asks for the first 10; the notifications page pages on with
 * `cursor`, the id of the last one it has. Every page's statements go out together.
 */
export function findNotifications(
  db: Database,
  ctx: TenantContext,
  query: NotificationQuery,
): Promise<NotificationList> {
  const shape: NotificationPageShape = {
    unread: query.filter === 'unread',
    cursor: query.cursor !== undefined,
  };
  const values = {
    organizationId: ctx.organizationId,
    userId: ctx.actorId,
    cursor: query.cursor ?? null,
    // One more than asked: whether there is a next page, without counting.
    limit: query.limit + 1,
  };
  return withTenant(db, ctx, async (tx) => {
    const statements = preparedForShape(tx, 'notifications_page', shape, prepareNotificationPage);
    const [cursorFound, rows, [unread]] = await together([
      statements.cursor ? statements.cursor.execute(values) : [],
      statements.page.execute(values),
      statements.unread.execute(values),
    ]);
    if (shape.cursor && cursorFound.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
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
      unreadCount: unread?.n ?? 0,
      nextCursor: rows.length > query.limit ? items.at(-1)!.id : null,
    };
  });
}

/** Which page of notifications: each pair of these is one set of statements, built once. */
type NotificationPageShape = { unread: boolean; cursor: boolean };

/**
 * A page of the caller's notifications (`userId`), after the one `cursor` names when the shape
 * has one, with the check that the cursor is theirs and the unread count; planned on every call
 * (PLANNED_EACH_CALL).
 */
function prepareNotificationPage(executor: Executor, shape: NotificationPageShape) {
  const mine = and(
    eq(notifications.organizationId, sql.placeholder('organizationId')),
    eq(notifications.userId, sql.placeholder('userId')),
  );
  const filters: (SQL | undefined)[] = [mine];
  if (shape.unread) filters.push(eq(notifications.read, false));
  // Keyset paging compares in the database: created_at keeps microseconds a Date drops.
  if (shape.cursor)
    filters.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${sql.placeholder('cursor')})`,
    );
  const page = executor
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(...filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'));
  const unread = executor
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, eq(notifications.read, false)));
  const cursor = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine, eq(notifications.id, sql.placeholder('cursor'))));
  return {
    cursor: shape.cursor ? cursor.prepare(PLANNED_EACH_CALL) : null,
    page: page.prepare(PLANNED_EACH_CALL),
    unread: unread.prepare(PLANNED_EACH_CALL),
  };
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
