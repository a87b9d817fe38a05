import { queryOptions } from '@tanstack/react-query';
import type { Department, Holiday, Team, WorkingCalendar } from '@/shared/schemas/organization';
import { api, unwrap } from './api-client';

// The organization's structure and working calendar: the Organization page changes them, people
// screens, the heat map and scheduling read them. One prefix each, so a change refetches all.

export const DEPARTMENTS_QUERY_KEY = ['departments'] as const;
export const TEAMS_QUERY_KEY = ['teams'] as const;
export const HOLIDAYS_QUERY_KEY = ['holidays'] as const;
export const WORKING_CALENDAR_QUERY_KEY = ['working-calendar'] as const;

/** Departments by name, with their number of people (roles that may read people). */
export const departmentsQuery = queryOptions({
  queryKey: DEPARTMENTS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Department[]> =>
    unwrap(api.GET('/api/v1/departments', { signal })),
  staleTime: 60_000,
});

/** Teams by department and name, with department name and number of people. */
export const teamsQuery = queryOptions({
  queryKey: TEAMS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Team[]> => unwrap(api.GET('/api/v1/teams', { signal })),
  staleTime: 60_000,
});

/** The organization's holidays by date (every member), optionally from and to a day. */
export const holidaysQuery = (range: { from?: string; to?: string } = {}) =>
  queryOptions({
    queryKey: [...HOLIDAYS_QUERY_KEY, range.from ?? null, range.to ?? null],
    queryFn: ({ signal }): Promise<Holiday[]> =>
      unwrap(api.GET('/api/v1/holidays', { params: { query: range }, signal })),
    staleTime: 60_000,
  });

/** Working weekdays (ISO 1 Monday ... 7 Sunday) and default utilization targets (every member). */
export const workingCalendarQuery = queryOptions({
  queryKey: WORKING_CALENDAR_QUERY_KEY,
  queryFn: ({ signal }): Promise<WorkingCalendar> =>
    unwrap(api.GET('/api/v1/organization/calendar', { signal })),
  staleTime: 60_000,
});
