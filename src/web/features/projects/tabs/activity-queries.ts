import { queryOptions } from '@tanstack/react-query';
import type { Activity, ActivityInput } from '@/shared/schemas/activities';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { projectPartKey, projectPath, useProjectMutation } from './project-tab';

/** A project's activities by start date, with their assignments. */
export const activitiesQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'activities'),
    queryFn: ({ signal }) =>
      apiFetch<Activity[]>(projectPath(projectId, '/activities'), { signal }),
  });

/** Adds an activity, or changes one (the whole activity) when an id is given. */
export function useSaveActivity(projectId: string) {
  return useProjectMutation(projectId, ({ id, input }: { id?: string; input: ActivityInput }) =>
    id
      ? apiFetch<Activity>(projectPath(projectId, `/activities/${id}`), {
          method: 'PATCH',
          ...jsonBody(input),
        })
      : apiFetch<Activity>(projectPath(projectId, '/activities'), {
          method: 'POST',
          ...jsonBody(input),
        }),
  );
}

export function useDeleteActivity(projectId: string) {
  return useProjectMutation(projectId, (id: string) =>
    apiFetch<void>(projectPath(projectId, `/activities/${id}`), { method: 'DELETE' }),
  );
}
