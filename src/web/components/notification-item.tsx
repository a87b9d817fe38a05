import {
  Bell,
  CalendarClock,
  DollarSign,
  Flag,
  FolderKanban,
  GitPullRequest,
  type LucideIcon,
  UsersRound,
} from 'lucide-react';
import type { Notification } from '@/shared/schemas/notifications';
import { cn } from '@/web/lib/cn';
import { formatRelativeTime } from '@/web/lib/relative-time';

const ICONS: Record<string, LucideIcon> = {
  project_assignment: FolderKanban,
  milestone: Flag,
  budget_alert: DollarSign,
  timesheet: CalendarClock,
  change_request: GitPullRequest,
  over_allocation: UsersRound,
};

/** One notification as the bell and the notifications page show it: icon, title, message, age. */
export function NotificationItem({
  notification,
  wrap = false,
}: {
  notification: Notification;
  /** Show the whole message rather than its first two lines. */
  wrap?: boolean;
}) {
  const Icon = ICONS[notification.type] ?? Bell;
  return (
    <div className="flex w-full gap-3">
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          notification.read ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className={cn('block truncate', notification.read ? '' : 'font-semibold')}>
          {notification.title}
        </span>
        <span className={cn('block text-muted-foreground text-xs', wrap ? '' : 'line-clamp-2')}>
          {notification.message}
        </span>
        <span className="block text-muted-foreground text-xs">
          {formatRelativeTime(notification.createdAt)}
        </span>
      </span>
      {notification.read ? null : (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </div>
  );
}
