import { queryOptions } from '@tanstack/react-query';
import type { Customer } from '@/shared/schemas/customers';
import type { Program } from '@/shared/schemas/programs';
import type { Project } from '@/shared/schemas/projects';
import { apiFetch } from './api';

// Customers, programs and projects are read by several screens (programs need customers, the
// project form needs programs, the time tracker needs projects): their queries live here once
// so every screen shares one cache entry and one way to refresh it.

export const CUSTOMERS_QUERY_KEY = ['customers'] as const;
export const PROGRAMS_QUERY_KEY = ['programs'] as const;
export const PROJECTS_QUERY_KEY = ['projects'] as const;

export interface TeamCandidate {
  id: string;
  fullName: string;
  email: string;
}

export interface TeamCandidates {
  pmHead: TeamCandidate[];
  projectManager: TeamCandidate[];
  resourceManager: TeamCandidate[];
}

export const customersQuery = queryOptions({
  queryKey: CUSTOMERS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Customer[]>('/customers', { signal }),
});

export const programsQuery = queryOptions({
  queryKey: PROGRAMS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Program[]>('/programs', { signal }),
});

export const projectsQuery = queryOptions({
  queryKey: PROJECTS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Project[]>('/projects', { signal }),
});

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, id],
    queryFn: ({ signal }) => apiFetch<Project>(`/projects/${encodeURIComponent(id)}`, { signal }),
  });

/** People who may be PM head, project manager or resource manager (admin and PM head only). */
export const teamCandidatesQuery = queryOptions({
  queryKey: [...PROJECTS_QUERY_KEY, 'team-candidates'],
  queryFn: ({ signal }) => apiFetch<TeamCandidates>('/projects/team-candidates', { signal }),
  staleTime: 60_000,
});
