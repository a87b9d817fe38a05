import { queryOptions } from '@tanstack/react-query';
import type { PaymentMilestone, PaymentMilestoneInput, Payments } from '@/shared/schemas/payments';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { projectPartKey, projectPath, useProjectMutation } from './project-tab';

/** A project's payment milestones with Total Contract Value and Received. */
export const paymentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectPartKey(projectId, 'payments'),
    queryFn: ({ signal }) => apiFetch<Payments>(projectPath(projectId, '/payments'), { signal }),
  });

const milestonePath = (projectId: string, id?: string) =>
  projectPath(projectId, `/payments/milestones${id ? `/${id}` : ''}`);

/** Adds a milestone, or changes one (only the fields given) when an id is given. */
export function useSaveMilestone(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: Partial<PaymentMilestoneInput> }) =>
      apiFetch<PaymentMilestone>(milestonePath(projectId, id), {
        method: id ? 'PATCH' : 'POST',
        ...jsonBody(input),
      }),
  );
}

export function useDeleteMilestone(projectId: string) {
  return useProjectMutation(projectId, (id: string) =>
    apiFetch<void>(milestonePath(projectId, id), { method: 'DELETE' }),
  );
}
