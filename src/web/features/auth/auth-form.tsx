import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { type SubmitOptions, submitHandler } from '@/web/lib/form-submit';
import type { BoundForm } from '@/web/lib/light-form';

interface AuthFormProps<TValues extends FieldValues, TOutput, TResult> {
  form: BoundForm<TValues, TOutput>;
  /** The call and its toasts (lib/form-submit.ts). */
  submit: SubmitOptions<TOutput, TResult>;
  submitLabel: string;
  children: ReactNode;
}

/** The form of an auth page: its fields and a full-width submit button, busy while it runs. */
export function AuthForm<TValues extends FieldValues, TOutput, TResult>({
  form,
  submit,
  submitLabel,
  children,
}: AuthFormProps<TValues, TOutput, TResult>) {
  const onSubmit = submitHandler(form, submit);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {children}
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" className="w-full" busy={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
