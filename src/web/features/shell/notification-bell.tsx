import {
  Bell,
  CalendarClock,
  CheckCheck,
  DollarSign,
  Flag,
  FolderKanban,
  GitPullRequest,
  type LucideIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { formatRelativeTime } from '@/web/lib/relative-time';
import { useMarkNotificationsRead, useNotifications } from './use-notifications';

const ICONS: Record<string, LucideIcon> = {
  project_assignment: FolderKanban,
  milestone: Flag,
  budget_alert: DollarSign,
  timesheet: CalendarClock,
  change_request: GitPullRequest,
};

function NotificationRow({ notification }: { notification: Notification }) {
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
        <span className="line-clamp-2 block text-muted-foreground text-xs">
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

/** The bell of the shell: unread count and the latest 10, mark one or all read. */
export function NotificationBell() {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unreadCount ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-base">Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 text-xs"
              onClick={() => markRead.mutate('all')}
            >
              <CheckCheck /> Mark all as read
            </Button>
          ) : null}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {notifications.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : items.length === 0 ? (
            <p className="px-3 py-8 text-center text-muted-foreground text-sm">No notifications</p>
          ) : (
            items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                className="items-start px-2 py-2"
                onSelect={() => open(notification)}
              >
                <NotificationRow notification={notification} />
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
