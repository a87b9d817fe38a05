import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ACCOUNT_DEACTIVATED, ORGANIZATION_SUSPENDED } from '@/shared/account-refusals';
import { isApiError } from './api';

const NO_RETRY_STATUSES = new Set([401, 403, 404]);
const MAX_RETRIES = 3;

/** Retries a failed query 3 times, except when the answer will not change (SPEC.md section 9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && NO_RETRY_STATUSES.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off: 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Refusals that hold for every request of the person, not just the one that got them. */
const ACCOUNT_REFUSALS = new Set([ORGANIZATION_SUSPENDED, ACCOUNT_DEACTIVATED]);

export function createQueryClient(): QueryClient {
  // A request refused because the organization was suspended (or the person deactivated) means
  // the whole app is: /me is fetched again, and the session guard shows the refusal.
  const onError = (error: unknown) => {
    if (isApiError(error, 403) && ACCOUNT_REFUSALS.has(error.detail))
      void client.invalidateQueries({ queryKey: ['me'] });
  };
  const client: QueryClient = new QueryClient({
    // /me's own refusal is what the guard shows: fetching it again would never end.
    queryCache: new QueryCache({
      onError: (error, query) => (query.queryKey[0] === 'me' ? undefined : onError(error)),
    }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * The app's one query client. It is made when the first page that talks to the API loads this
 * module (app/session-root.tsx, the landing page's session actions), not by main.tsx: / and
 * /login paint without @tanstack/react-query.
 */
export const queryClient = createQueryClient();
