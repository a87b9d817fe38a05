import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type OverheadLine, overheadLineInputSchema } from '@/shared/schemas/budget';
import { FormInput, FormTextarea } from '@/web/components/form-field';
import { useSaveOverheadLine } from './budget-queries';

type OverheadLineForm = UseFormReturn<
  z.input<typeof overheadLineInputSchema>,
  unknown,
  z.output<typeof overheadLineInputSchema>
>;

/** The form of an overhead line, its values at opening and the call that saves it. */
export function useOverheadLineForm(projectId: string, line: OverheadLine | null) {
  const save = useSaveOverheadLine(projectId);
  const form: OverheadLineForm = useForm({ resolver: zodResolver(overheadLineInputSchema) });
  return {
    form,
    defaultValues: {
      category: line?.category ?? '',
      amount: line?.amount,
      description: line?.description ?? '',
    },
    action: (input: z.output<typeof overheadLineInputSchema>) =>
      save.mutateAsync({ id: line?.id, input }),
  };
}

/** Overhead Cost: a category, an amount and an optional description. */
export function OverheadLineFields({ form }: { form: OverheadLineForm }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="category"
          id="overhead-category"
          label="Category"
          placeholder="Licences"
          autoComplete="off"
        />
        <FormInput
          form={form}
          name="amount"
          registerOptions={{ valueAsNumber: true }}
          id="overhead-amount"
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
        />
      </div>
      <FormTextarea
        form={form}
        name="description"
        id="overhead-description"
        label="Description"
        placeholder="What the cost is for (optional)"
      />
    </>
  );
}
