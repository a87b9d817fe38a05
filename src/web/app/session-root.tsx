import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/web/lib/query-client';
import { RequireSession } from './require-session';

/** Every page behind a session (/setup, /dashboard, /platform-admin): the query client, then the guard. */
export function SessionRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession />
    </QueryClientProvider>
  );
}
