import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Bell, Check, CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationQuery } from '@/shared/schemas/notifications';
import { EmptyState } from '@/web/components/empty-state';
import { NotificationItem } from '@/web/components/notification-item';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import {
  latestNotificationsQuery,
  notificationPagesQuery,
  useMarkNotificationsRead,
} from '@/web/lib/notification-queries';
import { toast } from '@/web/lib/toast';

const FILTERS: { value: NotificationQuery['filter']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

/** /dashboard/notifications: every notification of mine, newest first, paged on the server. */
export function NotificationsPage() {
  // The bell's query: the unread count it shows is the one this page shows.
  const latest = useQuery(latestNotificationsQuery);
  const markRead = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        actions={
          unread > 0 ? (
            <Button variant="outline" onClick={() => markRead.mutate('all')}>
              <CheckCheck /> Mark all as read
            </Button>
          ) : null
        }
      />
      <Tabs defaultValue="all" className="gap-4">
        <TabsList>
          {FILTERS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <NotificationList filter={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function NotificationList({ filter }: { filter: NotificationQuery['filter'] }) {
  const navigate = useNavigate();
  const query = useInfiniteQuery(notificationPagesQuery(filter));
  const markRead = useMarkNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (query.isError) toast.error('Failed to load notifications');
  }, [query.isError]);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <Card className="gap-0 p-2">
      {query.isPending ? (
        <p className="py-12 text-center text-muted-foreground text-sm">Loading notifications...</p>
      ) : items.length === 0 ? (
        <EmptyState icon={Bell} message="No notifications" className="border-0" />
      ) : (
        <ul aria-label="Notifications" className="divide-y">
          {items.map((notification) => (
            <li key={notification.id} className="flex items-start gap-2 py-1">
              <button
                type="button"
                className="min-w-0 flex-1 rounded-md p-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => open(notification)}
              >
                <NotificationItem notification={notification} wrap />
              </button>
              {notification.read ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-1 shrink-0"
                  aria-label={`Mark “${notification.title}” as read`}
                  onClick={() => markRead.mutate(notification.id)}
                >
                  <Check />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center py-3">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading notifications...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
