import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedReportInput } from '@/shared/schemas/reports';
import { api, unwrap } from '@/web/lib/api-client';
import { type ReportDefinition, type ReportView, reportQuery } from './report-definition';

const SAVED_KEY = ['reports', 'saved'] as const;

/** One page of a report as the address defines it; idle until it names a type and fields. */
export function useReportRun(definition: ReportDefinition, view: ReportView) {
  const query = reportQuery(definition, view);
  return useQuery({
    queryKey: ['reports', 'run', query],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/reports/run', { params: { query: query! }, signal })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSavedReports() {
  return useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/reports/saved', { signal })),
  });
}

/** Saves a new report, or changes the one with `id`. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | null; input: SavedReportInput }) =>
      id
        ? unwrap(api.PATCH('/api/v1/reports/saved/{id}', { params: { path: { id } }, body: input }))
        : unwrap(api.POST('/api/v1/reports/saved', { body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/v1/reports/saved/{id}', { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
