import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Session, sessionInputSchema } from '@/shared/schemas/time';
import { FieldShell, FormField, fieldAria } from '@/web/components/form-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { errorMessage, isApiError } from '@/web/lib/api';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { type TrackableProject, useSaveSession } from './time-queries';
import { clockTimeIn, dayIn, todayIn } from './zoned-time';

const FIELDS = ['date', 'start', 'end', 'projectId', 'activityId', 'notes'] as const;

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to add an entry by hand. */
  session: Session | null;
  projects: readonly TrackableProject[];
  timeZone: string;
}

/** Add entry and Edit entry: a day with start and end times in the person's time zone. */
export function SessionFormDialog({ open, onOpenChange, ...props }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.session ? 'Edit entry' : 'Add entry'}</DialogTitle>
          <DialogDescription>Times are in your time zone ({props.timeZone}).</DialogDescription>
        </DialogHeader>
        <SessionForm
          key={props.session?.id ?? 'new'}
          {...props}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({
  session,
  projects,
  timeZone,
  onDone,
}: Omit<SessionFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const save = useSaveSession();
  const form = useForm({
    resolver: zodResolver(sessionInputSchema),
    defaultValues: {
      date: session ? dayIn(session.startTime, timeZone) : todayIn(timeZone),
      start: session ? clockTimeIn(session.startTime, timeZone) : '',
      end: session?.endTime ? clockTimeIn(session.endTime, timeZone) : '',
      projectId: session?.projectId ?? '',
      activityId: session?.activityId ?? '',
      notes: session?.notes ?? '',
      isBillable: session?.isBillable ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const projectId = form.watch('projectId');
  const project = projects.find((p) => p.id === projectId);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: session?.id, input });
      toast.success(session ? 'Entry updated' : 'Entry added');
      onDone();
    } catch (error) {
      const fallback = session ? 'Failed to update entry' : 'Failed to add entry';
      if (!applyFieldErrors(error, form.setError, FIELDS) && isApiError(error, 409))
        form.setError('root.server', { message: error.detail });
      toast.error(errorMessage(error, fallback));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="entry-date"
          label="Date"
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormField
          id="entry-start"
          label="Start"
          type="time"
          error={errors.start?.message}
          {...form.register('start')}
        />
        <FormField
          id="entry-end"
          label="End"
          type="time"
          error={errors.end?.message}
          {...form.register('end')}
        />
      </div>
      <Controller
        control={form.control}
        name="projectId"
        render={({ field }) => (
          <SelectField
            id="entry-project"
            label="Project"
            placeholder="Select a project"
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue('activityId', '');
            }}
            error={errors.projectId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="activityId"
        render={({ field }) => (
          <SelectField
            id="entry-activity"
            label="Activity (optional)"
            placeholder="Select an activity"
            noneLabel="No activity"
            options={(project?.activities ?? []).map((a) => ({ value: a.id, label: a.name }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            disabled={!project}
            error={errors.activityId?.message}
          />
        )}
      />
      <FieldShell id="entry-notes" label="Notes" error={errors.notes?.message}>
        <Textarea
          rows={3}
          {...fieldAria('entry-notes', errors.notes?.message)}
          {...form.register('notes')}
        />
      </FieldShell>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('isBillable')} />
        Billable
      </label>
      {errors.root?.server ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.root.server.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {session ? 'Save Changes' : 'Add entry'}
        </Button>
      </DialogFooter>
    </form>
  );
}
