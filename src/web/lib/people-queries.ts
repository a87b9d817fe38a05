import { queryOptions } from '@tanstack/react-query';
import type { Person } from '@/shared/schemas/people';
import { api, unwrap } from './api-client';

export const PEOPLE_QUERY_KEY = ['people'] as const;

/** The organization's people with their roles, by name (roles that may read people). */
export const peopleQuery = queryOptions({
  queryKey: PEOPLE_QUERY_KEY,
  queryFn: ({ signal }): Promise<Person[]> => unwrap(api.GET('/api/v1/users', { signal })),
  staleTime: 60_000,
});
