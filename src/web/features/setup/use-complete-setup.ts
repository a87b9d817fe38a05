import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me } from '@/shared/schemas/me';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { api, unwrap } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/** Marks setup complete, lets the route guard know, and opens the dashboard. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (): Promise<NonNullable<Me['organization']>> =>
      unwrap(api.POST('/api/v1/organization/complete-setup')),
    onSuccess: (organization) => {
      // The guard reads 'me': it must see setupCompleted before /dashboard opens, or it sends
      // the user straight back here. The refetch then brings the rest of 'me' up to date.
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => (me ? { ...me, organization } : me));
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success('Setup completed successfully!');
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to complete setup'));
    },
  });
}
