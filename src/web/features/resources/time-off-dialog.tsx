import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { timeOffInputSchema } from '@/shared/schemas/resources';
import { FormDialog } from '@/web/components/form-dialog';
import { FormDateRange, FormInput } from '@/web/components/form-field';
import { useAddTimeOff } from './use-resources';

interface TimeOffDialogProps {
  person: { id: string; fullName: string } | null;
  onOpenChange: (open: boolean) => void;
}

export function TimeOffDialog({ person, onOpenChange }: TimeOffDialogProps) {
  const add = useAddTimeOff();
  const form = useForm({ resolver: zodResolver(timeOffInputSchema) });
  return (
    <FormDialog
      open={person !== null}
      onOpenChange={onOpenChange}
      title="Add Time Off"
      description={person ? `Days ${person.fullName} is away.` : undefined}
      form={form}
      defaultValues={{ resourceId: person?.id ?? '', startDate: '', endDate: '', reason: '' }}
      submit={{
        action: (input) => add.mutateAsync(input),
        success: 'Time off added successfully',
        failure: 'Failed to add time off',
      }}
      submitLabel="Add Time Off"
    >
      <FormDateRange form={form} id="time-off" />
      <FormInput form={form} name="reason" id="time-off-reason" label="Reason" />
    </FormDialog>
  );
}
