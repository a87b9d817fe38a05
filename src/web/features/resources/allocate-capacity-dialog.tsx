import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ALLOCATABLE_STATUSES } from '@/shared/domain/project-status';
import { allocationInputSchema, type ResourceOverview } from '@/shared/schemas/resources';
import { FormDialog } from '@/web/components/form-dialog';
import { FormDateRange, FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSearchSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { projectChoicesQuery } from '@/web/lib/portfolio-queries';
import { resourceChoicesQuery, useAllocate } from './use-resources';

interface AllocateCapacityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AllocateCapacityDialog({ open, onOpenChange }: AllocateCapacityDialogProps) {
  const allocate = useAllocate();
  const people = useChoices(resourceChoicesQuery, open);
  // Only active and draft projects take allocations (SPEC.md section 4).
  const projects = useChoices(
    (search) =>
      projectChoicesQuery({
        status: ALLOCATABLE_STATUSES.join(','),
        ...(search ? { search } : {}),
      }),
    open,
  );
  const form = useForm({ resolver: zodResolver(allocationInputSchema) });
  const [resourceId, percent] = useWatch({
    control: form.control,
    name: ['resourceId', 'capacityPercentage'],
  });
  // The chosen person's capacity today, kept while a search shows others.
  const [chosen, setChosen] = useState<ResourceOverview | undefined>();
  const found = people.found.find((p) => p.id === resourceId);
  if (found && found !== chosen) setChosen(found);
  const person = chosen?.id === resourceId ? chosen : undefined;
  const added = Number(percent);
  const total =
    person && Number.isInteger(added) && added > 0 ? person.capacityPercentage + added : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          projects.setSearch('');
          people.setSearch('');
        }
        onOpenChange(next);
      }}
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
      <FormSearchSelect
        form={form}
        name="resourceId"
        id="allocation-resource"
        label="Resource"
        placeholder="Select a resource"
        options={people.found.map((p) => ({ value: p.id, label: p.fullName }))}
        search={people.search}
        onSearchChange={people.setSearch}
        more={people.more}
        searchLabel="Search people"
      />
      <FormSearchSelect
        form={form}
        name="projectId"
        id="allocation-project"
        label="Project"
        placeholder="Select a project"
        options={projects.found.map((p) => ({ value: p.id, label: p.name }))}
        search={projects.search}
        onSearchChange={projects.setSearch}
        more={projects.more}
        searchLabel="Search projects"
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
