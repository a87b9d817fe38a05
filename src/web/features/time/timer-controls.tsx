import { ChevronDown, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PROJECT_REQUIRED, type Session } from '@/shared/schemas/time';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { errorMessage } from '@/web/lib/api';
import { useTimerAction, useTrackableProjects } from './time-queries';

/** Project and activity selects with Start Timer, Break, Resume and Stop. */
export function TimerControls({ session }: { session: Session | null }) {
  const projects = useTrackableProjects();
  const action = useTimerAction();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [activityId, setActivityId] = useState<string | null>(null);
  const running = Boolean(session);
  const onBreak = session?.onBreak ?? false;
  const shownProject = session?.projectId ?? projectId;
  const shownActivity = session ? session.activityId : activityId;
  const project = projects.data?.find((p) => p.id === shownProject);
  const projectOptions = (projects.data ?? []).map((p) => ({
    value: p.id,
    label: p.projectCode ? `${p.name} (${p.projectCode})` : p.name,
  }));
  // A running session on a project no longer trackable still shows its name.
  if (session && !project)
    projectOptions.push({ value: session.projectId, label: session.projectName });
  const activityOptions = (project?.activities ?? []).map((a) => ({ value: a.id, label: a.name }));
  if (session?.activityId && session.activityName && !activityOptions.length)
    activityOptions.push({ value: session.activityId, label: session.activityName });

  const start = async () => {
    if (!projectId) {
      toast.error(PROJECT_REQUIRED);
      return;
    }
    try {
      await action.mutateAsync({ kind: 'start', input: { projectId, activityId } });
      toast.success('Timer started');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start timer'));
    }
  };
  const run = async (
    next: Parameters<typeof action.mutateAsync>[0],
    success: string,
    failure: string,
  ) => {
    try {
      await action.mutateAsync(next);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="timer-project"
          label="Project"
          placeholder={projects.isPending ? 'Loading projects…' : 'Select a project'}
          options={projectOptions}
          value={shownProject}
          onChange={(value) => {
            setProjectId(value);
            setActivityId(null);
          }}
          disabled={running}
        />
        <SelectField
          id="timer-activity"
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
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button size="lg" variant="secondary" disabled={action.isPending}>
                    Break <ChevronDown />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {(['unpaid', 'paid'] as const).map((breakType) => (
                    <DropdownMenuItem
                      key={breakType}
                      onSelect={() =>
                        run({ kind: 'break', breakType }, 'Break started', 'Failed to start break')
                      }
                    >
                      {breakType === 'unpaid' ? 'Unpaid break' : 'Paid break'}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
            <Button
              size="lg"
              variant="destructive"
              busy={action.isPending}
              onClick={() => run({ kind: 'stop' }, 'Session ended', 'Failed to stop session')}
            >
              <Square /> Stop
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
