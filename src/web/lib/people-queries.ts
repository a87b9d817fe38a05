import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PERSON_SORTS, PERSON_STATUSES } from '@/shared/list-queries';
import type { PersonChoice, PersonPage } from '@/shared/schemas/people';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { api, unwrap } from './api-client';

// Every people query sits under PEOPLE_QUERY_KEY, so invalidating it refreshes them all.
export const PEOPLE_QUERY_KEY = ['people'] as const;

/** One page of the organization's people with their roles, as the server pages and sorts it. */
export const peoplePageQuery = (
  query: ServerListParams<(typeof PERSON_SORTS)[number]> & {
    status?: (typeof PERSON_STATUSES)[number];
  },
) =>
  queryOptions({
    queryKey: [...PEOPLE_QUERY_KEY, 'page', query],
    queryFn: ({ signal }): Promise<PersonPage> =>
      unwrap(api.GET('/api/v1/users', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/**
 * People to pick from, by name: at most 100, so a picker searches for the others; active ones
 * unless `withInactive`.
 */
export const personChoicesQuery = (search: string, withInactive = false) =>
  queryOptions({
    queryKey: [...PEOPLE_QUERY_KEY, 'choices', search, withInactive],
    queryFn: ({ signal }): Promise<PersonChoice[]> =>
      unwrap(
        api.GET('/api/v1/users/choices', {
          params: {
            query: {
              ...(search ? { search } : {}),
              ...(withInactive ? { withInactive: 'true' } : {}),
            },
          },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
