import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CUSTOMER_SORTS } from '@/shared/list-queries';
import type { CustomerChoice, CustomerPage } from '@/shared/schemas/customers';
import type { ProgramChoice, ProgramPage, ProgramSort } from '@/shared/schemas/programs';
import type { Project, ProjectChoice, ProjectPage, ProjectSort } from '@/shared/schemas/projects';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { api, unwrap } from './api-client';
import type { paths } from './api-schema';

// Customers, programs and projects are read by several screens (programs need customers, the
// project form needs programs, capacity allocation needs projects): their queries live here once
// so every screen shares one cache entry and one way to refresh it. Every project query sits
// under PROJECTS_QUERY_KEY, so invalidating it refreshes them all.

export const CUSTOMERS_QUERY_KEY = ['customers'] as const;
export const PROGRAMS_QUERY_KEY = ['programs'] as const;
export const PROJECTS_QUERY_KEY = ['projects'] as const;
/** Every page of the projects list (their badges change with a project's activities). */
export const PROJECT_PAGES_QUERY_KEY = [...PROJECTS_QUERY_KEY, 'page'] as const;

/** People who may hold a project's team roles, as GET /projects/team-candidates answers. */
export type TeamCandidates =
  paths['/api/v1/projects/team-candidates']['get']['responses'][200]['content']['application/json'];
export type TeamCandidate = TeamCandidates['pmHead'][number];

/** One page of the customers list, in hierarchy order unless sorted, as the server pages it. */
export const customerPageQuery = (query: ServerListParams<(typeof CUSTOMER_SORTS)[number]>) =>
  queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }): Promise<CustomerPage> =>
      unwrap(api.GET('/api/v1/customers', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

type CustomerChoiceQuery = NonNullable<
  paths['/api/v1/customers/choices']['get']['parameters']['query']
>;

/** Customers to pick from, by name: at most 100, so a picker searches for the others. */
export const customerChoicesQuery = (query: CustomerChoiceQuery) =>
  queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'choices', query],
    queryFn: ({ signal }): Promise<CustomerChoice[]> =>
      unwrap(api.GET('/api/v1/customers/choices', { params: { query }, signal })),
  });

/** A label for a customer choice: its name, with its parent's when it has one. */
export const customerLabel = (customer: { name: string; parentName: string | null }) =>
  customer.parentName ? `${customer.name} (${customer.parentName})` : customer.name;

/** One page of the programs list, as the server pages, searches and sorts it. */
export const programPageQuery = (query: ServerListParams<ProgramSort>) =>
  queryOptions({
    queryKey: [...PROGRAMS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }): Promise<ProgramPage> =>
      unwrap(api.GET('/api/v1/programs', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

type ProgramChoiceQuery = NonNullable<
  paths['/api/v1/programs/choices']['get']['parameters']['query']
>;

/** Programs to pick from, by name: at most 100, so a picker searches for the others. */
export const programChoicesQuery = (query: ProgramChoiceQuery) =>
  queryOptions({
    queryKey: [...PROGRAMS_QUERY_KEY, 'choices', query],
    queryFn: ({ signal }): Promise<ProgramChoice[]> =>
      unwrap(api.GET('/api/v1/programs/choices', { params: { query }, signal })),
  });

/** One page of the projects list, as the server pages, searches, filters and sorts it. */
export const projectPageQuery = (query: ServerListParams<ProjectSort, 'status'>) =>
  queryOptions({
    queryKey: [...PROJECT_PAGES_QUERY_KEY, query],
    queryFn: ({ signal }): Promise<ProjectPage> =>
      unwrap(api.GET('/api/v1/projects', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

type ProjectChoiceQuery = NonNullable<
  paths['/api/v1/projects/choices']['get']['parameters']['query']
>;

/** Projects to pick from, by name: at most 100, so a picker searches for the others. */
export const projectChoicesQuery = (query: ProjectChoiceQuery) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'choices', query],
    queryFn: ({ signal }): Promise<ProjectChoice[]> =>
      unwrap(api.GET('/api/v1/projects/choices', { params: { query }, signal })),
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
