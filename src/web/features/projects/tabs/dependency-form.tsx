import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { dependencyInputSchema } from '@/shared/schemas/registers';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import {
  DEPENDENCY_STATUS_LABELS,
  DEPENDENCY_TYPE_LABELS,
  DEPENDENT_ON_LABELS,
  optionsOf,
} from './entry-labels';
import { FormFooter } from './form-footer';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

const FIELDS = ['dependencyDescription', 'dependencyType', 'dependentOn', 'status'] as const;

/** Add Dependency and Edit Dependency. */
export function DependencyForm({ projectId, entry, onDone }: EntryFormProps<'dependencies'>) {
  const save = useSaveEntry(projectId, 'dependencies');
  const form = useForm({
    resolver: zodResolver(dependencyInputSchema),
    defaultValues: {
      dependencyDescription: entry?.dependencyDescription ?? '',
      dependencyType: entry?.dependencyType ?? 'internal',
      dependentOn: entry?.dependentOn ?? null,
      status: entry?.status ?? 'open',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: entry?.id, input });
      toast.success(entry ? 'Dependency updated' : 'Dependency added');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, entry ? 'Failed to update dependency' : 'Failed to add dependency'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FieldShell
        id="dependency-description"
        label="Description"
        error={errors.dependencyDescription?.message}
      >
        <Textarea
          rows={3}
          placeholder="What the project waits for"
          {...fieldAria('dependency-description', errors.dependencyDescription?.message)}
          {...form.register('dependencyDescription')}
        />
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="dependencyType"
          render={({ field }) => (
            <SelectField
              id="dependency-type"
              label="Type"
              options={optionsOf(DEPENDENCY_TYPE_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'internal')}
              error={errors.dependencyType?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="dependentOn"
          render={({ field }) => (
            <SelectField
              id="dependency-on"
              label="Depends On"
              noneLabel="Not set"
              placeholder="Not set"
              options={optionsOf(DEPENDENT_ON_LABELS)}
              value={field.value}
              onChange={field.onChange}
              error={errors.dependentOn?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="dependency-status"
              label="Status"
              options={optionsOf(DEPENDENCY_STATUS_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'open')}
              error={errors.status?.message}
            />
          )}
        />
      </div>
      <FormFooter submitLabel={entry ? 'Save Changes' : 'Add Dependency'} busy={isSubmitting} />
    </form>
  );
}
