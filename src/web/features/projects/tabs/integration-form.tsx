import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { integrationInputSchema } from '@/shared/schemas/registers';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { INTEGRATION_STATUS_LABELS, INTEGRATION_TYPE_LABELS, optionsOf } from './entry-labels';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

/** Add Integration and Edit Integration. */
export function IntegrationForm({ projectId, entry, dialog }: EntryFormProps<'integrations'>) {
  const save = useSaveEntry(projectId, 'integrations');
  const form = useForm({ resolver: zodResolver(integrationInputSchema) });

  return (
    <FormDialog
      {...dialog}
      form={form}
      defaultValues={{
        integrationName: entry?.integrationName ?? '',
        integrationType: entry?.integrationType ?? 'api',
        integrationDetails: entry?.integrationDetails ?? '',
        status: entry?.status ?? 'planned',
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: entry?.id, input }),
        success: entry ? 'Integration updated' : 'Integration added',
        failure: entry ? 'Failed to update integration' : 'Failed to add integration',
      }}
    >
      <FormInput
        form={form}
        name="integrationName"
        id="integration-name"
        label="Name"
        placeholder="ERP order sync"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="integrationType"
          id="integration-type"
          label="Type"
          options={optionsOf(INTEGRATION_TYPE_LABELS)}
        />
        <FormSelect
          form={form}
          name="status"
          id="integration-status"
          label="Status"
          options={optionsOf(INTEGRATION_STATUS_LABELS)}
        />
      </div>
      <FormTextarea
        form={form}
        name="integrationDetails"
        id="integration-details"
        label="Details"
        placeholder="Endpoints, formats, owners (optional)"
      />
    </FormDialog>
  );
}
