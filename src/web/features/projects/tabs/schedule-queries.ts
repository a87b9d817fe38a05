import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Baseline,
  BaselineComparison,
  baselineInputSchema,
  linkInputSchema,
  ProjectSchedule,
} from '@/shared/schemas/schedule';
import { api, unwrap } from '@/web/lib/api-client';
import { projectPartKey, useProjectMutation } from './project-tab';

/** A project's links and computed schedule: dates, floats, critical path, violations. */
export const scheduleQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'schedule'),
    queryFn: ({ signal }): Promise<ProjectSchedule> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/schedule', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

export const baselinesQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'baselines'),
    queryFn: ({ signal }): Promise<Baseline[]> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/baselines', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

export const comparisonQuery = (projectId: string, baselineId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, `baselines/${baselineId}`),
    queryFn: ({ signal }): Promise<BaselineComparison> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/baselines/{baselineId}/comparison', {
          params: { path: { projectId, baselineId } },
          signal,
        }),
      ),
  });

export const useAddLink = (projectId: string) =>
  useProjectMutation(projectId, (body: z.output<typeof linkInputSchema>) =>
    unwrap(
      api.POST('/api/v1/projects/{projectId}/links', { params: { path: { projectId } }, body }),
    ),
  );

export const useDeleteLink = (projectId: string) =>
  useProjectMutation(projectId, (linkId: string) =>
    unwrap(
      api.DELETE('/api/v1/projects/{projectId}/links/{linkId}', {
        params: { path: { projectId, linkId } },
      }),
    ),
  );

export const useAutoSchedule = (projectId: string) =>
  useProjectMutation(projectId, () =>
    unwrap(
      api.POST('/api/v1/projects/{projectId}/schedule/auto', { params: { path: { projectId } } }),
    ),
  );

export const useSaveBaseline = (projectId: string) =>
  useProjectMutation(projectId, (body: z.output<typeof baselineInputSchema>) =>
    unwrap(
      api.POST('/api/v1/projects/{projectId}/baselines', { params: { path: { projectId } }, body }),
    ),
  );

export const useDeleteBaseline = (projectId: string) =>
  useProjectMutation(projectId, (baselineId: string) =>
    unwrap(
      api.DELETE('/api/v1/projects/{projectId}/baselines/{baselineId}', {
        params: { path: { projectId, baselineId } },
      }),
    ),
  );
