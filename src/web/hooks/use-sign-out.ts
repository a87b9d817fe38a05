import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '@/web/lib/auth-client';

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
