import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Activity, activityInputSchema } from '@/shared/schemas/activities';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormCheckbox, FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSearchSelect } from '@/web/components/form-select';
import { Button } from '@/web/components/ui/button';
import { useChoices } from '@/web/hooks/use-choices';
import { personChoicesQuery } from '@/web/lib/people-queries';
import { useSaveActivity } from './activity-queries';

type ActivityForm = UseFormReturn<
  z.input<typeof activityInputSchema>,
  unknown,
  z.output<typeof activityInputSchema>
>;

interface ActivityFormDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity to edit; none to add one. */
  activity: Activity | null;
}

/** Add Activity and Edit Activity: one form, milestones included. */
export function ActivityFormDialog({
  projectId,
  open,
  onOpenChange,
  activity,
}: ActivityFormDialogProps) {
  const save = useSaveActivity(projectId);
  const form = useForm({ resolver: zodResolver(activityInputSchema) });
  const words = recordDialogWords('Activity', activity !== null);
  const isMilestone = form.watch('isMilestone');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description="A piece of the project's work with its dates and people, or a milestone."
      className="sm:max-w-xl"
      form={form}
      defaultValues={{
        name: activity?.name ?? '',
        description: activity?.description ?? '',
        startDate: activity?.startDate ?? '',
        // A milestone's end is its start day; the form leaves it empty.
        endDate: activity && !activity.isMilestone ? activity.endDate : '',
        isMilestone: activity?.isMilestone ?? false,
        percentComplete: activity?.percentComplete ?? 0,
        assignments:
          activity?.assignments.map(({ resourceId, capacityPercentage }) => ({
            resourceId,
            capacityPercentage,
          })) ?? [],
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: activity?.id, input }),
        success: words.success,
        failure: words.failure,
      }}
      submitLabel={words.submitLabel}
    >
      <FormInput
        form={form}
        name="name"
        id="activity-name"
        label="Name"
        placeholder="Discovery workshops"
        autoComplete="off"
      />
      <FormCheckbox
        form={form}
        name="isMilestone"
        label="Milestone (a single day)"
        registerOptions={{ onChange: () => form.setValue('endDate', '') }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="startDate"
          id="activity-start"
          label={isMilestone ? 'Date' : 'Start Date'}
          type="date"
        />
        {isMilestone ? null : (
          <FormInput form={form} name="endDate" id="activity-end" label="End Date" type="date" />
        )}
      </div>
      <FormInput
        form={form}
        name="percentComplete"
        registerOptions={{ valueAsNumber: true }}
        id="activity-percent-complete"
        label="Percent Complete"
        hint="How much of the work is done: what its earned value counts."
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
      />
      <FormTextarea
        form={form}
        name="description"
        id="activity-description"
        label="Description"
        placeholder="What the activity delivers (optional)"
      />
      <AssignmentFields form={form} open={open} assigned={activity?.assignments ?? []} />
    </FormDialog>
  );
}

/** Assigned people: a person and a capacity per row, rows added and removed. */
function AssignmentFields({
  form,
  open,
  assigned,
}: {
  form: ActivityForm;
  open: boolean;
  /** Who the activity has now, with their names: offered even when no search finds them. */
  assigned: Activity['assignments'];
}) {
  const assignments = useFieldArray({ control: form.control, name: 'assignments' });

  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">Assigned people</legend>
      {assignments.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
          <AssignedPerson form={form} index={index} open={open} assigned={assigned} />
          <FormInput
            form={form}
            name={`assignments.${index}.capacityPercentage`}
            registerOptions={{ valueAsNumber: true }}
            id={`activity-assignment-${index}-capacity`}
            label="Capacity %"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-[1.375rem]"
            aria-label={`Remove person ${index + 1}`}
            onClick={() => assignments.remove(index)}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => assignments.append({ resourceId: '', capacityPercentage: 100 })}
      >
        <Plus /> Assign a person
      </Button>
    </fieldset>
  );
}

/** One assignment's person, from the active people the server finds. */
function AssignedPerson({
  form,
  index,
  open,
  assigned,
}: {
  form: ActivityForm;
  index: number;
  open: boolean;
  assigned: Activity['assignments'];
}) {
  const people = useChoices((search) => personChoicesQuery(search), open);
  const current = assigned.find(
    (a) => a.resourceId === form.getValues(`assignments.${index}.resourceId`),
  );
  return (
    <FormSearchSelect
      form={form}
      name={`assignments.${index}.resourceId`}
      id={`activity-assignment-${index}-person`}
      label="Person"
      placeholder="Select a person"
      options={people.found.map((person) => ({ value: person.id, label: person.fullName }))}
      search={people.search}
      onSearchChange={people.setSearch}
      more={people.more}
      current={current ? { value: current.resourceId, label: current.resourceName } : null}
      searchLabel="Search people"
    />
  );
}
