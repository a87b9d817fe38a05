import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationList } from '@/shared/schemas/notifications';
import { api, unwrap } from '@/web/lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The latest 10 notifications and the unread count; refreshed every minute. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }): Promise<NotificationList> =>
      unwrap(api.GET('/api/v1/notifications', { signal })),
    refetchInterval: 60_000,
  });
}

function markAsRead(list: NotificationList, id: string | 'all'): NotificationList {
  let unreadCount = list.unreadCount;
  const items = list.items.map((item) => {
    if (item.read || (id !== 'all' && item.id !== id)) return item;
    unreadCount -= 1;
    return { ...item, read: true };
  });
  return { items, unreadCount: id === 'all' ? 0 : Math.max(0, unreadCount) };
}

/** Marks one notification (by id) or all of them read, updating the bell at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      unwrap(
        id === 'all'
          ? api.POST('/api/v1/notifications/read-all')
          : api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }),
      ),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, markAsRead(previous, id));
      }
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
      toast.error(error.message);
    },
    onSuccess: (_data, id) => {
      if (id === 'all') toast.success('All notifications marked as read');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
