import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CellInput,
  PendingTimesheet,
  TimesheetReview,
  TimesheetWeek,
} from '@/shared/schemas/timesheets';
import { apiFetch, jsonBody } from '@/web/lib/api';
import { TIME_QUERY_KEY } from './time-queries';

const weekKey = (start: string) => [...TIME_QUERY_KEY, 'week', start] as const;
const PENDING_KEY = ['timesheets', 'pending'] as const;

export function useWeek(start: string) {
  return useQuery({
    queryKey: weekKey(start),
    queryFn: ({ signal }) => apiFetch<TimesheetWeek>(`/timesheets/week?start=${start}`, { signal }),
  });
}

/**
 * A change to one's week (a cell, copy last week, submit): the answer is the week, shown at
 * once; sessions are refetched since cells are sessions.
 */
function useWeekChange<T>(send: (input: T) => Promise<TimesheetWeek>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (week) => {
      queryClient.setQueryData(weekKey(week.weekStart), week);
      void queryClient.invalidateQueries({
        queryKey: TIME_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'week',
      });
    },
  });
}

export const useSetCell = () =>
  useWeekChange((input: CellInput) =>
    apiFetch('/timesheets/week/cells', { method: 'PUT', ...jsonBody(input) }),
  );

export const useCopyLastWeek = () =>
  useWeekChange((weekStart: string) =>
    apiFetch('/timesheets/week/copy-last-week', { method: 'POST', ...jsonBody({ weekStart }) }),
  );

export const useSubmitWeek = () =>
  useWeekChange((weekStart: string) =>
    apiFetch('/timesheets/week/submit', { method: 'POST', ...jsonBody({ weekStart }) }),
  );

export function usePendingTimesheets(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => apiFetch<PendingTimesheet[]>('/timesheets/pending', { signal }),
    enabled,
  });
}

export function useReviewTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TimesheetReview }) =>
      apiFetch<TimesheetWeek>(`/timesheets/${id}/review`, { method: 'POST', ...jsonBody(review) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}
