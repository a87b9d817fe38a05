import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  type ChangeRequestInput,
  changeRequestInputSchema,
} from '@/shared/schemas/change-requests';
import { FieldShell, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { useSubmitChangeRequest } from '@/web/lib/change-request-queries';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { CHANGE_TYPE_LABELS, optionsOf } from './entry-labels';
import { FormFooter } from './form-footer';

const FIELDS = ['changeType', 'description', 'justification', 'impactAssessment'] as const;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Submit Change Request</DialogTitle>
          <DialogDescription>
            A change to the project&apos;s scope, schedule, budget or resources, for the PM head to
            approve or reject.
          </DialogDescription>
        </DialogHeader>
        <ChangeRequestForm projectId={projectId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ChangeRequestForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const submit = useSubmitChangeRequest(projectId);
  const form = useForm<ChangeRequestInput, unknown, z.output<typeof changeRequestInputSchema>>({
    resolver: zodResolver(changeRequestInputSchema),
    defaultValues: {
      changeType: 'scope',
      description: '',
      justification: '',
      impactAssessment: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await submit.mutateAsync(input);
      toast.success('Change request submitted');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(errorMessage(error, 'Failed to submit change request'));
    }
  });

  const text = (
    id: string,
    name: Exclude<(typeof FIELDS)[number], 'changeType'>,
    label: string,
    hint: string,
  ) => (
    <FieldShell id={id} label={label} error={errors[name]?.message}>
      <Textarea
        rows={3}
        placeholder={hint}
        {...fieldAria(id, errors[name]?.message)}
        {...form.register(name)}
      />
    </FieldShell>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="changeType"
        render={({ field }) => (
          <SelectField
            id="change-type"
            label="Change Type"
            options={optionsOf(CHANGE_TYPE_LABELS)}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'scope')}
            error={errors.changeType?.message}
          />
        )}
      />
      {text(
        'change-description',
        'description',
        'Description',
        'What should change (at least 10 characters)',
      )}
      {text(
        'change-justification',
        'justification',
        'Justification',
        'Why the change is needed (at least 10 characters)',
      )}
      {text(
        'change-impact',
        'impactAssessment',
        'Impact Assessment',
        'What it does to scope, dates, cost or people (optional)',
      )}
      <FormFooter submitLabel="Submit Change Request" busy={isSubmitting} />
    </form>
  );
}
