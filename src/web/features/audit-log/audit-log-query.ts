import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditActionFilter, AuditLogPage } from '@/shared/schemas/audit';
import { api, unwrap } from '@/web/lib/api-client';

/** The audit log newest first, a page of 100 at a time, searched and filtered on the server. */
export const auditLogQuery = (search: string, action: AuditActionFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', { search, action }],
    queryFn: ({ pageParam, signal }): Promise<AuditLogPage> =>
      unwrap(
        api.GET('/api/v1/audit-log', {
          params: {
            query: {
              action,
              ...(search ? { search } : {}),
              ...(pageParam ? { before: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
