import { queryOptions } from '@tanstack/react-query';
import type { Activity, ActivityInput } from '@/shared/schemas/activities';
import { api, unwrap } from '@/web/lib/api-client';
import { projectPartKey, useProjectMutation } from './project-tab';

/** A project's activities by start date, with their assignments. */
export const activitiesQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'activities'),
    queryFn: ({ signal }): Promise<Activity[]> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/activities', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

/** Adds an activity, or changes one (the whole activity) when an id is given. */
export function useSaveActivity(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: ActivityInput }): Promise<Activity> =>
      id
        ? unwrap(
            api.PATCH('/api/v1/projects/{projectId}/activities/{activityId}', {
              params: { path: { projectId, activityId: id } },
              body: input,
            }),
          )
        : unwrap(
            api.POST('/api/v1/projects/{projectId}/activities', {
              params: { path: { projectId } },
              body: input,
            }),
          ),
  );
}

export function useDeleteActivity(projectId: string) {
  return useProjectMutation(projectId, (id: string) =>
    unwrap(
      api.DELETE('/api/v1/projects/{projectId}/activities/{activityId}', {
        params: { path: { projectId, activityId: id } },
      }),
    ),
  );
}
