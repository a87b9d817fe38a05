import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CHOICE_LIMIT,
  type RESOURCE_OVERVIEW_SORTS,
  type RESOURCE_UTILIZATION_SORTS,
} from '@/shared/list-queries';
import type {
  allocationInputSchema,
  ResourceCapacityPage,
  ResourceOverview,
  ResourceOverviewPage,
  ResourceUtilizationPage,
  targetInputSchema,
  timeOffInputSchema,
} from '@/shared/schemas/resources';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { api, unwrap } from '@/web/lib/api-client';

export const RESOURCES_QUERY_KEY = ['resources'] as const;

type OverviewParams = Partial<ServerListParams<(typeof RESOURCE_OVERVIEW_SORTS)[number]>> & {
  pageSize?: number;
};

/** A page of the Overview tab; with a search and 100 rows, the choices of a person picker. */
export const overviewQuery = (query: OverviewParams) =>
  queryOptions({
    queryKey: [...RESOURCES_QUERY_KEY, 'overview', query],
    queryFn: ({ signal }): Promise<ResourceOverviewPage> =>
      unwrap(api.GET('/api/v1/resources/overview', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** Active people to pick from, by name: at most 100, so the picker searches for the others. */
export const resourceChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: [...RESOURCES_QUERY_KEY, 'choices', search],
    queryFn: async ({ signal }): Promise<ResourceOverview[]> => {
      const query = { pageSize: CHOICE_LIMIT, sort: 'fullName', direction: 'asc' } as const;
      const page = await unwrap(
        api.GET('/api/v1/resources/overview', {
          params: { query: search ? { ...query, search } : query },
          signal,
        }),
      );
      return page.rows;
    },
  });

/** A page of the Capacity tab's people, by name. */
export const capacityQuery = (query: { page: number; search?: string }) =>
  queryOptions({
    queryKey: [...RESOURCES_QUERY_KEY, 'capacity', query],
    queryFn: ({ signal }): Promise<ResourceCapacityPage> =>
      unwrap(api.GET('/api/v1/resources/capacity', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** A page of the Utilization tab. */
export const utilizationQuery = (
  query: ServerListParams<(typeof RESOURCE_UTILIZATION_SORTS)[number]>,
) =>
  queryOptions({
    queryKey: [...RESOURCES_QUERY_KEY, 'utilization', query],
    queryFn: ({ signal }): Promise<ResourceUtilizationPage> =>
      unwrap(api.GET('/api/v1/resources/utilization', { params: { query }, signal })),
    placeholderData: keepPreviousData,
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
