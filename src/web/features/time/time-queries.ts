import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Session,
  SessionInput,
  TimerStart,
  todaySessionsSchema,
  trackableProjectSchema,
} from '@/shared/schemas/time';
import { useChoices } from '@/web/hooks/use-choices';
import { api, unwrap } from '@/web/lib/api-client';

export type TrackableProject = z.infer<typeof trackableProjectSchema>;
export type TodaySessions = z.infer<typeof todaySessionsSchema>;

/** Everything under this key is one's own time: any change refetches all of it. */
export const TIME_QUERY_KEY = ['time'] as const;
const TIMER_KEY = [...TIME_QUERY_KEY, 'timer'] as const;

export const timerQueryOptions = queryOptions({
  queryKey: TIMER_KEY,
  queryFn: ({ signal }): Promise<Session | null> =>
    unwrap(api.GET('/api/v1/time/timer', { signal })),
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
    queryFn: ({ signal }): Promise<TodaySessions> =>
      unwrap(api.GET('/api/v1/time/sessions/today', { signal })),
  });
}

export function useRecentSessions() {
  return useQuery({
    queryKey: [...TIME_QUERY_KEY, 'sessions'],
    queryFn: ({ signal }): Promise<Session[]> =>
      unwrap(api.GET('/api/v1/time/sessions', { signal })),
  });
}

/** Projects time can be tracked on, by name: at most 100, so a picker searches for the others. */
export const trackableProjectsQuery = (search: string) =>
  queryOptions({
    queryKey: [...TIME_QUERY_KEY, 'projects', { search }],
    queryFn: ({ signal }): Promise<TrackableProject[]> =>
      unwrap(
        api.GET('/api/v1/time/projects', {
          params: { query: search ? { search } : {} },
          signal,
        }),
      ),
  });

/** The tracker's project picker: its search and the projects found (useChoices). */
export const useTrackableProjects = (enabled = true) => useChoices(trackableProjectsQuery, enabled);

/** A project as a picker shows it: its name, and its code when it has one. */
export const projectOption = (project: TrackableProject) => ({
  value: project.id,
  label: project.projectCode ? `${project.name} (${project.projectCode})` : project.name,
});

/** The activities of the picked project, read when one is picked; none before. */
export function useTrackableActivities(projectId: string | null | undefined) {
  return useQuery({
    queryKey: [...TIME_QUERY_KEY, 'projects', projectId, 'activities'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/time/projects/{id}/activities', {
          params: { path: { id: projectId! } },
          signal,
        }),
      ),
    enabled: Boolean(projectId),
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
      return unwrap(api.POST('/api/v1/time/timer/start', { body: action.input }));
    case 'break':
      return unwrap(
        api.POST('/api/v1/time/timer/break', { body: { breakType: action.breakType } }),
      );
    case 'resume':
      return unwrap(api.POST('/api/v1/time/timer/resume'));
    case 'stop':
      return unwrap(api.POST('/api/v1/time/timer/stop'));
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
    mutationFn: ({ id, input }: { id?: string; input: SessionInput }): Promise<Session> =>
      unwrap(
        id
          ? api.PATCH('/api/v1/time/sessions/{id}', { params: { path: { id } }, body: input })
          : api.POST('/api/v1/time/sessions', { body: input }),
      ),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateTime();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v1/time/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => void invalidate(),
  });
}
