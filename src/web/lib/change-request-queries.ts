import { queryOptions } from '@tanstack/react-query';
import type { ChangeRequest } from '@/shared/schemas/change-requests';
import { apiFetch } from './api';

// A project's Change Requests tab, the Pending Approvals card and the live stream (which
// refetches both when a request changes) share these keys: one prefix covers them all.

export const CHANGE_REQUESTS_QUERY_KEY = ['change-requests'] as const;

/** One project's change requests, newest first. */
export const projectChangeRequestsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...CHANGE_REQUESTS_QUERY_KEY, 'project', projectId],
    queryFn: ({ signal }) =>
      apiFetch<ChangeRequest[]>(`/projects/${encodeURIComponent(projectId)}/change-requests`, {
        signal,
      }),
  });

/** Every pending change request of the organization (admin and PM head), newest first. */
export const pendingChangeRequestsQuery = queryOptions({
  queryKey: [...CHANGE_REQUESTS_QUERY_KEY, 'pending'],
  queryFn: ({ signal }) => apiFetch<ChangeRequest[]>('/change-requests/pending', { signal }),
});
