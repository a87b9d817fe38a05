import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type EffortLine,
  effortLineInputSchema,
  type OverheadLine,
  overheadLineInputSchema,
} from '@/shared/schemas/budget';
import { FormDialog } from '@/web/components/form-dialog';
import { cn } from '@/web/lib/cn';
import { type BudgetLineKind, useSaveEffortLine, useSaveOverheadLine } from './budget-queries';
import { type EffortLineForm, EffortLineFields, effortLineDefaults } from './effort-line-form';
import {
  type OverheadLineForm,
  OverheadLineFields,
  overheadLineDefaults,
} from './overhead-line-form';

/** What the dialog is open for: a new item (either type), or one line to edit. */
export type BudgetEditing =
  { kind: 'new' } | { kind: 'effort'; line: EffortLine } | { kind: 'overhead'; line: OverheadLine };

const TYPES = [
  { value: 'effort', label: 'Effort (Resource Hours)', icon: Clock },
  { value: 'overhead', label: 'Overhead Cost', icon: Receipt },
] as const;

function TypeChoice({
  value,
  onChange,
}: {
  value: BudgetLineKind;
  onChange: (value: BudgetLineKind) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-sm">Type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TYPES.map(({ value: type, label, icon: Icon }) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === type ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-muted/60',
            )}
          >
            <input
              type="radio"
              name="budget-item-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface BudgetItemDialogProps {
  projectId: string;
  editing: BudgetEditing | null;
  onClose: () => void;
}

/** Add Budget Item (choose Effort or Overhead) and Edit Budget Item. */
export function BudgetItemDialog({ projectId, editing, onClose }: BudgetItemDialogProps) {
  const [newKind, setNewKind] = useState<BudgetLineKind>('effort');
  const isNew = !editing || editing.kind === 'new';
  const kind = !editing || editing.kind === 'new' ? newKind : editing.kind;
  const effortLine = editing?.kind === 'effort' ? editing.line : null;
  const overheadLine = editing?.kind === 'overhead' ? editing.line : null;
  const saveEffort = useSaveEffortLine(projectId);
  const saveOverhead = useSaveOverheadLine(projectId);
  const effortForm: EffortLineForm = useForm({ resolver: zodResolver(effortLineInputSchema) });
  const overheadForm: OverheadLineForm = useForm({
    resolver: zodResolver(overheadLineInputSchema),
  });
  const close = () => {
    onClose();
    setNewKind('effort');
  };
  // Both kinds share the dialog; choosing the other kind swaps in its form, fresh.
  const shell = {
    open: editing !== null,
    onOpenChange: (open: boolean) => (open ? undefined : close()),
    title: isNew ? 'Add Budget Item' : 'Edit Budget Item',
    description: "Effort is a person's hours at an hourly rate; overhead is any other cost.",
    submitLabel: isNew ? 'Add Budget Item' : 'Save Changes',
  };
  const messages = {
    success: isNew ? 'Budget item added' : 'Budget item updated',
    failure: isNew ? 'Failed to add budget item' : 'Failed to update budget item',
  };
  const typeChoice = isNew ? <TypeChoice value={newKind} onChange={setNewKind} /> : null;

  return kind === 'effort' ? (
    <FormDialog
      {...shell}
      form={effortForm}
      defaultValues={effortLineDefaults(effortLine)}
      submit={{
        ...messages,
        action: (input) => saveEffort.mutateAsync({ id: effortLine?.id, input }),
      }}
    >
      {typeChoice}
      <EffortLineFields form={effortForm} line={effortLine} />
    </FormDialog>
  ) : (
    <FormDialog
      {...shell}
      form={overheadForm}
      defaultValues={overheadLineDefaults(overheadLine)}
      submit={{
        ...messages,
        action: (input) => saveOverhead.mutateAsync({ id: overheadLine?.id, input }),
      }}
    >
      {typeChoice}
      <OverheadLineFields form={overheadForm} />
    </FormDialog>
  );
}
