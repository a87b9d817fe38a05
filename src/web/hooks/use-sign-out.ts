import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';

interface SignOutOptions {
  /** The toast to show once signed out. */
  message: string;
  tone?: 'success' | 'info';
}

/** Signs out, forgets every cached answer, tells the user and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ message, tone = 'success' }: SignOutOptions) => {
      try {
        // better-auth's client loads only now: no page needs it to paint.
        const { authClient } = await import('@/web/lib/auth-client');
        await authClient.signOut();
      } catch (error) {
        // The cookie may already be gone (expired session); leaving the app is still right.
        console.warn('Sign-out request failed', error);
      }
      queryClient.clear();
      if (tone === 'info') toast.info(message);
      else toast.success(message);
      navigate('/login', { replace: true });
    },
    [navigate, queryClient],
  );
}
