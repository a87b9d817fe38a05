import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { type SubmitOptions, submitHandler } from '@/web/lib/form-submit';
import { FormAlert } from './form-field';
import { Button, type ButtonProps } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

interface FormDialogProps<TValues extends FieldValues, TOutput, TResult> {
  title: string;
  description?: ReactNode;
  /** Open state from the caller; leave both out and give `trigger` to let the dialog keep it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger?: ReactNode;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** What the form holds each time the dialog opens (edits of an earlier opening are gone). */
  defaultValues: DefaultValues<TValues>;
  /** The call and its toasts (lib/form-submit.ts); the dialog closes when it succeeds. */
  submit: SubmitOptions<TOutput, TResult>;
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** The dialog's width class ('sm:max-w-xl'). */
  className?: string;
  /** The fields, and anything the form shows between them. */
  children: ReactNode;
}

/**
 * The words of the Add and Edit dialog of a customer, program, project or activity, as the spec
 * has them: 'Add Customer' / 'Edit Customer', 'Add Customer' / 'Save Changes', 'Customer created
 * successfully' / 'Customer updated successfully', 'Failed to create customer' / 'Failed to
 * update customer'.
 */
export function recordDialogWords(noun: string, isEdit: boolean) {
  const lower = noun.toLowerCase();
  return isEdit
    ? {
        title: `Edit ${noun}`,
        submitLabel: 'Save Changes',
        success: `${noun} updated successfully`,
        failure: `Failed to update ${lower}`,
      }
    : {
        title: `Add ${noun}`,
        submitLabel: `Add ${noun}`,
        success: `${noun} created successfully`,
        failure: `Failed to create ${lower}`,
      };
}

/**
 * The one shell of every form dialog: title and description, the fields, a form-level message,
 * Cancel and the submit button (busy while the call runs, when the dialog cannot be closed).
 */
export function FormDialog<TValues extends FieldValues, TOutput, TResult>({
  title,
  description,
  open: openProp,
  onOpenChange,
  trigger,
  form,
  defaultValues,
  submit,
  submitLabel,
  submitVariant,
  className,
  children,
}: FormDialogProps<TValues, TOutput, TResult>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const busy = form.formState.isSubmitting;

  // Each opening starts from the values given now; also when the caller swaps in another form.
  const startValues = useRef(defaultValues);
  startValues.current = defaultValues;
  useLayoutEffect(() => {
    if (open) form.reset(startValues.current);
  }, [open, form]);

  const onSubmit = submitHandler(form, {
    ...submit,
    onSuccess: (result, values) => {
      submit.onSuccess?.(result, values);
      setOpen(false);
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={className}
        // Radix asks for a description; a dialog without one says so.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          {children}
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} busy={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
