import { queryOptions } from '@tanstack/react-query';
import type {
  Dependency,
  DependencyInput,
  Integration,
  IntegrationInput,
  Risk,
  RiskInput,
} from '@/shared/schemas/registers';
import { api, unwrap } from '@/web/lib/api-client';
import { projectPartKey, useProjectMutation } from './project-tab';

/** Each register's entries and what adding one takes. */
export type Registers = {
  risks: { entry: Risk; input: RiskInput };
  dependencies: { entry: Dependency; input: DependencyInput };
  integrations: { entry: Integration; input: IntegrationInput };
};
export type RegisterKind = keyof Registers;
export type RegisterEntry<K extends RegisterKind> = Registers[K]['entry'];

/** Each register's routes: its list and one entry of it. */
const ROUTES = {
  risks: {
    list: '/api/v1/projects/{projectId}/risks',
    entry: '/api/v1/projects/{projectId}/risks/{entryId}',
  },
  dependencies: {
    list: '/api/v1/projects/{projectId}/dependencies',
    entry: '/api/v1/projects/{projectId}/dependencies/{entryId}',
  },
  integrations: {
    list: '/api/v1/projects/{projectId}/integrations',
    entry: '/api/v1/projects/{projectId}/integrations/{entryId}',
  },
} as const satisfies Record<RegisterKind, { list: string; entry: string }>;

/** One register of a project (risks, dependencies or integrations), newest first. */
export const registerQuery = <K extends RegisterKind>(projectId: string, kind: K) =>
  queryOptions({
    queryKey: projectPartKey(projectId, kind),
    queryFn: ({ signal }) =>
      unwrap(api.GET(ROUTES[kind].list, { params: { path: { projectId } }, signal })) as Promise<
        RegisterEntry<K>[]
      >,
  });

/** Adds an entry, or changes one (only the fields given) when an id is given. */
export function useSaveEntry<K extends RegisterKind>(projectId: string, kind: K) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: Partial<Registers[K]['input']> }) => {
      // TypeScript cannot pair a generic kind's route with that kind's body; each register's
      // form resolves with its own schema, and the paths stay checked.
      const body = input as never;
      return (
        id
          ? unwrap(
              api.PATCH(ROUTES[kind].entry, {
                params: { path: { projectId, entryId: id } },
                body,
              }),
            )
          : unwrap(api.POST(ROUTES[kind].list, { params: { path: { projectId } }, body }))
      ) as Promise<RegisterEntry<K>>;
    },
  );
}

export function useDeleteEntry(projectId: string, kind: RegisterKind) {
  return useProjectMutation(projectId, (id: string) =>
    unwrap(api.DELETE(ROUTES[kind].entry, { params: { path: { projectId, entryId: id } } })),
  );
}
