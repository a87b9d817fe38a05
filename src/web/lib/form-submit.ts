import type { BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, isApiError } from './api';
import { type FormErrorTarget, placeFieldErrors } from './form-errors';
import type { BoundForm } from './light-form';
import { toast } from './toast';

// What every form says after a submit (SPEC §8: "All messages appear as toast notifications.
// Where available the backend's own message is shown."):
// - Input the schema refuses in the browser: its messages under the fields, no toast (nothing
//   was sent).
// - Success: one toast with the form's success text.
// - Failure: one error toast, always: the server's detail when it refused the request (a 4xx; for
//   a validation refusal that is the first field's message) or could not be reached, and the
//   form's failure text from the spec for anything else (a 5xx, an error in the browser).
// - Besides the toast: each field error of the answer goes under its field, and a conflict (409:
//   an overlapping session, a locked week), which no one field owns, stands above the buttons.

/** What a form does with its valid values and what it says about the outcome. */
export interface SubmitOptions<TOutput, TResult = unknown> {
  /** The call: a mutation, an auth call, a download. Throws (an ApiError) when it fails. */
  action: (values: TOutput) => Promise<TResult>;
  /** The success toast, in the spec's words ('Customer created successfully'). */
  success: string;
  /** The failure toast when the server gives no detail of its own ('Failed to create customer'). */
  failure: string;
  onSuccess?: (result: TResult, values: TOutput) => void;
  onError?: (error: unknown) => void;
}

type SubmittableForm<TValues extends FieldValues, TOutput> = FormErrorTarget<TValues> &
  Pick<BoundForm<TValues, TOutput>, 'handleSubmit'>;

/** Shows a failed submit by the rule above. */
function reportFailure<TValues extends FieldValues>(
  form: FormErrorTarget<TValues>,
  error: unknown,
  failure: string,
): void {
  const placed = placeFieldErrors(error, form);
  if (!placed && isApiError(error, 409)) form.setError('root.server', { message: error.detail });
  toast.error(errorMessage(error, failure));
}

/** Runs the action with the form's values and reports the outcome; resolves whether it worked. */
export async function submitForm<TValues extends FieldValues, TOutput, TResult>(
  form: FormErrorTarget<TValues>,
  values: TOutput,
  { action, success, failure, onSuccess, onError }: SubmitOptions<TOutput, TResult>,
): Promise<boolean> {
  let result: TResult;
  try {
    result = await action(values);
  } catch (error) {
    reportFailure(form, error, failure);
    onError?.(error);
    return false;
  }
  toast.success(success);
  onSuccess?.(result, values);
  return true;
}

/** The `onSubmit` of a `<form>`: validates with the form's resolver, then `submitForm`. */
export function submitHandler<TValues extends FieldValues, TOutput, TResult>(
  form: SubmittableForm<TValues, TOutput>,
  options: SubmitOptions<TOutput, TResult>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const submit = form.handleSubmit(async (values) => {
    await submitForm(form, values, options);
  });
  // Only a resolver that cannot run (its lazily loaded schema failed to download) gets here.
  return async (event) => {
    await submit(event).catch(() => toast.error(options.failure));
  };
}
