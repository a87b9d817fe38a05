import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput } from '@/shared/schemas/programs';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { PROGRAMS_QUERY_KEY, PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

/** Adds a program, or changes one when an id is given. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProgramInput }) =>
      id
        ? apiFetch<Program>(`/programs/${id}`, { method: 'PATCH', ...jsonBody(input) })
        : apiFetch<Program>('/programs', { method: 'POST', ...jsonBody(input) }),
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
    mutationFn: (id: string) => apiFetch<void>(`/programs/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}
