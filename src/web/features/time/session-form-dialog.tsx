import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Session, sessionInputSchema } from '@/shared/schemas/time';
import { FormDialog } from '@/web/components/form-dialog';
import { FormCheckbox, FormInput, FormTextarea } from '@/web/components/form-field';
import { FormSearchSelect, FormSelect } from '@/web/components/form-select';
import {
  projectOption,
  useSaveSession,
  useTrackableActivities,
  useTrackableProjects,
} from './time-queries';
import { clockTimeIn, dayIn, todayIn } from './zoned-time';

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to add an entry by hand. */
  session: Session | null;
  timeZone: string;
}

/** Add entry and Edit entry: a day with start and end times in the person's time zone. */
export function SessionFormDialog({
  open,
  onOpenChange,
  session,
  timeZone,
}: SessionFormDialogProps) {
  const save = useSaveSession();
  const form = useForm({ resolver: zodResolver(sessionInputSchema) });
  const projects = useTrackableProjects(open);
  const projectId = form.watch('projectId') || null;
  const activities = useTrackableActivities(projectId);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={session ? 'Edit entry' : 'Add entry'}
      description={`Times are in your time zone (${timeZone}).`}
      form={form}
      defaultValues={{
        date: session ? dayIn(session.startTime, timeZone) : todayIn(timeZone),
        start: session ? clockTimeIn(session.startTime, timeZone) : '',
        end: session?.endTime ? clockTimeIn(session.endTime, timeZone) : '',
        projectId: session?.projectId ?? '',
        activityId: session?.activityId ?? null,
        notes: session?.notes ?? '',
        isBillable: session?.isBillable ?? true,
      }}
      submit={{
        action: (input) => save.mutateAsync({ id: session?.id, input }),
        success: session ? 'Entry updated' : 'Entry added',
        failure: session ? 'Failed to update entry' : 'Failed to add entry',
      }}
      submitLabel={session ? 'Save Changes' : 'Add entry'}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput form={form} name="date" id="entry-date" label="Date" type="date" />
        <FormInput form={form} name="start" id="entry-start" label="Start" type="time" />
        <FormInput form={form} name="end" id="entry-end" label="End" type="time" />
      </div>
      <FormSearchSelect
        form={form}
        name="projectId"
        id="entry-project"
        label="Project"
        placeholder="Select a project"
        options={projects.found.map(projectOption)}
        search={projects.search}
        onSearchChange={projects.setSearch}
        more={projects.more}
        current={session ? { value: session.projectId, label: session.projectName } : null}
        searchLabel="Search projects"
        onValueChange={() => form.setValue('activityId', null)}
      />
      <FormSelect
        form={form}
        name="activityId"
        id="entry-activity"
        label="Activity (optional)"
        placeholder="Select an activity"
        noneLabel="No activity"
        options={(activities.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        disabled={!projectId}
      />
      <FormTextarea form={form} name="notes" id="entry-notes" label="Notes" />
      <FormCheckbox form={form} name="isBillable" label="Billable" />
    </FormDialog>
  );
}
