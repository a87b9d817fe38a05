import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { BoundFieldProps } from './form-field';
import { SearchSelectField, type SearchSelectFieldProps } from './search-select-field';
import { SelectField, type SelectFieldProps } from './select-field';

// The selects bound to a react-hook-form field, apart from the plain ones: a page that filters
// with a select does not download react-hook-form for it.

/** A field driven by react-hook-form's Controller, which needs the whole of useForm. */
type ControlledFieldProps<T extends FieldValues, O> = Omit<
  BoundFieldProps<T, O>,
  'registerOptions' | 'form'
> & { form: UseFormReturn<T, unknown, O> };

type FormSelectProps<T extends FieldValues, O> = ControlledFieldProps<T, O> &
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

type FormSearchSelectProps<T extends FieldValues, O> = ControlledFieldProps<T, O> &
  Omit<SearchSelectFieldProps, 'value' | 'onChange' | 'error'> & {
    /** Called after the field took the chosen value (to fill or clear a field that follows it). */
    onValueChange?: (value: string | null) => void;
  };

/** SearchSelectField bound to a form field; clearing it ('None') sets null. */
export function FormSearchSelect<T extends FieldValues, O>({
  form,
  name,
  onValueChange,
  ...props
}: FormSearchSelectProps<T, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchSelectField
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
