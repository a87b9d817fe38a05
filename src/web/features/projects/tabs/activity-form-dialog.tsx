import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Activity, activityInputSchema } from '@/shared/schemas/activities';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { peopleQuery } from '@/web/lib/people-queries';
import { useSaveActivity } from './activity-queries';

const FIELDS = ['name', 'description', 'startDate', 'endDate', 'isMilestone'] as const;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{activity ? 'Edit Activity' : 'Add Activity'}</DialogTitle>
          <DialogDescription>
            A piece of the project&apos;s work with its dates and people, or a milestone.
          </DialogDescription>
        </DialogHeader>
        <ActivityForm
          projectId={projectId}
          activity={activity}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ActivityForm({
  projectId,
  activity,
  onDone,
}: {
  projectId: string;
  activity: Activity | null;
  onDone: () => void;
}) {
  const save = useSaveActivity(projectId);
  const people = useQuery(peopleQuery);
  const form = useForm({
    resolver: zodResolver(activityInputSchema),
    defaultValues: {
      name: activity?.name ?? '',
      description: activity?.description ?? '',
      startDate: activity?.startDate ?? '',
      // A milestone's end is its start day; the form leaves it empty.
      endDate: activity && !activity.isMilestone ? activity.endDate : '',
      isMilestone: activity?.isMilestone ?? false,
      assignments:
        activity?.assignments.map(({ resourceId, capacityPercentage }) => ({
          resourceId,
          capacityPercentage,
        })) ?? [],
    },
  });
  const assignments = useFieldArray({ control: form.control, name: 'assignments' });
  const { errors, isSubmitting } = form.formState;
  const isMilestone = form.watch('isMilestone');
  const personOptions = (people.data ?? [])
    .filter((person) => person.isActive)
    .map((person) => ({ value: person.id, label: person.fullName }));

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: activity?.id, input });
      toast.success(activity ? 'Activity updated successfully' : 'Activity created successfully');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, activity ? 'Failed to update activity' : 'Failed to create activity'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="activity-name"
        label="Name"
        placeholder="Discovery workshops"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          {...form.register('isMilestone', {
            onChange: () => form.setValue('endDate', ''),
          })}
        />
        Milestone (a single day)
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="activity-start"
          label={isMilestone ? 'Date' : 'Start Date'}
          type="date"
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        {isMilestone ? null : (
          <FormField
            id="activity-end"
            label="End Date"
            type="date"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        )}
      </div>
      <FieldShell id="activity-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={3}
          placeholder="What the activity delivers (optional)"
          {...fieldAria('activity-description', errors.description?.message)}
          {...form.register('description')}
        />
      </FieldShell>
      <fieldset className="space-y-3">
        <legend className="font-medium text-sm">Assigned people</legend>
        {assignments.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
            <Controller
              control={form.control}
              name={`assignments.${index}.resourceId`}
              render={({ field: select }) => (
                <SelectField
                  id={`activity-assignment-${index}-person`}
                  label="Person"
                  placeholder="Select a person"
                  options={personOptions}
                  value={select.value}
                  onChange={(value) => select.onChange(value ?? '')}
                  error={errors.assignments?.[index]?.resourceId?.message}
                />
              )}
            />
            <FormField
              id={`activity-assignment-${index}-capacity`}
              label="Capacity %"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              error={errors.assignments?.[index]?.capacityPercentage?.message}
              {...form.register(`assignments.${index}.capacityPercentage`, {
                valueAsNumber: true,
              })}
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
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {activity ? 'Save Changes' : 'Add Activity'}
        </Button>
      </DialogFooter>
    </form>
  );
}
