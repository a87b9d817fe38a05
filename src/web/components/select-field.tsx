import { FieldShell, fieldAria } from './form-field';
import { SelectInput, type SelectInputProps } from './select-input';

export interface SelectFieldProps extends Omit<SelectInputProps, 'triggerProps' | 'className'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled select with its error under it; for react-hook-form's Controller. */
export function SelectField({ id, label, error, hint, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <SelectInput {...select} triggerProps={fieldAria(id, error, hint)} />
    </FieldShell>
  );
}
