import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Customer } from '@/shared/schemas/customers';
import { type Program, programInputSchema } from '@/shared/schemas/programs';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { useSaveProgram } from './use-program-mutations';

const FIELDS = ['name', 'description', 'customerId'] as const;

interface ProgramFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The program to edit; none to add one. */
  program: Program | null;
  customers: readonly Customer[];
}

/** Add Program and Edit Program: one form. */
export function ProgramFormDialog({
  open,
  onOpenChange,
  program,
  customers,
}: ProgramFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{program ? 'Edit Program' : 'Add Program'}</DialogTitle>
          <DialogDescription>A program groups related projects for one customer.</DialogDescription>
        </DialogHeader>
        <ProgramForm program={program} customers={customers} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProgramForm({
  program,
  customers,
  onDone,
}: {
  program: Program | null;
  customers: readonly Customer[];
  onDone: () => void;
}) {
  const save = useSaveProgram();
  const form = useForm({
    resolver: zodResolver(programInputSchema),
    defaultValues: {
      name: program?.name ?? '',
      description: program?.description ?? '',
      customerId: program?.customerId ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const customerOptions = customers.map((customer) => ({
    value: customer.id,
    label: customer.parentCustomerName
      ? `${customer.name} (${customer.parentCustomerName})`
      : customer.name,
  }));

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: program?.id, input });
      toast.success(program ? 'Program updated successfully' : 'Program created successfully');
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(
        errorMessage(error, program ? 'Failed to update program' : 'Failed to create program'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="program-name"
        label="Name"
        placeholder="Digital Channels"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="customerId"
        render={({ field }) => (
          <SelectField
            id="program-customer"
            label="Customer"
            placeholder="Select a customer"
            options={customerOptions}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={errors.customerId?.message}
          />
        )}
      />
      <FieldShell id="program-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder="What the program is for (optional)"
          {...fieldAria('program-description', errors.description?.message)}
          {...form.register('description')}
        />
      </FieldShell>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {program ? 'Save Changes' : 'Add Program'}
        </Button>
      </DialogFooter>
    </form>
  );
}
