import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { baselineInputSchema } from '@/shared/schemas/schedule';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { useSaveBaseline } from './schedule-queries';

/** Saves today's plan as a named baseline (loaded when first opened). */
export function SaveBaselineDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveBaseline(projectId);
  const form = useForm({ resolver: zodResolver(baselineInputSchema) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save Baseline"
      description="Locks today's dates of every activity and the budget totals under a name."
      form={form}
      defaultValues={{ name: '' }}
      submit={{
        action: (input) => save.mutateAsync(input),
        success: 'Baseline saved',
        failure: 'Failed to save baseline',
      }}
      submitLabel="Save Baseline"
    >
      <FormInput
        form={form}
        name="name"
        id="baseline-name"
        label="Name"
        placeholder="Plan of record"
        autoComplete="off"
      />
    </FormDialog>
  );
}
