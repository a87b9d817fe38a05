import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../enums';

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

/** GET /api/v1/notifications: which ones, how many, and from where on (the notifications page). */
export const notificationQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  /** The bell shows 10 (SPEC.md section 9); the page asks for more at a time. */
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** The id of the last notification of the page before: the next page starts after it. */
  cursor: z.string().uuid('Notification not found').optional(),
});

/** GET /api/v1/notifications: newest first, the unread count, and where the next page starts. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
  /** Pass as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().uuid().nullable(),
});

/** The kinds a person may also get by mail: every kind but the catch-all. */
export const MAIL_NOTIFICATION_TYPES = [
  'project_assignment',
  'change_request',
  'timesheet',
  'milestone',
  'budget_alert',
  'over_allocation',
] as const satisfies readonly NotificationType[];
type MailNotificationType = (typeof MAIL_NOTIFICATION_TYPES)[number];

/** What the settings show for each kind. */
export const MAIL_NOTIFICATION_LABELS: Record<MailNotificationType, string> = {
  project_assignment: 'Project and activity assignments',
  change_request: 'Change requests submitted and decided',
  timesheet: 'Timesheets submitted and decided',
  milestone: 'Milestones due within 3 days',
  budget_alert: 'Budget burn past 80 % and 100 %',
  over_allocation: 'People allocated over 100 %',
};

/**
 * Until a person chooses, only assignments come by mail, as the project assignment mail
 * always has (SPEC.md section 7, send-project-assignment-email).
 */
export const DEFAULT_MAIL_TYPES: readonly MailNotificationType[] = ['project_assignment'];

/** GET and PUT /api/v1/notifications/preferences. */
export const notificationPreferencesSchema = z.object({
  /** The kinds that also come by mail; the others only reach the bell. */
  mailTypes: z.array(z.enum(MAIL_NOTIFICATION_TYPES)).max(MAIL_NOTIFICATION_TYPES.length),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type NotificationQuery = z.output<typeof notificationQuerySchema>;
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
