import { Controller, type FieldValues } from 'react-hook-form';
import { type BoundFieldProps, FieldShell, fieldAria } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

// Radix Select keeps '' for "nothing chosen"; an item needs a value of its own.
const NONE = '__none__';

interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** When set, the list starts with this item, which clears the choice ('None'). */
  noneLabel?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled select with its error under it; for react-hook-form's Controller. */
export function SelectField({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  noneLabel,
  error,
  hint,
  disabled,
}: SelectFieldProps) {
  const current = value ? value : noneLabel && value === null ? NONE : '';
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Select
        value={current}
        onValueChange={(next) => onChange(next === NONE ? null : next)}
        disabled={disabled}
      >
        <SelectTrigger {...fieldAria(id, error, hint)}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldShell>
  );
}

type FormSelectProps<T extends FieldValues, O> = Omit<BoundFieldProps<T, O>, 'registerOptions'> &
  Omit<SelectFieldProps, 'value' | 'onChange' | 'error'> & {
    /** Called after the field took the chosen value (to fill or clear a field that follows it). */
    onValueChange?: (value: string | null) => void;
  };

/** SelectField bound to a form field; clearing it ('None') sets null. */
export function FormSelect<T extends FieldValues, O>({
  form,
  name,
  onValueChange,
  ...props
}: FormSelectProps<T, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          value={field.value as string | null | undefined}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
