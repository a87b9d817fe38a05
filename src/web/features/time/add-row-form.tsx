import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SearchSelectField } from '@/web/components/search-select-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { projectOption, useTrackableActivities, useTrackableProjects } from './time-queries';
import type { TimesheetRow } from './week-grid';

interface AddRowFormProps {
  /** Rows already on the week, left out of the choice. */
  rows: readonly TimesheetRow[];
  onAdd: (row: { projectId: string; activityId: string | null }) => Promise<void>;
}

/** Add row: a project and optionally one of its activities, kept on the week's grid. */
export function AddRowForm({ rows, onAdd }: AddRowFormProps) {
  const projects = useTrackableProjects();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const taken = (project: string, activity: string | null) =>
    rows.some((r) => r.projectId === project && r.activityId === activity);
  // A project's activities are read once it is picked; a row already on the week is refused.
  const activities = useTrackableActivities(projectId);
  const activityOptions = (activities.data ?? [])
    .filter((a) => !taken(projectId!, a.id))
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
      <SearchSelectField
        id="row-project"
        label="Project"
        placeholder="Select a project"
        options={projects.found.map(projectOption)}
        value={projectId}
        onChange={(value) => {
          setProjectId(value);
          setActivityId(null);
        }}
        search={projects.search}
        onSearchChange={projects.setSearch}
        more={projects.more}
        searchLabel="Search projects"
      />
      <SelectField
        id="row-activity"
        label="Activity (optional)"
        placeholder="Select an activity"
        noneLabel="No activity"
        options={activityOptions}
        value={activityId}
        onChange={setActivityId}
        disabled={!projectId}
        error={isTaken ? 'This row is already on the week' : undefined}
      />
      <Button variant="outline" onClick={add} disabled={!projectId || isTaken} busy={busy}>
        <Plus /> Add row
      </Button>
    </div>
  );
}
