import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DeletionProgress } from '@/shared/deletion-lines';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@/shared/enums';
import { type Subscriber, subscriberUpdateSchema } from '@/shared/schemas/platform';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { Progress } from '@/web/components/ui/progress';
import { isApiError } from '@/web/lib/api';
import { toOptionalNumber } from '@/web/lib/optional-number';
import { toast } from '@/web/lib/toast';
import { useDeleteSubscriber, useUpdateSubscriber } from './platform-queries';

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const TIER_OPTIONS = SUBSCRIPTION_TIERS.map((tier) => ({ value: tier, label: capitalized(tier) }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: capitalized(status),
}));

interface EditSubscriberDialogProps {
  subscriber: Subscriber | null;
  onOpenChange: (open: boolean) => void;
}

/** Edit Subscriber Organization: details, subdomain (unique), tier and status. */
export function EditSubscriberDialog({ subscriber, onOpenChange }: EditSubscriberDialogProps) {
  const update = useUpdateSubscriber();
  const form = useForm({ resolver: zodResolver(subscriberUpdateSchema) });
  return (
    <FormDialog
      open={subscriber !== null}
      onOpenChange={onOpenChange}
      title="Edit Subscriber Organization"
      className="sm:max-w-xl"
      form={form}
      defaultValues={{
        name: subscriber?.name ?? '',
        subdomain: subscriber?.subdomain ?? '',
        orgType: subscriber?.orgType ?? '',
        locationCountry: subscriber?.locationCountry ?? '',
        numEmployees: subscriber?.numEmployees ?? null,
        subscriptionTier: subscriber?.subscriptionTier ?? 'starter',
        subscriptionStatus: subscriber?.subscriptionStatus ?? 'active',
      }}
      submit={{
        action: (body) => update.mutateAsync({ id: subscriber!.id, body }),
        success: 'Organization updated successfully',
        failure: 'Failed to update organization',
      }}
      submitLabel="Save Changes"
    >
      <FormInput form={form} name="name" id="subscriber-name" label="Organization Name" />
      <FormInput
        form={form}
        name="subdomain"
        id="subscriber-subdomain"
        label="Subdomain"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="orgType" id="subscriber-type" label="Type" />
        <FormInput form={form} name="locationCountry" id="subscriber-country" label="Country" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput
          form={form}
          name="numEmployees"
          registerOptions={{ setValueAs: toOptionalNumber }}
          id="subscriber-employees"
          label="Employees"
          type="number"
          min={0}
        />
        <FormSelect
          form={form}
          name="subscriptionTier"
          id="subscriber-tier"
          label="Tier"
          options={TIER_OPTIONS}
        />
        <FormSelect
          form={form}
          name="subscriptionStatus"
          id="subscriber-status"
          label="Status"
          options={STATUS_OPTIONS}
        />
      </div>
    </FormDialog>
  );
}

interface DeleteSubscriberDialogProps {
  subscriber: Subscriber | null;
  onOpenChange: (open: boolean) => void;
}

const count = new Intl.NumberFormat();

/**
 * Permanently Delete Organization: everything it owns goes, in one transaction, with a bar of
 * the rows gone so far (a minute for a million time sessions).
 */
export function DeleteSubscriberDialog({ subscriber, onOpenChange }: DeleteSubscriberDialogProps) {
  const remove = useDeleteSubscriber();
  const [progress, setProgress] = useState<DeletionProgress | null>(null);
  const confirm = async () => {
    if (!subscriber) return;
    setProgress(null);
    try {
      const deletion = await remove.mutateAsync({ id: subscriber.id, onProgress: setProgress });
      const rows = Object.values(deletion.rows).reduce((sum, n) => sum + n, 0);
      toast.success('Organization and all related data deleted successfully', {
        description: `${count.format(rows)} rows, ${count.format(deletion.accounts)} accounts and ${count.format(deletion.files)} files removed.`,
      });
      onOpenChange(false);
    } catch (error) {
      toast.error(
        isApiError(error) && error.status > 0
          ? `Failed to delete organization: ${error.detail}`
          : 'An unexpected error occurred while deleting the organization',
      );
    }
  };
  return (
    <ConfirmDialog
      open={subscriber !== null}
      onOpenChange={onOpenChange}
      title="Permanently Delete Organization"
      description={
        <>
          This permanently deletes <strong>{subscriber?.name}</strong>, its{' '}
          {count.format(subscriber?.authUsers ?? 0)} users and all of its customers, projects, time
          and files. This cannot be undone.
        </>
      }
      confirmLabel="Delete Permanently"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    >
      {remove.isPending && progress ? <DeletionProgressBar progress={progress} /> : null}
    </ConfirmDialog>
  );
}

function DeletionProgressBar({ progress }: { progress: DeletionProgress }) {
  const percent =
    progress.total === 0 ? 100 : Math.floor((progress.deleted / progress.total) * 100);
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>
          Deleting {count.format(progress.deleted)} of {count.format(progress.total)} rows…
        </span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <Progress aria-label="Deletion progress" value={percent} />
    </div>
  );
}
