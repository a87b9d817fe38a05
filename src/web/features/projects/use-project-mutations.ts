import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Project, projectUpdateSchema } from '@/shared/schemas/projects';
import { api, unwrap } from '@/web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

export type ProjectPayload = z.input<typeof projectUpdateSchema>;

/** Adds a project (status draft), or changes one (its team and status too) when an id is given. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProjectPayload }): Promise<Project> =>
      id
        ? unwrap(api.PATCH('/api/v1/projects/{id}', { params: { path: { id } }, body: input }))
        : unwrap(api.POST('/api/v1/projects', { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

/** Deletes a project and everything in it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v1/projects/{id}', { params: { path: { id } } })),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...PROJECTS_QUERY_KEY, id] });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}
