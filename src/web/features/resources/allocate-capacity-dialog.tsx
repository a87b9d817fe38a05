import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { allocationInputSchema, type ResourceOverview } from '@/shared/schemas/resources';
import { FormDialog } from '@/web/components/form-dialog';
import { FormDateRange, FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/select-field';
import { projectsQuery } from '@/web/lib/portfolio-queries';
import { useAllocate } from './use-resources';

interface AllocateCapacityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  people: readonly ResourceOverview[];
}

export function AllocateCapacityDialog({
  open,
  onOpenChange,
  people,
}: AllocateCapacityDialogProps) {
  const allocate = useAllocate();
  const projects = useQuery({ ...projectsQuery, enabled: open });
  const form = useForm({ resolver: zodResolver(allocationInputSchema) });
  const [resourceId, percent] = useWatch({
    control: form.control,
    name: ['resourceId', 'capacityPercentage'],
  });
  const person = people.find((p) => p.id === resourceId);
  const added = Number(percent);
  const total =
    person && Number.isInteger(added) && added > 0 ? person.capacityPercentage + added : null;
  const projectOptions = (projects.data ?? [])
    .filter((p) => p.status === 'active' || p.status === 'draft')
    .map((p) => ({ value: p.id, label: p.name }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Allocate Capacity"
      description="Plan a share of a person's time on a project."
      form={form}
      defaultValues={{
        resourceId: '',
        projectId: '',
        capacityPercentage: '' as unknown as number,
        startDate: '',
        endDate: '',
        notes: '',
      }}
      submit={{
        action: (input) => allocate.mutateAsync(input),
        success: 'Resource capacity allocated successfully',
        failure: 'Failed to allocate capacity',
      }}
      submitLabel="Allocate Capacity"
    >
      <FormSelect
        form={form}
        name="resourceId"
        id="allocation-resource"
        label="Resource"
        placeholder="Select a resource"
        options={people.map((p) => ({ value: p.id, label: p.fullName }))}
      />
      <FormSelect
        form={form}
        name="projectId"
        id="allocation-project"
        label="Project"
        placeholder="Select a project"
        options={projectOptions}
      />
      <FormInput
        form={form}
        name="capacityPercentage"
        id="allocation-percentage"
        label="Capacity %"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
      />
      {person && total !== null ? (
        <p
          className={total > 100 ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          role="status"
          data-testid="allocation-total"
        >
          {person.fullName} is at {person.capacityPercentage}% today; with this allocation {total}%
          {total > 100 ? ' (over 100%)' : ''}.
        </p>
      ) : null}
      <FormDateRange form={form} id="allocation" />
      <FormTextarea form={form} name="notes" id="allocation-notes" label="Notes" />
    </FormDialog>
  );
}
