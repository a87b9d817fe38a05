import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ResourceUtilization, targetInputSchema } from '@/shared/schemas/resources';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { useSetTarget } from './use-resources';

interface TargetDialogProps {
  person: ResourceUtilization | null;
  onOpenChange: (open: boolean) => void;
}

export function TargetDialog({ person, onOpenChange }: TargetDialogProps) {
  const save = useSetTarget();
  const form = useForm({ resolver: zodResolver(targetInputSchema) });
  const [clearing, setClearing] = useState(false);

  const resetToDefault = async () => {
    if (!person) return;
    setClearing(true);
    try {
      await save.mutateAsync({ id: person.id, body: null });
      toast.success('Target updated successfully');
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update target'));
    } finally {
      setClearing(false);
    }
  };

  return (
    <FormDialog
      open={person !== null}
      onOpenChange={onOpenChange}
      title="Edit target"
      description={person ? `Utilization target of ${person.fullName}.` : undefined}
      form={form}
      defaultValues={{
        hoursPerWeek: person?.target.hoursPerWeek ?? 40,
        billablePercentage: person?.target.billablePercentage ?? 80,
      }}
      submit={{
        action: (body) => save.mutateAsync({ id: person!.id, body }),
        success: 'Target updated successfully',
        failure: 'Failed to update target',
      }}
      submitLabel="Save Target"
    >
      <FormInput
        form={form}
        name="hoursPerWeek"
        id="target-hours"
        label="Target hours per week"
        type="number"
        min={0}
        max={168}
        step={0.5}
      />
      <FormInput
        form={form}
        name="billablePercentage"
        id="target-billable"
        label="Target billable %"
        type="number"
        min={0}
        max={100}
        step={1}
      />
      {person && !person.target.isDefault ? (
        <Button
          type="button"
          variant="outline"
          busy={clearing}
          onClick={() => void resetToDefault()}
        >
          Use organization default
        </Button>
      ) : null}
    </FormDialog>
  );
}
