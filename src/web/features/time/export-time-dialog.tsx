import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { addDays } from '@/shared/domain/week';
import { can } from '@/shared/permissions';
import { timeExportQuerySchema } from '@/shared/schemas/time';
import { FormField } from '@/web/components/form-field';
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
import { useSignedInMe } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { peopleQuery } from '@/web/lib/people-queries';
import { useTrackableProjects } from './time-queries';
import { todayIn } from './zoned-time';

const BILLABLE_OPTIONS = [
  { value: 'true', label: 'Billable only' },
  { value: 'false', label: 'Non-billable only' },
];

interface ExportTimeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Export CSV: finished sessions of a date range, by person (for people readers), project, billable. */
export function ExportTimeDialog({ open, onOpenChange }: ExportTimeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export time</DialogTitle>
          <DialogDescription>
            A CSV of finished sessions, by the day they started in each person's time zone.
          </DialogDescription>
        </DialogHeader>
        {open ? <ExportForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ExportForm({ onDone }: { onDone: () => void }) {
  const me = useSignedInMe();
  const readsPeople = can(me.roles, 'people.read');
  const people = useQuery({ ...peopleQuery, enabled: readsPeople });
  const projects = useTrackableProjects();
  const today = todayIn(me.timeZone);
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  // People readers export anyone's time (none chosen: everyone's); others only their own.
  const [userId, setUserId] = useState<string | null>(me.id);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [billable, setBillable] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const query = {
      from,
      to,
      ...(readsPeople && userId ? { userId } : {}),
      ...(projectId ? { projectId } : {}),
      ...(billable ? { billable } : {}),
    };
    const parsed = timeExportQuerySchema.safeParse(query);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await downloadFromApi(
        `/time/export.csv?${new URLSearchParams(query).toString()}`,
        `time-${from}-to-${to}.csv`,
      );
      toast.success('Time exported');
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to export time'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="export-from"
          label="From"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={errors.from}
        />
        <FormField
          id="export-to"
          label="To"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={errors.to}
        />
      </div>
      {readsPeople ? (
        <SelectField
          id="export-person"
          label="Person"
          noneLabel="Everyone"
          options={(people.data ?? [{ id: me.id, fullName: me.fullName }]).map((p) => ({
            value: p.id,
            label: p.fullName,
          }))}
          value={userId}
          onChange={setUserId}
        />
      ) : null}
      <SelectField
        id="export-project"
        label="Project"
        noneLabel="All projects"
        options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={projectId}
        onChange={setProjectId}
      />
      <SelectField
        id="export-billable"
        label="Billable"
        noneLabel="Billable and non-billable"
        options={BILLABLE_OPTIONS}
        value={billable}
        onChange={setBillable}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" busy={busy}>
          Download CSV
        </Button>
      </DialogFooter>
    </form>
  );
}
