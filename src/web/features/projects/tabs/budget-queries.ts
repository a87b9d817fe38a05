import { queryOptions } from '@tanstack/react-query';
import type {
  Budget,
  EffortLine,
  EffortLineInput,
  OverheadLine,
  OverheadLineInput,
} from '@/shared/schemas/budget';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { projectPartKey, projectPath, useProjectMutation } from './project-tab';

export type BudgetLineKind = 'effort' | 'overhead';

/** A project's effort and overhead lines with their totals. */
export const budgetQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'budget'),
    queryFn: ({ signal }) => apiFetch<Budget>(projectPath(projectId, '/budget'), { signal }),
  });

const linePath = (projectId: string, kind: BudgetLineKind, id?: string) =>
  projectPath(projectId, `/budget/${kind}${id ? `/${id}` : ''}`);

/** Adds an effort line, or changes one when an id is given. */
export function useSaveEffortLine(projectId: string) {
  return useProjectMutation(projectId, ({ id, input }: { id?: string; input: EffortLineInput }) =>
    apiFetch<EffortLine>(linePath(projectId, 'effort', id), {
      method: id ? 'PATCH' : 'POST',
      ...jsonBody(input),
    }),
  );
}

/** Adds an overhead line, or changes one when an id is given. */
export function useSaveOverheadLine(projectId: string) {
  return useProjectMutation(projectId, ({ id, input }: { id?: string; input: OverheadLineInput }) =>
    apiFetch<OverheadLine>(linePath(projectId, 'overhead', id), {
      method: id ? 'PATCH' : 'POST',
      ...jsonBody(input),
    }),
  );
}

export function useDeleteBudgetLine(projectId: string) {
  return useProjectMutation(projectId, ({ kind, id }: { kind: BudgetLineKind; id: string }) =>
    apiFetch<void>(linePath(projectId, kind, id), { method: 'DELETE' }),
  );
}
