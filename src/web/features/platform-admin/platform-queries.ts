import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  DELETION_PROGRESS_TYPE,
  type DeletionLine,
  type DeletionProgress,
} from '@/shared/deletion-lines';
import type {
  PlatformUserSort,
  PlatformUserUpdate,
  SubscriberDeletion,
  SubscriberSort,
  SubscriberUpdate,
} from '@/shared/schemas/platform';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { ApiError, NETWORK_ERROR } from '@/web/lib/api';
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

/**
 * A console action: afterwards every list and total of the console refetches, whatever the
 * answer. One cut off on the way back (a deletion's lines stopping short) may still have done
 * its work on the server.
 */
function usePlatformMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
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

/** Each line of a stream of text lines, as it arrives. */
export async function eachLine(stream: ReadableStream<Uint8Array>, onLine: (line: string) => void) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.trim() !== '') onLine(line);
    if (done) break;
  }
  if (pending.trim() !== '') onLine(pending);
}

/**
 * Deletes an organization, telling `onProgress` how far it is as the server's lines say.
 * Throws ApiError: the server's problem, or a network failure when the lines stop short.
 */
async function deleteSubscriber(
  id: string,
  onProgress: (progress: DeletionProgress) => void,
): Promise<SubscriberDeletion> {
  const stream = await unwrap(
    api.DELETE('/api/v1/platform/organizations/{id}', {
      ...path(id),
      headers: { accept: DELETION_PROGRESS_TYPE },
      parseAs: 'stream',
    }),
  );
  let deletion: SubscriberDeletion | undefined;
  try {
    await eachLine(stream!, (text) => {
      const line = JSON.parse(text) as DeletionLine;
      if ('error' in line) throw new ApiError(line.error.status, line.error.detail);
      if ('deletion' in line) deletion = line.deletion;
      else onProgress(line);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!deletion) throw new ApiError(0, NETWORK_ERROR);
  return deletion;
}

export const useDeleteSubscriber = () =>
  usePlatformMutation(
    ({ id, onProgress }: { id: string; onProgress: (progress: DeletionProgress) => void }) =>
      deleteSubscriber(id, onProgress),
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
