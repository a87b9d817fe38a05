import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEventMap, LiveEventType } from '@/shared/live-events';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';
import { API_BASE } from '@/web/lib/api';
import { CHANGE_REQUESTS_QUERY_KEY } from '@/web/lib/change-request-queries';
import { NOTIFICATIONS_QUERY_KEY } from '@/web/lib/notification-queries';
import { PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

/**
 * Listens to the live stream (GET /api/v1/events) while the shell is open and refetches what
 * an event says has changed. EventSource reconnects by itself after a dropped connection.
 */
export function useLiveEvents(enabled = true, onSessionEnded?: () => void): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
    const on = (type: LiveEventType, handler: () => void) => source.addEventListener(type, handler);

    // An event sent before the stream opened (the page's first reads come first) or while it
    // was down never arrives: once listening, the bell reads its count again.
    source.addEventListener('open', () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    });

    // A request was submitted, reviewed or had files changed: every list of requests on screen
    // (a project's Change Requests tab, Pending Approvals) refetches.
    on('change_request.updated', () => {
      void queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_QUERY_KEY });
    });
    on('notification.created', () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    });
    // The timer changed in another tab: refetch one's own time (the time feature's ['time'] key).
    on('timer.updated', () => {
      void queryClient.invalidateQueries({ queryKey: ['time'] });
    });
    // Sessions were imported for me (maybe by someone else): my session lists, today's sessions
    // and timesheet weeks, all under ['time'], refetch.
    on('time.changed', () => {
      void queryClient.invalidateQueries({ queryKey: ['time'] });
    });
    // A timesheet was submitted to me or mine was reviewed: weeks and pending lists refetch.
    source.addEventListener('notification.created', (event) => {
      const { type } = JSON.parse(event.data) as LiveEventMap['notification.created'];
      if (type !== 'timesheet') return;
      void queryClient.invalidateQueries({ queryKey: ['time'] });
      void queryClient.invalidateQueries({ queryKey: ['timesheets'] });
    });
    // Someone auto-scheduled a project: its activities, schedule and dates refetch.
    source.addEventListener('project.schedule_changed', (event) => {
      const { projectId } = JSON.parse(event.data) as LiveEventMap['project.schedule_changed'];
      void queryClient.invalidateQueries({ queryKey: [...PROJECTS_QUERY_KEY, projectId] });
    });
    // This person was deactivated: their sessions are gone, so this tab signs out.
    on('session.ended', () => onSessionEnded?.());
    // The organization was suspended: /me now refuses, and the session guard says why.
    on('organization.suspended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
    // The server may have missed events: refetch everything on screen.
    on('stream.resync', () => {
      void queryClient.invalidateQueries();
    });
    return () => source.close();
  }, [enabled, queryClient, onSessionEnded]);
}
