import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ChangeRequestInput,
  changeRequestInputSchema,
} from '@/shared/schemas/change-requests';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextarea } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { useSubmitChangeRequest } from '@/web/lib/change-request-queries';
import { CHANGE_TYPE_LABELS, optionsOf } from './entry-labels';

interface SubmitChangeRequestDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Submit Change Request: what should change, why, and what it would do to the project. */
export function SubmitChangeRequestDialog({
  projectId,
  open,
  onOpenChange,
}: SubmitChangeRequestDialogProps) {
  const submit = useSubmitChangeRequest(projectId);
  const form: UseFormReturn<
    ChangeRequestInput,
    unknown,
    z.output<typeof changeRequestInputSchema>
  > = useForm({ resolver: zodResolver(changeRequestInputSchema) });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Change Request"
      description="A change to the project's scope, schedule, budget or resources, for the PM head to approve or reject."
      className="sm:max-w-xl"
      form={form}
      defaultValues={{
        changeType: 'scope',
        description: '',
        justification: '',
        impactAssessment: '',
      }}
      submit={{
        action: (input) => submit.mutateAsync(input),
        success: 'Change request submitted',
        failure: 'Failed to submit change request',
      }}
      submitLabel="Submit Change Request"
    >
      <FormSelect
        form={form}
        name="changeType"
        id="change-type"
        label="Change Type"
        options={optionsOf(CHANGE_TYPE_LABELS)}
      />
      <FormTextarea
        form={form}
        name="description"
        id="change-description"
        label="Description"
        placeholder="What should change (at least 10 characters)"
      />
      <FormTextarea
        form={form}
        name="justification"
        id="change-justification"
        label="Justification"
        placeholder="Why the change is needed (at least 10 characters)"
      />
      <FormTextarea
        form={form}
        name="impactAssessment"
        id="change-impact"
        label="Impact Assessment"
        placeholder="What it does to scope, dates, cost or people (optional)"
      />
    </FormDialog>
  );
}
