import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import { can } from '@/shared/permissions';
import { useSignedInMe } from '@/web/hooks/use-me';
import { PROJECT_PAGES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

/** What every tab of the project page is given. */
export interface ProjectTabProps {
  project: Project;
}

/** The key of one part of a project (its activities, budget, risks ...), under the project's. */
export const projectPartKey = (projectId: string, part: string) =>
  [...PROJECTS_QUERY_KEY, projectId, part] as const;

/**
 * Whether the signed-in person may change the project's activities, budget, registers,
 * payments and requests: anyone who manages projects, or its own project manager.
 */
export function useCanChangeProject(project: Project): boolean {
  const me = useSignedInMe();
  return (
    can(me.roles, 'projects.manage') ||
    (can(me.roles, 'projects.manage_own') && project.projectManager?.id === me.id)
  );
}

/**
 * A change to one part of a project. On success it refetches the project and every part of it
 * shown (a new activity can make the project Delayed; a deleted one unlinks a payment
 * milestone) and the projects list, and resolves once the screen has the new data.
 */
export function useProjectMutation<TVariables, TResult = unknown>(
  projectId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...PROJECTS_QUERY_KEY, projectId] }),
        queryClient.invalidateQueries({ queryKey: PROJECT_PAGES_QUERY_KEY }),
      ]),
  });
}
