import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEventType } from '@/shared/live-events';
import { API_BASE } from '@/web/lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './use-notifications';

/**
 * Listens to the live stream (GET /api/v1/events) while the shell is open and refetches what
 * an event says has changed. EventSource reconnects by itself after a dropped connection.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
    const on = (type: LiveEventType, handler: () => void) => source.addEventListener(type, handler);

    on('notification.created', () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    });
    // The server may have missed events: refetch everything on screen.
    on('stream.resync', () => {
      void queryClient.invalidateQueries();
    });
    return () => source.close();
  }, [queryClient]);
}
