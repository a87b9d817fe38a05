import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  type BoundFieldProps,
  FieldShell,
  type FieldShellProps,
  fieldAria,
  fieldError,
} from './form-field';
import { Input } from './ui/input';

type PasswordFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'type'>;

/** A labelled password input with a show/hide toggle. */
function PasswordField({ id, label, error, labelAction, hint, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} labelAction={labelAction} hint={hint}>
      <div className="relative">
        <Input
          type={visible ? 'text' : 'password'}
          className="pr-10"
          {...fieldAria(id, error, hint)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
    </FieldShell>
  );
}

/** PasswordField bound to a form field: registers it and shows its error. */
export function FormPassword<T extends FieldValues, O>({
  form,
  name,
  registerOptions,
  ...props
}: BoundFieldProps<T, O> & Omit<PasswordFieldProps, 'error' | 'name' | 'form'>) {
  return (
    <PasswordField
      error={fieldError(form, name)}
      {...props}
      {...form.register(name, registerOptions)}
    />
  );
}
