import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  allocationInputSchema,
  ResourceCapacity,
  ResourceOverview,
  ResourceUtilization,
  targetInputSchema,
  timeOffInputSchema,
} from '@/shared/schemas/resources';
import { api, unwrap } from '@/web/lib/api-client';

export const RESOURCES_QUERY_KEY = ['resources'] as const;

export const overviewQuery = queryOptions({
  queryKey: [...RESOURCES_QUERY_KEY, 'overview'],
  queryFn: ({ signal }): Promise<ResourceOverview[]> =>
    unwrap(api.GET('/api/v1/resources/overview', { signal })),
});

export const capacityQuery = queryOptions({
  queryKey: [...RESOURCES_QUERY_KEY, 'capacity'],
  queryFn: ({ signal }): Promise<ResourceCapacity[]> =>
    unwrap(api.GET('/api/v1/resources/capacity', { signal })),
});

export const utilizationQuery = queryOptions({
  queryKey: [...RESOURCES_QUERY_KEY, 'utilization'],
  queryFn: ({ signal }): Promise<ResourceUtilization[]> =>
    unwrap(api.GET('/api/v1/resources/utilization', { signal })),
});

function useInvalidating<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: RESOURCES_QUERY_KEY }),
  });
}

export const useAllocate = () =>
  useInvalidating((body: z.output<typeof allocationInputSchema>) =>
    unwrap(api.POST('/api/v1/resources/capacity', { body })),
  );

export const useDeleteAllocation = () =>
  useInvalidating((id: string) =>
    unwrap(api.DELETE('/api/v1/resources/capacity/{id}', { params: { path: { id } } })),
  );

export const useAddTimeOff = () =>
  useInvalidating((body: z.output<typeof timeOffInputSchema>) =>
    unwrap(api.POST('/api/v1/resources/time-off', { body })),
  );

export const useDeleteTimeOff = () =>
  useInvalidating((id: string) =>
    unwrap(api.DELETE('/api/v1/resources/time-off/{id}', { params: { path: { id } } })),
  );

export const useSetTarget = () =>
  useInvalidating(
    ({ id, body }: { id: string; body: z.output<typeof targetInputSchema> | null }) =>
      body
        ? unwrap(api.PUT('/api/v1/resources/{id}/target', { params: { path: { id } }, body }))
        : unwrap(api.DELETE('/api/v1/resources/{id}/target', { params: { path: { id } } })),
  );
