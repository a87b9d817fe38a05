import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { riskInputSchema } from '@/shared/schemas/registers';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { optionsOf, RISK_LEVEL_LABELS, RISK_STATUS_LABELS } from './entry-labels';
import { FormFooter } from './form-footer';
import type { EntryFormProps } from './register-tab';
import { useSaveEntry } from './register-queries';

const FIELDS = ['riskDescription', 'riskLevel', 'impact', 'mitigationPlan', 'status'] as const;

/** Add Risk and Edit Risk. */
export function RiskForm({ projectId, entry, onDone }: EntryFormProps<'risks'>) {
  const save = useSaveEntry(projectId, 'risks');
  const form = useForm({
    resolver: zodResolver(riskInputSchema),
    defaultValues: {
      riskDescription: entry?.riskDescription ?? '',
      riskLevel: entry?.riskLevel ?? 'medium',
      status: entry?.status ?? 'potential',
      impact: entry?.impact ?? '',
      mitigationPlan: entry?.mitigationPlan ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: entry?.id, input });
      toast.success(entry ? 'Risk updated' : 'Risk added successfully');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(errorMessage(error, entry ? 'Failed to update risk' : 'Failed to add risk'));
    }
  });

  const text = (id: string, name: (typeof FIELDS)[number], label: string, hint: string) => (
    <FieldShell id={id} label={label} error={errors[name]?.message}>
      <Textarea
        rows={3}
        placeholder={hint}
        {...fieldAria(id, errors[name]?.message)}
        {...form.register(name)}
      />
    </FieldShell>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {text(
        'risk-description',
        'riskDescription',
        'Description',
        'What could go wrong (at least 10 characters)',
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="riskLevel"
          render={({ field }) => (
            <SelectField
              id="risk-level"
              label="Risk Level"
              options={optionsOf(RISK_LEVEL_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'medium')}
              error={errors.riskLevel?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="risk-status"
              label="Status"
              options={optionsOf(RISK_STATUS_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'potential')}
              error={errors.status?.message}
            />
          )}
        />
      </div>
      {text('risk-impact', 'impact', 'Impact', 'What it would cost or delay (optional)')}
      {text(
        'risk-mitigation',
        'mitigationPlan',
        'Mitigation Plan',
        'How to prevent or soften it (optional)',
      )}
      <FormFooter submitLabel={entry ? 'Save Changes' : 'Add Risk'} busy={isSubmitting} />
    </form>
  );
}
