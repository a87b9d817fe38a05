import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';

// One query per dashboard endpoint; every key starts with 'dashboard' so a change anywhere can
// refresh them all at once.
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export const overviewQuery = queryOptions({
  queryKey: [...DASHBOARD_QUERY_KEY, 'overview'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/dashboard/overview', { signal })),
});

export const managementQuery = queryOptions({
  queryKey: [...DASHBOARD_QUERY_KEY, 'management'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/dashboard/management', { signal })),
});

export const myProjectsQuery = queryOptions({
  queryKey: [...DASHBOARD_QUERY_KEY, 'my-projects'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/dashboard/my-projects', { signal })),
});
