import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LINK_TYPES } from '@/shared/domain/schedule';
import type { Activity } from '@/shared/schemas/activities';
import { linkInputSchema } from '@/shared/schemas/schedule';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { FormSelect } from '@/web/components/form-select';
import { LINK_TYPE_LABELS } from './link-labels';
import { useAddLink } from './schedule-queries';

/** Adds a link between two of the plan's activities (loaded when first opened). */
export function AddLinkDialog({
  projectId,
  activities,
  open,
  onOpenChange,
}: {
  projectId: string;
  activities: readonly Activity[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddLink(projectId);
  const form = useForm({ resolver: zodResolver(linkInputSchema) });
  const options = activities.map((a) => ({ value: a.id, label: a.name }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Link"
      description="The successor waits for the predecessor. A cycle is refused."
      form={form}
      defaultValues={{ predecessorId: '', successorId: '', type: 'FS', lag: 0 }}
      submit={{
        action: (input) => add.mutateAsync(input),
        success: 'Link added',
        failure: 'Failed to add link',
      }}
      submitLabel="Add Link"
    >
      <FormSelect
        form={form}
        name="predecessorId"
        id="link-predecessor"
        label="Predecessor"
        placeholder="Select an activity"
        options={options}
      />
      <FormSelect
        form={form}
        name="successorId"
        id="link-successor"
        label="Successor"
        placeholder="Select an activity"
        options={options}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="type"
          id="link-type"
          label="Type"
          options={LINK_TYPES.map((type) => ({ value: type, label: LINK_TYPE_LABELS[type] }))}
        />
        <FormInput
          form={form}
          name="lag"
          registerOptions={{ valueAsNumber: true }}
          id="link-lag"
          label="Lag (working days)"
          type="number"
          inputMode="numeric"
          step={1}
        />
      </div>
    </FormDialog>
  );
}
