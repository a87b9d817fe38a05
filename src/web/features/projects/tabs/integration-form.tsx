import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { integrationInputSchema } from '@/shared/schemas/registers';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { INTEGRATION_STATUS_LABELS, INTEGRATION_TYPE_LABELS, optionsOf } from './entry-labels';
import { FormFooter } from './form-footer';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

const FIELDS = ['integrationName', 'integrationType', 'integrationDetails', 'status'] as const;

/** Add Integration and Edit Integration. */
export function IntegrationForm({ projectId, entry, onDone }: EntryFormProps<'integrations'>) {
  const save = useSaveEntry(projectId, 'integrations');
  const form = useForm({
    resolver: zodResolver(integrationInputSchema),
    defaultValues: {
      integrationName: entry?.integrationName ?? '',
      integrationType: entry?.integrationType ?? 'api',
      integrationDetails: entry?.integrationDetails ?? '',
      status: entry?.status ?? 'planned',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: entry?.id, input });
      toast.success(entry ? 'Integration updated' : 'Integration added');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, entry ? 'Failed to update integration' : 'Failed to add integration'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="integration-name"
        label="Name"
        placeholder="ERP order sync"
        autoComplete="off"
        error={errors.integrationName?.message}
        {...form.register('integrationName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="integrationType"
          render={({ field }) => (
            <SelectField
              id="integration-type"
              label="Type"
              options={optionsOf(INTEGRATION_TYPE_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'api')}
              error={errors.integrationType?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="integration-status"
              label="Status"
              options={optionsOf(INTEGRATION_STATUS_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'planned')}
              error={errors.status?.message}
            />
          )}
        />
      </div>
      <FieldShell
        id="integration-details"
        label="Details"
        error={errors.integrationDetails?.message}
      >
        <Textarea
          rows={3}
          placeholder="Endpoints, formats, owners (optional)"
          {...fieldAria('integration-details', errors.integrationDetails?.message)}
          {...form.register('integrationDetails')}
        />
      </FieldShell>
      <FormFooter submitLabel={entry ? 'Save Changes' : 'Add Integration'} busy={isSubmitting} />
    </form>
  );
}
