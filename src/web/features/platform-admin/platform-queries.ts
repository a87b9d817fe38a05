import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  PlatformUserUpdate,
  PlatformUserSort,
  SubscriberSort,
  SubscriberUpdate,
} from '@/shared/schemas/platform';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { api, unwrap } from '@/web/lib/api-client';
import { PLATFORM_QUERY_KEY } from '@/web/lib/platform-queries';

export const platformAnalyticsQuery = queryOptions({
  queryKey: [...PLATFORM_QUERY_KEY, 'analytics'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/platform/analytics', { signal })),
});

export const useSubscribers = (query: ServerListParams<SubscriberSort>) =>
  useQuery({
    queryKey: [...PLATFORM_QUERY_KEY, 'organizations', query],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/platform/organizations', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const usePlatformUsers = (query: ServerListParams<PlatformUserSort>) =>
  useQuery({
    queryKey: [...PLATFORM_QUERY_KEY, 'users', query],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/platform/users', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const usePlatformAudit = (page: number) =>
  useQuery({
    queryKey: [...PLATFORM_QUERY_KEY, 'audit-log', page],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/platform/audit-log', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });

/** A console action: afterwards every list and total of the console refetches. */
function usePlatformMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        // The overview's refetch would write another ACCESS_GRANTED row: it is not an entry.
        predicate: (query) => query.queryKey[0] === 'platform' && query.queryKey[1] !== 'overview',
      }),
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export const useUpdateSubscriber = () =>
  usePlatformMutation(({ id, body }: { id: string; body: SubscriberUpdate }) =>
    unwrap(api.PATCH('/api/v1/platform/organizations/{id}', { ...path(id), body })),
  );

export const useSetSubscriberStatus = () =>
  usePlatformMutation(({ id, suspend }: { id: string; suspend: boolean }) =>
    suspend
      ? unwrap(api.POST('/api/v1/platform/organizations/{id}/suspend', path(id)))
      : unwrap(api.POST('/api/v1/platform/organizations/{id}/activate', path(id))),
  );

export const useDeleteSubscriber = () =>
  usePlatformMutation((id: string) =>
    unwrap(api.DELETE('/api/v1/platform/organizations/{id}', path(id))),
  );

export const useUpdatePlatformUser = () =>
  usePlatformMutation(({ id, body }: { id: string; body: PlatformUserUpdate }) =>
    unwrap(api.PATCH('/api/v1/platform/users/{id}', { ...path(id), body })),
  );

export const useSetPlatformUserActive = () =>
  usePlatformMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    isActive
      ? unwrap(api.POST('/api/v1/platform/users/{id}/activate', path(id)))
      : unwrap(api.POST('/api/v1/platform/users/{id}/deactivate', path(id))),
  );

export const useResetPlatformUserPassword = () =>
  useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v1/platform/users/{id}/password-reset', path(id))),
  });
