import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '@/shared/schemas/customers';
import { api, unwrap } from '@/web/lib/api-client';
import {
  CUSTOMERS_QUERY_KEY,
  PROGRAMS_QUERY_KEY,
  PROJECTS_QUERY_KEY,
} from '@/web/lib/portfolio-queries';

/** Adds a customer, or changes one when an id is given. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CustomerInput }) =>
      id
        ? unwrap<Customer>(
            api.PATCH('/api/v1/customers/{id}', { params: { path: { id } }, body: input }),
          )
        : unwrap<Customer>(api.POST('/api/v1/customers', { body: input })),
    onSuccess: () => {
      // Programs and projects show their customer's name.
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}

/** Deletes a customer; its programs and projects go with it. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v1/customers/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    },
  });
}
