import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Department,
  DepartmentInput,
  Holiday,
  HolidayInput,
  Team,
  TeamInput,
  WorkingCalendar,
  WorkingCalendarInput,
} from '@/shared/schemas/organization';
import { api, unwrap } from '@/web/lib/api-client';
import {
  DEPARTMENTS_QUERY_KEY,
  HOLIDAYS_QUERY_KEY,
  TEAMS_QUERY_KEY,
  WORKING_CALENDAR_QUERY_KEY,
} from '@/web/lib/organization-queries';
import { PEOPLE_QUERY_KEY } from '@/web/lib/people-queries';

/** A change whose lists (and people, who show their department and team) refetch after it. */
function useOrganizationMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const STRUCTURE = [DEPARTMENTS_QUERY_KEY, TEAMS_QUERY_KEY, PEOPLE_QUERY_KEY] as const;

export const useCreateDepartment = () =>
  useOrganizationMutation(
    (body: DepartmentInput): Promise<Department> =>
      unwrap(api.POST('/api/v1/departments', { body })),
    STRUCTURE,
  );

/** Deletes a department with its teams; its people keep no department or team. */
export const useDeleteDepartment = () =>
  useOrganizationMutation(
    (id: string) => unwrap(api.DELETE('/api/v1/departments/{id}', { params: { path: { id } } })),
    STRUCTURE,
  );

export const useCreateTeam = () =>
  useOrganizationMutation(
    (body: TeamInput): Promise<Team> => unwrap(api.POST('/api/v1/teams', { body })),
    STRUCTURE,
  );

export const useDeleteTeam = () =>
  useOrganizationMutation(
    (id: string) => unwrap(api.DELETE('/api/v1/teams/{id}', { params: { path: { id } } })),
    STRUCTURE,
  );

export const useCreateHoliday = () =>
  useOrganizationMutation(
    (body: HolidayInput): Promise<Holiday> => unwrap(api.POST('/api/v1/holidays', { body })),
    [HOLIDAYS_QUERY_KEY],
  );

export const useDeleteHoliday = () =>
  useOrganizationMutation(
    (id: string) => unwrap(api.DELETE('/api/v1/holidays/{id}', { params: { path: { id } } })),
    [HOLIDAYS_QUERY_KEY],
  );

export const useSaveWorkingCalendar = () =>
  useOrganizationMutation(
    (body: WorkingCalendarInput): Promise<WorkingCalendar> =>
      unwrap(api.PATCH('/api/v1/organization/calendar', { body })),
    [WORKING_CALENDAR_QUERY_KEY],
  );
