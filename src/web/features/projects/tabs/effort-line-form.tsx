import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { effortCost } from '@/shared/domain/budget';
import type { EffortLine, EffortLineInput, effortLineInputSchema } from '@/shared/schemas/budget';
import { FormInput, MONEY_INPUT } from '@/web/components/form-field';
import { FormSearchSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { useMoney } from '@/web/hooks/use-money';
import { personChoicesQuery } from '@/web/lib/people-queries';

export type EffortLineForm = UseFormReturn<
  EffortLineInput,
  unknown,
  z.output<typeof effortLineInputSchema>
>;

/** What the effort form holds when it opens: the line's values, or nothing chosen yet. */
export const effortLineDefaults = (line: EffortLine | null) => ({
  resourceId: line?.resourceId ?? '',
  estimatedHours: line?.estimatedHours,
  hourlyRate: line?.hourlyRate,
});

/** Effort (Resource Hours): a person, their estimated hours and hourly rate, and the cost. */
export function EffortLineFields({
  form,
  line,
}: {
  form: EffortLineForm;
  line: EffortLine | null;
}) {
  const people = useChoices((search) => personChoicesQuery(search));
  const money = useMoney();
  const [hours, rate] = form.watch(['estimatedHours', 'hourlyRate']);
  const total = Number.isFinite(hours) && Number.isFinite(rate) ? effortCost(hours!, rate!) : null;

  // A person with an hourly cost brings it along as the rate, unless one is typed already.
  const pickPerson = (id: string | null) => {
    const person = people.found.find((candidate) => candidate.id === id);
    if (person?.hourlyCost != null && !Number.isFinite(form.getValues('hourlyRate'))) {
      form.setValue('hourlyRate', person.hourlyCost, { shouldValidate: true });
    }
  };

  return (
    <>
      <FormSearchSelect
        form={form}
        name="resourceId"
        id="effort-resource"
        label="Resource"
        placeholder={people.query.isPending ? 'Loading people…' : 'Select a person'}
        options={people.found.map((person) => ({ value: person.id, label: person.fullName }))}
        search={people.search}
        onSearchChange={people.setSearch}
        more={people.more}
        current={
          line?.resourceId && line.resourceName
            ? { value: line.resourceId, label: line.resourceName }
            : null
        }
        searchLabel="Search people"
        onValueChange={pickPerson}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="estimatedHours"
          registerOptions={{ valueAsNumber: true }}
          id="effort-hours"
          label="Estimated Hours"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.1"
          placeholder="40"
        />
        <FormInput
          form={form}
          name="hourlyRate"
          registerOptions={{ valueAsNumber: true }}
          id="effort-rate"
          label="Hourly Rate"
          {...MONEY_INPUT}
        />
      </div>
      <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        Total cost:{' '}
        <span className="font-semibold tabular-nums">{total === null ? '—' : money(total)}</span>
      </p>
    </>
  );
}
