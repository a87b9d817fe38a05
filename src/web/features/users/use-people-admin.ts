import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newPersonSchema, personUpdateSchema } from '@/shared/schemas/people';
import { api, unwrap } from '@/web/lib/api-client';
import { PEOPLE_QUERY_KEY } from '@/web/lib/people-queries';

/** A change to the organization's people: on success every list of people refetches. */
function usePeopleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY }),
  });
}

export const useAddPerson = () =>
  usePeopleMutation((body: z.output<typeof newPersonSchema>) =>
    unwrap(api.POST('/api/v1/users', { body })),
  );

export const useUpdatePerson = () =>
  usePeopleMutation(({ id, body }: { id: string; body: z.output<typeof personUpdateSchema> }) =>
    unwrap(api.PATCH('/api/v1/users/{id}', { params: { path: { id } }, body })),
  );

export const useSetActive = () =>
  usePeopleMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    isActive
      ? unwrap(api.POST('/api/v1/users/{id}/activate', { params: { path: { id } } }))
      : unwrap(api.POST('/api/v1/users/{id}/deactivate', { params: { path: { id } } })),
  );

export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v1/users/{id}/password-reset', { params: { path: { id } } })),
  });
