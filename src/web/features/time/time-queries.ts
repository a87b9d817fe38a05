import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Session,
  SessionInput,
  SessionUpdate,
  TimerStart,
  todaySessionsSchema,
  trackableProjectSchema,
} from '@/shared/schemas/time';
import { apiFetch, jsonBody } from '@/web/lib/api';

export type TrackableProject = z.infer<typeof trackableProjectSchema>;
export type TodaySessions = z.infer<typeof todaySessionsSchema>;

/** Everything under this key is one's own time: any change refetches all of it. */
export const TIME_QUERY_KEY = ['time'] as const;
const TIMER_KEY = [...TIME_QUERY_KEY, 'timer'] as const;

export const timerQueryOptions = queryOptions({
  queryKey: TIMER_KEY,
  queryFn: ({ signal }) => apiFetch<Session | null>('/time/timer', { signal }),
  // Another tab may have started or stopped it: always refetch on focus.
  staleTime: 0,
  refetchOnWindowFocus: 'always',
});

export function useTimer() {
  return useQuery(timerQueryOptions);
}

export function useTodaySessions() {
  return useQuery({
    queryKey: [...TIME_QUERY_KEY, 'today'],
    queryFn: ({ signal }) => apiFetch<TodaySessions>('/time/sessions/today', { signal }),
  });
}

export function useRecentSessions() {
  return useQuery({
    queryKey: [...TIME_QUERY_KEY, 'sessions'],
    queryFn: ({ signal }) => apiFetch<Session[]>('/time/sessions', { signal }),
  });
}

export function useTrackableProjects() {
  return useQuery({
    queryKey: [...TIME_QUERY_KEY, 'projects'],
    queryFn: ({ signal }) => apiFetch<TrackableProject[]>('/time/projects', { signal }),
  });
}

/** Refetches one's own time (timer, sessions, weeks) after a change. */
export function useInvalidateTime() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TIME_QUERY_KEY });
}

type TimerAction =
  | { kind: 'start'; input: TimerStart }
  | { kind: 'break'; breakType: 'paid' | 'unpaid' }
  | { kind: 'resume' }
  | { kind: 'stop' };

function runTimerAction(action: TimerAction): Promise<Session> {
  switch (action.kind) {
    case 'start':
      return apiFetch('/time/timer/start', { method: 'POST', ...jsonBody(action.input) });
    case 'break':
      return apiFetch('/time/timer/break', {
        method: 'POST',
        ...jsonBody({ breakType: action.breakType }),
      });
    case 'resume':
      return apiFetch('/time/timer/resume', { method: 'POST' });
    case 'stop':
      return apiFetch('/time/timer/stop', { method: 'POST' });
  }
}

/** Start, break, resume and stop: the answer is the session, shown at once as the timer. */
export function useTimerAction() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: runTimerAction,
    onSuccess: (session) => {
      queryClient.setQueryData(TIMER_KEY, session.isRunning ? session : null);
      void invalidate();
    },
    // A 409 means another tab changed the timer: show what the server has.
    onError: () => void invalidate(),
  });
}

/** Adds a session by hand, or changes one of one's own when an id is given. */
export function useSaveSession() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SessionInput | SessionUpdate }) =>
      id
        ? apiFetch<Session>(`/time/sessions/${id}`, { method: 'PATCH', ...jsonBody(input) })
        : apiFetch<Session>('/time/sessions', { method: 'POST', ...jsonBody(input) }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/time/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => void invalidate(),
  });
}
