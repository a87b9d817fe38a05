import { useQuery } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { NotificationItem } from '@/web/components/notification-item';
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
import { latestNotificationsQuery, useMarkNotificationsRead } from '@/web/lib/notification-queries';

/** The bell of the shell: unread count and the latest 10, mark one or all read. */
export function NotificationBell() {
  const navigate = useNavigate();
  const notifications = useQuery(latestNotificationsQuery);
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
            // An item of the menu (a menu holds only items), which keeps the menu open.
            <DropdownMenuItem
              className="h-7 px-2 text-xs"
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate('all');
              }}
            >
              <CheckCheck /> Mark all as read
            </DropdownMenuItem>
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
                <NotificationItem notification={notification} />
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <DropdownMenuItem asChild className="justify-center py-2 font-medium text-sm">
          <Link to="/dashboard/notifications">View all</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
