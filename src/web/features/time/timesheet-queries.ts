import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PENDING_TIMESHEET_SORTS } from '@/shared/list-queries';
import type {
  CellInput,
  PendingTimesheetPage,
  rowRemoveSchema,
  TimesheetReview,
  TimesheetWeek,
} from '@/shared/schemas/timesheets';
import type { ServerListParams } from '@/web/hooks/use-server-list';
import { api, unwrap } from '@/web/lib/api-client';
import { TIME_QUERY_KEY } from './time-queries';

const weekKey = (start: string) => [...TIME_QUERY_KEY, 'week', start] as const;
/** Other people's weeks, for their reviewers. */
const TIMESHEETS_KEY = ['timesheets'] as const;
const PENDING_KEY = [...TIMESHEETS_KEY, 'pending'] as const;

export function useWeek(start: string) {
  return useQuery({
    queryKey: weekKey(start),
    queryFn: ({ signal }): Promise<TimesheetWeek> =>
      unwrap(api.GET('/api/v1/timesheets/week', { params: { query: { start } }, signal })),
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
    unwrap(api.PUT('/api/v1/timesheets/week/cells', { body: input })),
  );

export const useCopyLastWeek = () =>
  useWeekChange((weekStart: string) =>
    unwrap(api.POST('/api/v1/timesheets/week/copy-last-week', { body: { weekStart } })),
  );

export const useRemoveRow = () =>
  useWeekChange((input: z.input<typeof rowRemoveSchema>) =>
    unwrap(api.POST('/api/v1/timesheets/week/rows/remove', { body: input })),
  );

export const useSubmitWeek = () =>
  useWeekChange((weekStart: string) =>
    unwrap(api.POST('/api/v1/timesheets/week/submit', { body: { weekStart } })),
  );

type PendingQuery = Partial<ServerListParams<(typeof PENDING_TIMESHEET_SORTS)[number]>>;

/** A page of the submitted weeks waiting for the caller (approvers: all; managers: their people's). */
export function usePendingTimesheets(query: PendingQuery = {}) {
  return useQuery({
    queryKey: [...PENDING_KEY, query],
    queryFn: ({ signal }): Promise<PendingTimesheetPage> =>
      unwrap(api.GET('/api/v1/timesheets/pending', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A submitted week of someone, for its reviewer. */
export function useTimesheet(id: string | null) {
  return useQuery({
    queryKey: [...TIMESHEETS_KEY, id],
    queryFn: ({ signal }): Promise<TimesheetWeek> =>
      unwrap(api.GET('/api/v1/timesheets/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
  });
}

export function useReviewTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TimesheetReview }) =>
      unwrap(
        api.POST('/api/v1/timesheets/{id}/review', { params: { path: { id } }, body: review }),
      ),
    onSuccess: (week, { id }) => {
      queryClient.setQueryData([...TIMESHEETS_KEY, id], week);
      void queryClient.invalidateQueries({ queryKey: PENDING_KEY });
    },
  });
}
