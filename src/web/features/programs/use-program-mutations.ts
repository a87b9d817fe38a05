import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput } from '@/shared/schemas/programs';
import { api, unwrap } from '@/web/lib/api-client';
import { PROGRAMS_QUERY_KEY, PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

/** Adds a program, or changes one when an id is given. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProgramInput }) =>
      id
        ? unwrap<Program>(
            api.PATCH('/api/v1/programs/{id}', { params: { path: { id } }, body: input }),
          )
        : unwrap<Program>(api.POST('/api/v1/programs', { body: input })),
    onSuccess: () => {
      // Projects show their program's name and customer.
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}

/** Deletes a program; its projects go with it. */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v1/programs/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}
