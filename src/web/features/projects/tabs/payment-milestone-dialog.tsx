import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type PaymentMilestone,
  type PaymentMilestoneInput,
  paymentMilestoneInputSchema,
} from '@/shared/schemas/payments';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput, MONEY_INPUT } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { activitiesQuery } from './activity-queries';
import { optionsOf, PAYMENT_STATUS_LABELS } from './entry-labels';
import { useSaveMilestone } from './payment-queries';

type MilestoneForm = UseFormReturn<
  PaymentMilestoneInput,
  unknown,
  z.output<typeof paymentMilestoneInputSchema>
>;

interface PaymentMilestoneDialogProps {
  projectId: string;
  /** Open to add (null milestone) or edit; undefined when closed. */
  editing: { milestone: PaymentMilestone | null } | null;
  onClose: () => void;
}

/** Add Milestone and Edit Milestone. */
export function PaymentMilestoneDialog({
  projectId,
  editing,
  onClose,
}: PaymentMilestoneDialogProps) {
  const milestone = editing?.milestone ?? null;
  const save = useSaveMilestone(projectId);
  const form: MilestoneForm = useForm({ resolver: zodResolver(paymentMilestoneInputSchema) });

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      description="A payment the customer owes, when, and the activity it is tied to."
      form={form}
      defaultValues={{
        milestoneName: milestone?.milestoneName ?? '',
        amount: milestone?.amount,
        dueDate: milestone?.dueDate ?? '',
        activityId: milestone?.activityId ?? null,
        status: milestone?.status ?? 'pending',
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: milestone?.id, input }),
        success: milestone ? 'Payment milestone updated' : 'Payment milestone added',
        failure: milestone ? 'Failed to update milestone' : 'Failed to add milestone',
      }}
      submitLabel={milestone ? 'Save Changes' : 'Add Milestone'}
    >
      <MilestoneFields projectId={projectId} form={form} />
    </FormDialog>
  );
}

function MilestoneFields({ projectId, form }: { projectId: string; form: MilestoneForm }) {
  const activities = useQuery(activitiesQuery(projectId));
  const activityOptions = (activities.data ?? []).map((activity) => ({
    value: activity.id,
    label: activity.name,
  }));

  return (
    <>
      <FormInput
        form={form}
        name="milestoneName"
        id="milestone-name"
        label="Name"
        placeholder="Design sign-off payment"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          form={form}
          name="amount"
          registerOptions={{ valueAsNumber: true }}
          id="milestone-amount"
          label="Amount"
          {...MONEY_INPUT}
        />
        <FormInput form={form} name="dueDate" id="milestone-due" label="Due Date" type="date" />
        <FormSelect
          form={form}
          name="activityId"
          id="milestone-activity"
          label="Linked Activity"
          noneLabel="No activity"
          placeholder="No activity"
          options={activityOptions}
        />
        <FormSelect
          form={form}
          name="status"
          id="milestone-status"
          label="Status"
          options={optionsOf(PAYMENT_STATUS_LABELS)}
        />
      </div>
    </>
  );
}
