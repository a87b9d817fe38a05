import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dependencyInputSchema } from '@/shared/schemas/registers';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import {
  DEPENDENCY_STATUS_LABELS,
  DEPENDENCY_TYPE_LABELS,
  DEPENDENT_ON_LABELS,
  optionsOf,
} from './entry-labels';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

/** Add Dependency and Edit Dependency. */
export function DependencyForm({ projectId, entry, dialog }: EntryFormProps<'dependencies'>) {
  const save = useSaveEntry(projectId, 'dependencies');
  const form = useForm({ resolver: zodResolver(dependencyInputSchema) });

  return (
    <FormDialog
      {...dialog}
      form={form}
      defaultValues={{
        dependencyDescription: entry?.dependencyDescription ?? '',
        dependencyType: entry?.dependencyType ?? 'internal',
        dependentOn: entry?.dependentOn ?? null,
        status: entry?.status ?? 'open',
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: entry?.id, input }),
        success: entry ? 'Dependency updated' : 'Dependency added',
        failure: entry ? 'Failed to update dependency' : 'Failed to add dependency',
      }}
    >
      <FormTextarea
        form={form}
        name="dependencyDescription"
        id="dependency-description"
        label="Description"
        placeholder="What the project waits for"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          form={form}
          name="dependencyType"
          id="dependency-type"
          label="Type"
          options={optionsOf(DEPENDENCY_TYPE_LABELS)}
        />
        <FormSelect
          form={form}
          name="dependentOn"
          id="dependency-on"
          label="Depends On"
          noneLabel="Not set"
          placeholder="Not set"
          options={optionsOf(DEPENDENT_ON_LABELS)}
        />
        <FormSelect
          form={form}
          name="status"
          id="dependency-status"
          label="Status"
          options={optionsOf(DEPENDENCY_STATUS_LABELS)}
        />
      </div>
    </FormDialog>
  );
}
