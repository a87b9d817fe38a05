import { useEffect, useRef } from 'react';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { INACTIVITY_TIMEOUT_MS, startInactivityTimer } from './inactivity-timer';

/** Signs the user out after 15 minutes without activity while `enabled` (not platform admins). */
export function useInactivitySignOut(enabled: boolean): void {
  const signOut = useSignOut();
  // The timer must not restart when signOut's identity changes between renders.
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;

  useEffect(() => {
    if (!enabled) return;
    return startInactivityTimer({
      timeoutMs: INACTIVITY_TIMEOUT_MS,
      target: window,
      onTimeout: () => {
        void signOutRef.current({ message: 'Session expired due to inactivity', tone: 'info' });
      },
    });
  }, [enabled]);
}
