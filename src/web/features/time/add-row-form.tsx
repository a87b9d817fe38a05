import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { type TrackableProject, useTrackableActivities } from './time-queries';
import type { TimesheetRow } from './week-grid';

interface AddRowFormProps {
  projects: readonly TrackableProject[];
  /** Rows already on the week, left out of the choice. */
  rows: readonly TimesheetRow[];
  onAdd: (row: { projectId: string; activityId: string | null }) => Promise<void>;
}

/** Add row: a project and optionally one of its activities, kept on the week's grid. */
export function AddRowForm({ projects, rows, onAdd }: AddRowFormProps) {
  const [projectId, setProjectId] = useState<string | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const taken = (project: string, activity: string | null) =>
    rows.some((r) => r.projectId === project && r.activityId === activity);
  const project = projects.find((p) => p.id === projectId);
  // A project's activities are read once it is picked; a row already on the week is refused.
  const activities = useTrackableActivities(project?.id);
  const projectOptions = projects.map((p) => ({
    value: p.id,
    label: p.projectCode ? `${p.name} (${p.projectCode})` : p.name,
  }));
  const activityOptions = (activities.data ?? [])
    .filter((a) => !taken(project!.id, a.id))
    .map((a) => ({ value: a.id, label: a.name }));
  const isTaken = projectId !== null && taken(projectId, activityId);

  const add = async () => {
    if (!projectId || isTaken) return;
    setBusy(true);
    try {
      await onAdd({ projectId, activityId });
      setProjectId(null);
      setActivityId(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
      <SelectField
        id="row-project"
        label="Project"
        placeholder="Select a project"
        options={projectOptions}
        value={projectId}
        onChange={(value) => {
          setProjectId(value);
          setActivityId(null);
        }}
      />
      <SelectField
        id="row-activity"
        label="Activity (optional)"
        placeholder="Select an activity"
        noneLabel="No activity"
        options={activityOptions}
        value={activityId}
        onChange={setActivityId}
        disabled={!project}
        error={isTaken ? 'This row is already on the week' : undefined}
      />
      <Button variant="outline" onClick={add} disabled={!projectId || isTaken} busy={busy}>
        <Plus /> Add row
      </Button>
    </div>
  );
}
