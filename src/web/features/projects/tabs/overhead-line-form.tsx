import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { OverheadLine, overheadLineInputSchema } from '@/shared/schemas/budget';
import { FormInput, FormTextarea, MONEY_INPUT } from '@/web/components/form-field';

export type OverheadLineForm = UseFormReturn<
  z.input<typeof overheadLineInputSchema>,
  unknown,
  z.output<typeof overheadLineInputSchema>
>;

/** What the overhead form holds when it opens: the line's values, or nothing yet. */
export const overheadLineDefaults = (line: OverheadLine | null) => ({
  category: line?.category ?? '',
  amount: line?.amount,
  description: line?.description ?? '',
});

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
          {...MONEY_INPUT}
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
