import { QueryClient } from '@tanstack/react-query';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
