import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Program, programInputSchema } from '@/shared/schemas/programs';
import { FormDialog, recordDialogWords } from '@/web/components/form-dialog';
import { FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSearchSelect } from '@/web/components/form-select';
import { useChoices } from '@/web/hooks/use-choices';
import { customerChoicesQuery, customerLabel } from '@/web/lib/portfolio-queries';
import { useSaveProgram } from './use-program-mutations';

interface ProgramFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The program to edit; none to add one. */
  program: Program | null;
}

/** Add Program and Edit Program: one form. */
export function ProgramFormDialog({ open, onOpenChange, program }: ProgramFormDialogProps) {
  const save = useSaveProgram();
  const form = useForm({ resolver: zodResolver(programInputSchema) });
  const words = recordDialogWords('Program', program !== null);
  const customers = useChoices((search) => customerChoicesQuery(search ? { search } : {}), open);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description="A program groups related projects for one customer."
      form={form}
      defaultValues={{
        name: program?.name ?? '',
        description: program?.description ?? '',
        customerId: program?.customerId ?? '',
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: program?.id, input }),
        success: words.success,
        failure: words.failure,
      }}
      submitLabel={words.submitLabel}
    >
      <FormInput
        form={form}
        name="name"
        id="program-name"
        label="Name"
        placeholder="Digital Channels"
        autoComplete="off"
      />
      <FormSearchSelect
        form={form}
        name="customerId"
        id="program-customer"
        label="Customer"
        placeholder="Select a customer"
        options={customers.found.map((c) => ({ value: c.id, label: customerLabel(c) }))}
        search={customers.search}
        onSearchChange={customers.setSearch}
        more={customers.more}
        current={program ? { value: program.customerId, label: program.customerName } : null}
        searchLabel="Search customers"
      />
      <FormTextarea
        form={form}
        name="description"
        id="program-description"
        label="Description"
        rows={4}
        placeholder="What the program is for (optional)"
      />
    </FormDialog>
  );
}
