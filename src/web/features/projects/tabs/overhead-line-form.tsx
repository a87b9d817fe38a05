import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type OverheadLine, overheadLineInputSchema } from '@/shared/schemas/budget';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { useSaveOverheadLine } from './budget-queries';
import { FormFooter } from './form-footer';

const FIELDS = ['category', 'amount', 'description'] as const;

interface OverheadLineFormProps {
  projectId: string;
  /** The line to edit; none to add one. */
  line: OverheadLine | null;
  onDone: () => void;
}

/** Overhead Cost: a category, an amount and an optional description. */
export function OverheadLineForm({ projectId, line, onDone }: OverheadLineFormProps) {
  const save = useSaveOverheadLine(projectId);
  const form = useForm({
    resolver: zodResolver(overheadLineInputSchema),
    defaultValues: {
      category: line?.category ?? '',
      amount: line?.amount,
      description: line?.description ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: line?.id, input });
      toast.success(line ? 'Budget item updated' : 'Budget item added');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, line ? 'Failed to update budget item' : 'Failed to add budget item'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="overhead-category"
          label="Category"
          placeholder="Licences"
          autoComplete="off"
          error={errors.category?.message}
          {...form.register('category')}
        />
        <FormField
          id="overhead-amount"
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
      </div>
      <FieldShell id="overhead-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          placeholder="What the cost is for (optional)"
          {...fieldAria('overhead-description', errors.description?.message)}
          {...form.register('description')}
        />
      </FieldShell>
      <FormFooter submitLabel={line ? 'Save Changes' : 'Add Budget Item'} busy={isSubmitting} />
    </form>
  );
}
