import type { ComponentProps, ReactNode } from 'react';
import { Input } from './ui/input';
import { Label } from './ui/label';

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

type FormFieldProps = Omit<FieldShellProps, 'children'> & Omit<ComponentProps<typeof Input>, 'id'>;

/** A labelled text input with its error under it. */
export function FormField({ id, label, error, labelAction, hint, ...inputProps }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} labelAction={labelAction} hint={hint}>
      <Input {...fieldAria(id, error, hint)} {...inputProps} />
    </FieldShell>
  );
}
