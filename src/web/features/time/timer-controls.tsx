import { ChevronDown, Play, Square } from 'lucide-react';
import { useState } from 'react';
import type { Session } from '@/shared/schemas/time';
import { PROJECT_REQUIRED } from '@/shared/screen-messages';
import { MenuButton } from '@/web/components/menu-button';
import { SearchSelectField } from '@/web/components/search-select-field';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import {
  projectOption,
  useTimerAction,
  useTrackableActivities,
  useTrackableProjects,
} from './time-queries';

/**
 * The toasts of the two screens that start and stop the timer (SPEC.md section 8): the Time
 * Tracker's own, and those of the Time Tracking session list's current timer card.
 */
const WORDING = {
  tracker: {
    started: 'Timer started',
    startFailed: 'Failed to start timer',
    stopped: () => 'Session ended',
  },
  sessionList: {
    started: 'Time tracking started',
    startFailed: 'Failed to start session',
    stopped: (session: Session) =>
      `Session stopped. Duration: ${session.durationMinutes ?? 0} minutes`,
  },
} as const;

interface TimerControlsProps {
  session: Session | null;
  /** Which screen's messages to show. */
  wording?: keyof typeof WORDING;
  /** Prefix of the selects' ids, unique on the page. */
  idPrefix?: string;
}

/** Project and activity selects with Start Timer, Break (paid or unpaid), Resume and Stop. */
export function TimerControls({
  session,
  wording = 'tracker',
  idPrefix = 'timer',
}: TimerControlsProps) {
  const words = WORDING[wording];
  const running = Boolean(session);
  const projects = useTrackableProjects(!running);
  const action = useTimerAction();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const onBreak = session?.onBreak ?? false;
  const shownProject = session?.projectId ?? projectId;
  const shownActivity = session ? session.activityId : activityId;
  // A running session's project shows its name, whether or not a search found it.
  const projectOptions = running ? [] : projects.found.map(projectOption);
  const activities = useTrackableActivities(running ? null : projectId);
  const activityOptions = (activities.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  if (session?.activityId && session.activityName && !activityOptions.length)
    activityOptions.push({ value: session.activityId, label: session.activityName });

  const start = async () => {
    if (!projectId) {
      toast.error(PROJECT_REQUIRED);
      return;
    }
    try {
      await action.mutateAsync({ kind: 'start', input: { projectId, activityId } });
      toast.success(words.started);
    } catch (error) {
      toast.error(errorMessage(error, words.startFailed));
    }
  };
  const run = async (
    next: Parameters<typeof action.mutateAsync>[0],
    success: string | ((session: Session) => string),
    failure: string,
  ) => {
    try {
      const result = await action.mutateAsync(next);
      toast.success(typeof success === 'string' ? success : success(result));
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SearchSelectField
          id={`${idPrefix}-project`}
          label="Project"
          placeholder={projects.query.isPending ? 'Loading projects…' : 'Select a project'}
          options={projectOptions}
          value={shownProject}
          onChange={(value) => {
            setProjectId(value);
            setActivityId(null);
          }}
          disabled={running}
          current={session ? { value: session.projectId, label: session.projectName } : null}
          search={projects.search}
          onSearchChange={projects.setSearch}
          more={!running && projects.more}
          searchLabel="Search projects"
        />
        <SelectField
          id={`${idPrefix}-activity`}
          label="Activity (optional)"
          placeholder="Select an activity"
          noneLabel="No activity"
          options={activityOptions}
          value={shownActivity}
          onChange={setActivityId}
          disabled={running || !shownProject}
        />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {!running ? (
          <Button size="lg" onClick={start} busy={action.isPending}>
            <Play /> Start Timer
          </Button>
        ) : (
          <>
            {onBreak ? (
              <Button
                size="lg"
                variant="secondary"
                busy={action.isPending}
                onClick={() => run({ kind: 'resume' }, 'Break ended', 'Failed to end break')}
              >
                <Play /> Resume
              </Button>
            ) : (
              <MenuButton
                trigger={
                  <Button size="lg" variant="secondary" disabled={action.isPending}>
                    Break <ChevronDown />
                  </Button>
                }
                items={(['unpaid', 'paid'] as const).map((breakType) => ({
                  label: breakType === 'unpaid' ? 'Unpaid break' : 'Paid break',
                  onSelect: () =>
                    void run(
                      { kind: 'break', breakType },
                      'Break started',
                      'Failed to start break',
                    ),
                }))}
              />
            )}
            <Button
              size="lg"
              variant="destructive"
              busy={action.isPending}
              onClick={() => run({ kind: 'stop' }, words.stopped, 'Failed to stop session')}
            >
              <Square /> Stop
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
