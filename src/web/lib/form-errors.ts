import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/** The two parts of a react-hook-form form that server errors need. */
export interface FormErrorTarget<T extends FieldValues> {
  getValues: () => FieldValues;
  setError: UseFormSetError<T>;
}

/**
 * The form field a problem+json error path names, or null: the path itself or its tail, as long
 * as it starts at one of the form's fields ('body.name' -> 'name', 'assignments.0.resourceId').
 */
function fieldOf(path: string, fields: ReadonlySet<string>): string | null {
  const segments = path.split('.');
  for (let start = 0; start < segments.length; start += 1) {
    if (fields.has(segments[start]!)) return segments.slice(start).join('.');
  }
  return null;
}

/**
 * Puts the field errors of a problem+json answer under the form's fields (the fields are the
 * form's values, so a field the form does not hold is left to the toast); returns whether any
 * field got one.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  form: FormErrorTarget<T>,
): boolean {
  if (!isApiError(error)) return false;
  const fields = new Set(Object.keys(form.getValues() ?? {}));
  let applied = false;
  for (const { path, message } of error.errors) {
    const field = fieldOf(path, fields);
    if (field) {
      form.setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
