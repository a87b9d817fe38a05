import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

export const PLATFORM_QUERY_KEY = ['platform'] as const;

/** The platform's totals; the server audits each load as an entry into the console. */
export const platformOverviewQuery = queryOptions({
  queryKey: [...PLATFORM_QUERY_KEY, 'overview'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/platform/overview', { signal })),
  refetchOnWindowFocus: false,
});
