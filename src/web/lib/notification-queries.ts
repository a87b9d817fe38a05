import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  NotificationList,
  NotificationPreferences,
  NotificationQuery,
} from '@/shared/schemas/notifications';
import { toast } from '@/web/lib/toast';
import { api, unwrap } from './api-client';

// The bell, the notifications page and the live stream (which refetches both when a
// notification arrives) share this prefix.
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
const LATEST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'latest'] as const;
const PAGE_SIZE = 20;

const fetchList = (query: Partial<NotificationQuery>, signal: AbortSignal) =>
  unwrap(api.GET('/api/v1/notifications', { params: { query }, signal }));

/** The bell: the latest 10 and the unread count; refreshed every minute besides live. */
export const latestNotificationsQuery = queryOptions({
  queryKey: LATEST_KEY,
  queryFn: ({ signal }): Promise<NotificationList> => fetchList({ limit: 10 }, signal),
  refetchInterval: 60_000,
});

/** The notifications page: all or only the unread, 20 at a time, paged on the server. */
export const notificationPagesQuery = (filter: NotificationQuery['filter']) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'page', filter],
    queryFn: ({ pageParam, signal }): Promise<NotificationList> =>
      fetchList({ filter, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const notificationPreferencesQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_QUERY_KEY, 'preferences'],
  queryFn: ({ signal }): Promise<NotificationPreferences> =>
    unwrap(api.GET('/api/v1/notifications/preferences', { signal })),
});

function markAsRead(list: NotificationList, id: string | 'all'): NotificationList {
  let unreadCount = list.unreadCount;
  const items = list.items.map((item) => {
    if (item.read || (id !== 'all' && item.id !== id)) return item;
    unreadCount -= 1;
    return { ...item, read: true };
  });
  return { ...list, items, unreadCount: id === 'all' ? 0 : Math.max(0, unreadCount) };
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
      await queryClient.cancelQueries({ queryKey: LATEST_KEY });
      const previous = queryClient.getQueryData<NotificationList>(LATEST_KEY);
      if (previous) queryClient.setQueryData(LATEST_KEY, markAsRead(previous, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(LATEST_KEY, context.previous);
      toast.error(error.message);
    },
    onSuccess: (_data, id) => {
      if (id === 'all') toast.success('All notifications marked as read');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
