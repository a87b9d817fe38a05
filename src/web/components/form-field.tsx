import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { cn } from '@/web/lib/cn';
import type { BoundForm } from '@/web/lib/light-form';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

export interface FieldShellProps {
  id: string;
  label: string;
  /** The validation or server message shown under the field. */
  error?: string;
  /** Something on the label's line, right-aligned (a 'Forgot password?' link). */
  labelAction?: ReactNode;
  /** A help line under the field, replaced by the error when there is one. */
  hint?: string;
  children: ReactNode;
}

/** A label, a control and its error message, wired for screen readers. */
export function FieldShell({ id, label, error, labelAction, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The ARIA attributes that tie a control to its FieldShell error. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

/** The input props of an amount of money: a decimal keypad, cents, never negative. */
export const MONEY_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  step: '0.01',
  placeholder: '0.00',
} as const;

/** A field of a form (useForm's, or useLightForm's): the form, the field's name and how to register it. */
export interface BoundFieldProps<T extends FieldValues, O> {
  form: BoundForm<T, O>;
  name: Path<T>;
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/** The message under a field of the form: the schema's, or the server's. */
export function fieldError<T extends FieldValues, O>(
  form: BoundForm<T, O>,
  name: Path<T>,
): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

type ControlProps<C> = Omit<FieldShellProps, 'children' | 'error'> &
  Omit<C, 'id' | 'name' | 'form'>;

/** A labelled text input bound to a form field, with its error under it. */
export function FormInput<T extends FieldValues, O>({
  form,
  name,
  registerOptions,
  id,
  label,
  labelAction,
  hint,
  ...inputProps
}: BoundFieldProps<T, O> & ControlProps<ComponentProps<typeof Input>>) {
  const error = fieldError(form, name);
  return (
    <FieldShell id={id} label={label} error={error} labelAction={labelAction} hint={hint}>
      <Input
        {...fieldAria(id, error, hint)}
        {...inputProps}
        {...form.register(name, registerOptions)}
      />
    </FieldShell>
  );
}

/** A labelled textarea bound to a form field, with its error under it. */
export function FormTextarea<T extends FieldValues, O>({
  form,
  name,
  registerOptions,
  id,
  label,
  labelAction,
  hint,
  rows = 3,
  ...textareaProps
}: BoundFieldProps<T, O> & ControlProps<ComponentProps<typeof Textarea>>) {
  const error = fieldError(form, name);
  return (
    <FieldShell id={id} label={label} error={error} labelAction={labelAction} hint={hint}>
      <Textarea
        rows={rows}
        {...fieldAria(id, error, hint)}
        {...textareaProps}
        {...form.register(name, registerOptions)}
      />
    </FieldShell>
  );
}

/** A checkbox bound to a boolean form field, its label beside it. */
export function FormCheckbox<T extends FieldValues, O>({
  form,
  name,
  registerOptions,
  label,
}: BoundFieldProps<T, O> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        {...form.register(name, registerOptions)}
      />
      {label}
    </label>
  );
}

/** A message about the whole form (a conflict no one field owns), above its buttons. */
export function FormAlert({ message, className }: { message?: string; className?: string }) {
  return message ? (
    <p role="alert" className={cn('text-destructive text-sm', className)}>
      {message}
    </p>
  ) : null;
}

/** A form's `startDate` and `endDate` side by side ("Start Date", "End Date"; ids `{id}-start`, `{id}-end`). */
export function FormDateRange<
  T extends FieldValues & { startDate: unknown; endDate?: unknown },
  O,
>({ form, id }: { form: UseFormReturn<T, unknown, O>; id: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInput
        form={form}
        name={'startDate' as Path<T>}
        id={`${id}-start`}
        label="Start Date"
        type="date"
      />
      <FormInput
        form={form}
        name={'endDate' as Path<T>}
        id={`${id}-end`}
        label="End Date"
        type="date"
      />
    </div>
  );
}
