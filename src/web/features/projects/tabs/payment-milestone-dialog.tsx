import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  type PaymentMilestone,
  type PaymentMilestoneInput,
  paymentMilestoneInputSchema,
} from '@/shared/schemas/payments';
import { FormField } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { activitiesQuery } from './activity-queries';
import { optionsOf, PAYMENT_STATUS_LABELS } from './entry-labels';
import { FormFooter } from './form-footer';
import { useSaveMilestone } from './payment-queries';

const FIELDS = ['milestoneName', 'amount', 'dueDate', 'activityId', 'status'] as const;

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
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{milestone ? 'Edit Milestone' : 'Add Milestone'}</DialogTitle>
          <DialogDescription>
            A payment the customer owes, when, and the activity it is tied to.
          </DialogDescription>
        </DialogHeader>
        <MilestoneForm projectId={projectId} milestone={milestone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function MilestoneForm({
  projectId,
  milestone,
  onDone,
}: {
  projectId: string;
  milestone: PaymentMilestone | null;
  onDone: () => void;
}) {
  const save = useSaveMilestone(projectId);
  const activities = useQuery(activitiesQuery(projectId));
  const form = useForm<
    PaymentMilestoneInput,
    unknown,
    z.output<typeof paymentMilestoneInputSchema>
  >({
    resolver: zodResolver(paymentMilestoneInputSchema),
    defaultValues: {
      milestoneName: milestone?.milestoneName ?? '',
      amount: milestone?.amount,
      dueDate: milestone?.dueDate ?? '',
      activityId: milestone?.activityId ?? null,
      status: milestone?.status ?? 'pending',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const activityOptions = (activities.data ?? []).map((activity) => ({
    value: activity.id,
    label: activity.name,
  }));

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: milestone?.id, input });
      toast.success(milestone ? 'Payment milestone updated' : 'Payment milestone added');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, milestone ? 'Failed to update milestone' : 'Failed to add milestone'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="milestone-name"
        label="Name"
        placeholder="Design sign-off payment"
        autoComplete="off"
        error={errors.milestoneName?.message}
        {...form.register('milestoneName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="milestone-amount"
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <FormField
          id="milestone-due"
          label="Due Date"
          type="date"
          error={errors.dueDate?.message}
          {...form.register('dueDate')}
        />
        <Controller
          control={form.control}
          name="activityId"
          render={({ field }) => (
            <SelectField
              id="milestone-activity"
              label="Linked Activity"
              noneLabel="No activity"
              placeholder="No activity"
              options={activityOptions}
              value={field.value}
              onChange={field.onChange}
              error={errors.activityId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              id="milestone-status"
              label="Status"
              options={optionsOf(PAYMENT_STATUS_LABELS)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'pending')}
              error={errors.status?.message}
            />
          )}
        />
      </div>
      <FormFooter submitLabel={milestone ? 'Save Changes' : 'Add Milestone'} busy={isSubmitting} />
    </form>
  );
}
