import { queryOptions } from '@tanstack/react-query';
import type { PaymentMilestone, PaymentMilestoneInput, Payments } from '@/shared/schemas/payments';
import { api, unwrap } from '@/web/lib/api-client';
import { projectPartKey, useProjectMutation } from './project-tab';

/** A project's payment milestones with Total Contract Value and Received. */
export const paymentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'payments'),
    queryFn: ({ signal }): Promise<Payments> =>
      unwrap(
        api.GET('/api/v1/projects/{projectId}/payments', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });

/** Adds a milestone, or changes one (only the fields given) when an id is given. */
export function useSaveMilestone(projectId: string) {
  return useProjectMutation(
    projectId,
    ({
      id,
      input,
    }: {
      id?: string;
      input: Partial<PaymentMilestoneInput>;
    }): Promise<PaymentMilestone> =>
      id
        ? unwrap(
            api.PATCH('/api/v1/projects/{projectId}/payments/milestones/{milestoneId}', {
              params: { path: { projectId, milestoneId: id } },
              body: input,
            }),
          )
        : unwrap(
            api.POST('/api/v1/projects/{projectId}/payments/milestones', {
              params: { path: { projectId } },
              // Adding takes the whole milestone; the form always gives it.
              body: input as PaymentMilestoneInput,
            }),
          ),
  );
}

export function useDeleteMilestone(projectId: string) {
  return useProjectMutation(projectId, (id: string) =>
    unwrap(
      api.DELETE('/api/v1/projects/{projectId}/payments/milestones/{milestoneId}', {
        params: { path: { projectId, milestoneId: id } },
      }),
    ),
  );
}
