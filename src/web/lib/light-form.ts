import { type BaseSyntheticEvent, useRef, useState } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';
import type { output, ZodType } from 'zod';

// The pages a visitor loads before signing in (/login first) paint their forms without
// react-hook-form, which is 15 KB of the 130 KB /login may download (scripts/bundle-size.ts;
// docs/decisions/0008-first-page-forms.md). useLightForm is the part of useForm those forms use,
// behaving as useForm does with a resolver: uncontrolled fields, validation on submit and then on
// each change, the first invalid field focused, root errors cleared by the next submit.
// light-form.test.tsx runs the same form on both and fails where they part.

/** What the field components, AuthForm and submitHandler read of a form: useForm gives it. */
export interface BoundForm<T extends FieldValues, O> {
  register(name: FieldPath<T>, options?: RegisterOptions<T>): UseFormRegisterReturn;
  getFieldState(
    name: FieldPath<T>,
    formState?: BoundFormState<T>,
  ): { error?: { message?: string } };
  handleSubmit(
    onValid: (values: O, event?: BaseSyntheticEvent) => unknown,
  ): (event?: BaseSyntheticEvent) => Promise<unknown>;
  setError: UseFormSetError<T>;
  getValues(): FieldValues;
  formState: BoundFormState<T>;
}

interface BoundFormState<T extends FieldValues> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
}

/** A form's values checked by its schema: the parsed values, or the first message per field. */
export type Validation<O> = { values: O; errors?: undefined } | { errors: Record<string, string> };

/**
 * Checks a form's values with a zod schema: its output, or each field path's first message (as
 * react-hook-form's zodResolver shows them).
 */
export async function validateWith<S extends ZodType>(
  schema: S,
  values: unknown,
): Promise<Validation<output<S>>> {
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { values: parsed.data };
  const errors: Record<string, string> = {};
  for (const { path, message } of parsed.error.issues) errors[path.join('.')] ??= message;
  return { errors };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function valueOf(control: Control): unknown {
  return control instanceof HTMLInputElement && control.type === 'checkbox'
    ? control.checked
    : control.value;
}

function write(control: Control, value: unknown): void {
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    control.checked = value === true;
  else control.value = value == null ? '' : String(value);
}

/** The errors by path as react-hook-form nests them: `root.server` under `root`. */
function nested<T extends FieldValues>(errors: Record<string, FieldError>): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  const root: Record<string, FieldError> = {};
  for (const [path, error] of Object.entries(errors)) {
    if (path.startsWith('root.')) root[path.slice('root.'.length)] = error;
    else out[path] = error;
  }
  if (Object.keys(root).length > 0) out.root = root;
  return out as FieldErrors<T>;
}

/** useForm's behaviour for a form of plain fields, checked by `validate` (see the top). */
export function useLightForm<T extends FieldValues, O>({
  defaultValues,
  validate,
}: {
  defaultValues: T;
  validate: (values: T) => Promise<Validation<O>>;
}): BoundForm<T, O> {
  const controls = useRef(new Map<string, Control>()).current;
  const written = useRef(new WeakSet<Control>()).current;
  const values = useRef<Record<string, unknown>>({ ...defaultValues }).current;
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  /** The values as the fields hold them now (a browser's autofill included). */
  const read = (): T => {
    for (const [name, control] of controls) values[name] = valueOf(control);
    return { ...values } as T;
  };
  const focus = (name: string) => controls.get(name)?.focus();
  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((current) => {
      if (current[name]?.message === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = { type: 'validate', message };
      return next;
    });

  const form: BoundForm<T, O> = {
    register: (name) => ({
      name,
      // A field takes its value once, when it appears; from then on it holds it.
      ref: (control: Control | null) => {
        if (!control) return;
        if (!written.has(control)) write(control, values[name]);
        written.add(control);
        controls.set(name, control);
      },
      onChange: async ({ target }: { target: Control }) => {
        values[name] = valueOf(target);
        if (!submitted.current) return;
        // After the first submit, each change checks the form again and updates its own field.
        const outcome = await validate(read()).catch(() => undefined);
        if (outcome) setFieldError(name, outcome.errors?.[name]);
      },
      onBlur: async () => undefined,
    }),
    getFieldState: (name) => ({ error: errors[name] }),
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const outcome = await validate(read());
        if (outcome.errors) {
          setErrors(
            Object.fromEntries(
              Object.entries(outcome.errors).map(([path, message]) => [
                path,
                { type: 'validate', message },
              ]),
            ),
          );
          const first = [...controls.keys()].find((name) => name in outcome.errors);
          if (first) focus(first);
          return;
        }
        setErrors({});
        await onValid(outcome.values, event);
      } finally {
        setSubmitting(false);
      }
    },
    setError: (name, { type = '', message }, options) => {
      setErrors((current) => ({ ...current, [name]: { type, message } }));
      if (options?.shouldFocus) focus(name);
    },
    getValues: read,
    formState: { errors: nested<T>(errors), isSubmitting },
  };
  return form;
}
