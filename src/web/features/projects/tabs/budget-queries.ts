import { queryOptions } from '@tanstack/react-query';
import type {
  Budget,
  EffortLine,
  EffortLineInput,
  OverheadLine,
  OverheadLineInput,
} from '@/shared/schemas/budget';
import { api, unwrap } from '@/web/lib/api-client';
import { projectPartKey, useProjectMutation } from './project-tab';

export type BudgetLineKind = 'effort' | 'overhead';

/** A project's effort and overhead lines with their totals. */
export const budgetQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'budget'),
    queryFn: ({ signal }): Promise<Budget> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/budget', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

/** Adds an effort line, or changes one when an id is given. */
export function useSaveEffortLine(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: EffortLineInput }): Promise<EffortLine> =>
      id
        ? unwrap(
            api.PATCH('/api/v1/projects/{projectId}/budget/effort/{lineId}', {
              params: { path: { projectId, lineId: id } },
              body: input,
            }),
          )
        : unwrap(
            api.POST('/api/v1/projects/{projectId}/budget/effort', {
              params: { path: { projectId } },
              body: input,
            }),
          ),
  );
}

/** Adds an overhead line, or changes one when an id is given. */
export function useSaveOverheadLine(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: OverheadLineInput }): Promise<OverheadLine> =>
      id
        ? unwrap(
            api.PATCH('/api/v1/projects/{projectId}/budget/overhead/{lineId}', {
              params: { path: { projectId, lineId: id } },
              body: input,
            }),
          )
        : unwrap(
            api.POST('/api/v1/projects/{projectId}/budget/overhead', {
              params: { path: { projectId } },
              body: input,
            }),
          ),
  );
}

export function useDeleteBudgetLine(projectId: string) {
  return useProjectMutation(projectId, ({ kind, id }: { kind: BudgetLineKind; id: string }) => {
    const params = { path: { projectId, lineId: id } };
    return unwrap(
      kind === 'effort'
        ? api.DELETE('/api/v1/projects/{projectId}/budget/effort/{lineId}', { params })
        : api.DELETE('/api/v1/projects/{projectId}/budget/overhead/{lineId}', { params }),
    );
  });
}
