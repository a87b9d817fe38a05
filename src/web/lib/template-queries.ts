import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NewProjectFromPlan,
  TemplateFile,
  templateUpdateSchema,
} from '@/shared/schemas/templates';
import { api, unwrap } from '@/web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@/web/lib/portfolio-queries';

const TEMPLATES_KEY = ['templates'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/templates', { signal })),
  });
}

/** One template with its plan, fetched when its preview opens. */
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/templates/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
  });
}

function useTemplateMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export const useSaveAsTemplate = () =>
  useTemplateMutation(
    (body: { projectId: string; name: string; category: string; description?: string | null }) =>
      unwrap(api.POST('/api/v1/templates', { body: body as never })),
  );

export const useUpdateTemplate = () =>
  useTemplateMutation(({ id, body }: { id: string; body: z.input<typeof templateUpdateSchema> }) =>
    unwrap(api.PATCH('/api/v1/templates/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) =>
    unwrap(api.DELETE('/api/v1/templates/{id}', { params: { path: { id } } })),
  );

export const useImportTemplate = () =>
  useTemplateMutation((file: TemplateFile) =>
    unwrap(api.POST('/api/v1/templates/import', { body: file })),
  );

/** A new project from a template, or a clone of a project: the projects list learns of it. */
export function useNewProjectFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      from,
      body,
    }: {
      from: { templateId: string } | { projectId: string };
      body: NewProjectFromPlan;
    }) =>
      'templateId' in from
        ? unwrap(
            api.POST('/api/v1/templates/{id}/use', {
              params: { path: { id: from.templateId } },
              body,
            }),
          )
        : unwrap(
            api.POST('/api/v1/projects/{id}/clone', {
              params: { path: { id: from.projectId } },
              body,
            }),
          ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
