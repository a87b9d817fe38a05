import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { riskInputSchema } from '@/shared/schemas/registers';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { optionsOf, RISK_LEVEL_LABELS, RISK_STATUS_LABELS } from './entry-labels';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

/** Add Risk and Edit Risk. */
export function RiskForm({ projectId, entry, dialog }: EntryFormProps<'risks'>) {
  const save = useSaveEntry(projectId, 'risks');
  const form = useForm({ resolver: zodResolver(riskInputSchema) });

  return (
    <FormDialog
      {...dialog}
      form={form}
      defaultValues={{
        riskDescription: entry?.riskDescription ?? '',
        riskLevel: entry?.riskLevel ?? 'medium',
        status: entry?.status ?? 'potential',
        impact: entry?.impact ?? '',
        mitigationPlan: entry?.mitigationPlan ?? '',
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: entry?.id, input }),
        success: entry ? 'Risk updated' : 'Risk added successfully',
        failure: entry ? 'Failed to update risk' : 'Failed to add risk',
      }}
    >
      <FormTextarea
        form={form}
        name="riskDescription"
        id="risk-description"
        label="Description"
        placeholder="What could go wrong (at least 10 characters)"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="riskLevel"
          id="risk-level"
          label="Risk Level"
          options={optionsOf(RISK_LEVEL_LABELS)}
        />
        <FormSelect
          form={form}
          name="status"
          id="risk-status"
          label="Status"
          options={optionsOf(RISK_STATUS_LABELS)}
        />
      </div>
      <FormTextarea
        form={form}
        name="impact"
        id="risk-impact"
        label="Impact"
        placeholder="What it would cost or delay (optional)"
      />
      <FormTextarea
        form={form}
        name="mitigationPlan"
        id="risk-mitigation"
        label="Mitigation Plan"
        placeholder="How to prevent or soften it (optional)"
      />
    </FormDialog>
  );
}
