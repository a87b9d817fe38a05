import { queryOptions } from '@tanstack/react-query';
import type { Customer } from '@/shared/schemas/customers';
import type { Program } from '@/shared/schemas/programs';
import type { Project } from '@/shared/schemas/projects';
import { api, unwrap } from './api-client';
import type { paths } from './api-schema';

// Customers, programs and projects are read by several screens (programs need customers, the
// project form needs programs, the time tracker needs projects): their queries live here once
// so every screen shares one cache entry and one way to refresh it.

export const CUSTOMERS_QUERY_KEY = ['customers'] as const;
export const PROGRAMS_QUERY_KEY = ['programs'] as const;
export const PROJECTS_QUERY_KEY = ['projects'] as const;

/** People who may hold a project's team roles, as GET /projects/team-candidates answers. */
export type TeamCandidates =
  paths['/api/v1/projects/team-candidates']['get']['responses'][200]['content']['application/json'];
export type TeamCandidate = TeamCandidates['pmHead'][number];

export const customersQuery = queryOptions({
  queryKey: CUSTOMERS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Customer[]> => unwrap(api.GET('/api/v1/customers', { signal })),
});

export const programsQuery = queryOptions({
  queryKey: PROGRAMS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Program[]> => unwrap(api.GET('/api/v1/programs', { signal })),
});

export const projectsQuery = queryOptions({
  queryKey: PROJECTS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Project[]> => unwrap(api.GET('/api/v1/projects', { signal })),
});

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, id],
    queryFn: ({ signal }): Promise<Project> =>
      unwrap(api.GET('/api/v1/projects/{id}', { params: { path: { id } }, signal })),
  });

/** People who may be PM head, project manager or resource manager (admin and PM head only). */
export const teamCandidatesQuery = queryOptions({
  queryKey: [...PROJECTS_QUERY_KEY, 'team-candidates'],
  queryFn: ({ signal }): Promise<TeamCandidates> =>
    unwrap(api.GET('/api/v1/projects/team-candidates', { signal })),
  staleTime: 60_000,
});
