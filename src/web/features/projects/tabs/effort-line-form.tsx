import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { effortCost } from '@/shared/domain/budget';
import type { z } from 'zod';
import {
  type EffortLine,
  type EffortLineInput,
  effortLineInputSchema,
} from '@/shared/schemas/budget';
import { FormField } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { useMoney } from '@/web/hooks/use-money';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { peopleQuery } from '@/web/lib/people-queries';
import { useSaveEffortLine } from './budget-queries';
import { FormFooter } from './form-footer';

const FIELDS = ['resourceId', 'estimatedHours', 'hourlyRate'] as const;

interface EffortLineFormProps {
  projectId: string;
  /** The line to edit; none to add one. */
  line: EffortLine | null;
  onDone: () => void;
}

/** Effort (Resource Hours): a person, their estimated hours and hourly rate, and the cost. */
export function EffortLineForm({ projectId, line, onDone }: EffortLineFormProps) {
  const save = useSaveEffortLine(projectId);
  const people = useQuery(peopleQuery);
  const money = useMoney();
  const form = useForm<EffortLineInput, unknown, z.output<typeof effortLineInputSchema>>({
    resolver: zodResolver(effortLineInputSchema),
    defaultValues: {
      resourceId: line?.resourceId ?? '',
      estimatedHours: line?.estimatedHours,
      hourlyRate: line?.hourlyRate,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [hours, rate] = form.watch(['estimatedHours', 'hourlyRate']);
  const total = Number.isFinite(hours) && Number.isFinite(rate) ? effortCost(hours!, rate!) : null;
  const activePeople = (people.data ?? []).filter(
    (person) => person.isActive || person.id === line?.resourceId,
  );

  // A person with an hourly cost brings it along as the rate, unless one is typed already.
  const pickPerson = (id: string) => {
    const person = activePeople.find((candidate) => candidate.id === id);
    if (person?.hourlyCost != null && !Number.isFinite(form.getValues('hourlyRate'))) {
      form.setValue('hourlyRate', person.hourlyCost, { shouldValidate: true });
    }
  };

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
      <Controller
        control={form.control}
        name="resourceId"
        render={({ field }) => (
          <SelectField
            id="effort-resource"
            label="Resource"
            placeholder={people.isPending ? 'Loading people…' : 'Select a person'}
            options={activePeople.map((person) => ({ value: person.id, label: person.fullName }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value ?? '');
              if (value) pickPerson(value);
            }}
            error={errors.resourceId?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="effort-hours"
          label="Estimated Hours"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.1"
          placeholder="40"
          error={errors.estimatedHours?.message}
          {...form.register('estimatedHours', { valueAsNumber: true })}
        />
        <FormField
          id="effort-rate"
          label="Hourly Rate"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          error={errors.hourlyRate?.message}
          {...form.register('hourlyRate', { valueAsNumber: true })}
        />
      </div>
      <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        Total cost:{' '}
        <span className="font-semibold tabular-nums">{total === null ? '—' : money(total)}</span>
      </p>
      <FormFooter submitLabel={line ? 'Save Changes' : 'Add Budget Item'} busy={isSubmitting} />
    </form>
  );
}
