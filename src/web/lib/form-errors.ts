import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts the field errors of a problem+json answer under the form's fields; returns whether
 * any field got one (so the caller can decide whether a toast is still needed).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const { path, message } of error.errors) {
    // Server paths may be dotted ('body.email'); match the last segments to a form field.
    const field = fields.find((name) => path === name || path.endsWith(`.${name}`));
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
