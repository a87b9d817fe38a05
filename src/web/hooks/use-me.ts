import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@/shared/schemas/me';
import { api, unwrap } from '@/web/lib/api-client';
import type { DateSettings } from '@/web/lib/format-date';

export const ME_QUERY_KEY = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }): Promise<Me> => unwrap(api.GET('/api/v1/me', { signal })),
  staleTime: 60_000,
});

/** The signed-in person (GET /api/v1/me); a 401 error means signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/** The signed-in person inside a route guarded by RequireSession, where it is always loaded. */
export function useSignedInMe(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInMe is only for routes under RequireSession');
  return data;
}

/** How the signed-in person reads instants: in their own time zone (formatDate's settings). */
export function useDateSettings(): DateSettings {
  return { timeZone: useSignedInMe().timeZone };
}
