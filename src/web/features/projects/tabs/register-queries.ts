import { queryOptions } from '@tanstack/react-query';
import type {
  Dependency,
  DependencyInput,
  Integration,
  IntegrationInput,
  Risk,
  RiskInput,
} from '@/shared/schemas/registers';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { projectPartKey, projectPath, useProjectMutation } from './project-tab';

/** Each register's entries and what adding one takes. */
export type Registers = {
  risks: { entry: Risk; input: RiskInput };
  dependencies: { entry: Dependency; input: DependencyInput };
  integrations: { entry: Integration; input: IntegrationInput };
};
export type RegisterKind = keyof Registers;
export type RegisterEntry<K extends RegisterKind> = Registers[K]['entry'];

const entriesPath = (projectId: string, kind: RegisterKind, id?: string) =>
  projectPath(projectId, `/${kind}${id ? `/${id}` : ''}`);

/** One register of a project (risks, dependencies or integrations), newest first. */
export const registerQuery = <K extends RegisterKind>(projectId: string, kind: K) =>
  queryOptions({
    queryKey: projectPartKey(projectId, kind),
    queryFn: ({ signal }) => apiFetch<RegisterEntry<K>[]>(entriesPath(projectId, kind), { signal }),
  });

/** Adds an entry, or changes one (only the fields given) when an id is given. */
export function useSaveEntry<K extends RegisterKind>(projectId: string, kind: K) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: Partial<Registers[K]['input']> }) =>
      apiFetch<RegisterEntry<K>>(entriesPath(projectId, kind, id), {
        method: id ? 'PATCH' : 'POST',
        ...jsonBody(input),
      }),
  );
}

export function useDeleteEntry(projectId: string, kind: RegisterKind) {
  return useProjectMutation(projectId, (id: string) =>
    apiFetch<void>(entriesPath(projectId, kind, id), { method: 'DELETE' }),
  );
}
