import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../enums';

/** One entry of the notification centre (SPEC.md section 3). */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES).or(z.string()),
  title: z.string(),
  message: z.string(),
  /** An app path to open when the notification is clicked, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/v1/notifications: the latest 10, newest first, and the unread count. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
