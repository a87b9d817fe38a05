import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Diamond, Plus, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { Activity } from '@/shared/schemas/activities';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RowActions } from '@/web/components/row-actions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { WhenOpened } from '@/web/components/when-opened';
import { errorMessage } from '@/web/lib/api';
import { formatDay } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { activitiesQuery, useDeleteActivity, useSaveActivity } from './activity-queries';
import { BaselinesSection } from './baselines-section';
import { ProjectGantt } from './gantt/project-gantt';
import { localDay } from './gantt/timeline';
import { LinksSection } from './links-section';
import { PlanFileActions } from './plan-file-actions';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import { comparisonQuery, scheduleQuery, useAutoSchedule } from './schedule-queries';
import { TabError, TabLoading } from './tab-query-state';
import { useFirstRows } from './show-more';
import { TabSection } from './tab-section';

// Opened on a click: loaded then, not with the page (with its form and people picker).
const ActivityFormDialog = lazyNamed(() => import('./activity-form-dialog'), 'ActivityFormDialog');

type Editing = { activity: Activity | null } | null;

/** The whole activity as the API takes it, at new dates (assignments stay as they are). */
const atDates = (activity: Activity, startDate: string, endDate: string) => ({
  name: activity.name,
  description: activity.description ?? '',
  startDate,
  endDate: activity.isMilestone ? undefined : endDate,
  isMilestone: activity.isMilestone,
});

/** '3 activities moved', or that nothing had to move. */
const autoScheduled = (moved: number) =>
  moved === 0
    ? 'Every activity already meets its links'
    : `Schedule updated: ${moved} ${moved === 1 ? 'activity' : 'activities'} moved`;

function Assignees({ activity }: { activity: Activity }) {
  if (activity.assignments.length === 0) {
    return <span className="text-muted-foreground">Nobody yet</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      {activity.assignments.map((assignment) => (
        <Badge key={assignment.resourceId} variant="outline">
          {assignment.resourceName}
          {assignment.capacityPercentage === 100 ? null : ` · ${assignment.capacityPercentage}%`}
        </Badge>
      ))}
    </span>
  );
}

function ActivityTable({
  activities,
  onEdit,
  onDelete,
}: {
  activities: readonly Activity[];
  onEdit?: (activity: Activity) => void;
  onDelete?: (activity: Activity) => void;
}) {
  const { shown, more } = useFirstRows(activities, 'activities');
  return (
    <>
      <Table aria-label="Activities" scrollLabel="Activities table">
        <TableHeader>
          <TableRow>
            <TableHead>Activity</TableHead>
            <TableHead>Start</TableHead>
            <TableHead>End</TableHead>
            <TableHead>Assigned</TableHead>
            {onEdit ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((activity) => (
            <TableRow key={activity.id}>
              <TableCell className="whitespace-normal">
                <span className="flex items-center gap-2 font-medium">
                  {activity.isMilestone ? (
                    <Diamond className="size-4 fill-primary text-primary" aria-hidden="true" />
                  ) : null}
                  {activity.name}
                  {activity.isMilestone ? <Badge variant="secondary">Milestone</Badge> : null}
                </span>
                {activity.description ? (
                  <span className="mt-0.5 block text-muted-foreground text-xs">
                    {activity.description}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{formatDay(activity.startDate)}</TableCell>
              <TableCell>{formatDay(activity.endDate)}</TableCell>
              <TableCell className="whitespace-normal">
                <Assignees activity={activity} />
              </TableCell>
              {onEdit ? (
                <TableCell>
                  <RowActions
                    name={activity.name}
                    onEdit={() => onEdit(activity)}
                    onDelete={onDelete ? () => onDelete(activity) : undefined}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </>
  );
}

/** Activities: the list with Add Activity, and the Gantt chart once activities exist. */
export function ActivitiesTab({ project }: ProjectTabProps) {
  const canChange = useCanChangeProject(project);
  const activities = useQuery(activitiesQuery(project.id));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const remove = useDeleteActivity(project.id);

  const schedule = useQuery(scheduleQuery(project.id));
  const [comparedId, setComparedId] = useState<string | null>(null);
  const comparison = useQuery({
    ...comparisonQuery(project.id, comparedId ?? ''),
    enabled: comparedId !== null,
  });
  const save = useSaveActivity(project.id);
  const auto = useAutoSchedule(project.id);

  // A drag or a key moved an activity: saved at once, with Undo in the toast.
  const move = async (activity: Activity, startDate: string, endDate: string) => {
    try {
      await save.mutateAsync({ id: activity.id, input: atDates(activity, startDate, endDate) });
      toast.success(`${activity.name} moved to ${formatDay(startDate)}`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void save
              .mutateAsync({
                id: activity.id,
                input: atDates(activity, activity.startDate, activity.endDate),
              })
              .then(() => toast.success('Move undone'))
              .catch((error) => toast.error(errorMessage(error, 'Failed to undo the move'))),
        },
      });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to move activity'));
    }
  };

  const runAutoSchedule = async () => {
    try {
      const { changes } = await auto.mutateAsync(undefined);
      toast.success(autoScheduled(changes.length));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to auto-schedule'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Activity deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete activity'));
    }
  };

  return (
    <div className="space-y-6">
      <TabSection
        title="Activities"
        description="The work of the project, with milestones, along its timeline."
        action={
          canChange ? (
            <Button size="sm" onClick={() => setEditing({ activity: null })}>
              <Plus /> Add Activity
            </Button>
          ) : null
        }
      >
        {activities.isPending ? (
          <TabLoading />
        ) : activities.isError ? (
          <TabError onRetry={() => void activities.refetch()} busy={activities.isFetching} />
        ) : activities.data.length === 0 ? (
          <EmptyState icon={CalendarRange} message="No activities yet" />
        ) : (
          <ActivityTable
            activities={activities.data}
            onEdit={canChange ? (activity) => setEditing({ activity }) : undefined}
            onDelete={canChange ? setDeleting : undefined}
          />
        )}
      </TabSection>
      {activities.data && activities.data.length > 0 ? (
        <>
          <TabSection
            title="Gantt Chart"
            description="The plan along its timeline: links, the critical path, and the compared baseline."
            action={
              <div className="flex flex-wrap gap-2">
                <PlanFileActions
                  projectId={project.id}
                  projectName={project.name}
                  canChange={canChange}
                />
                {canChange ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void runAutoSchedule()}
                    disabled={auto.isPending}
                  >
                    <Wand2 /> Auto-schedule
                  </Button>
                ) : null}
              </div>
            }
          >
            <ProjectGantt
              activities={activities.data}
              schedule={schedule.data}
              comparison={comparedId ? comparison.data : undefined}
              today={localDay()}
              onMove={canChange ? (a, start, end) => void move(a, start, end) : undefined}
              onEdit={canChange ? (activity) => setEditing({ activity }) : undefined}
            />
          </TabSection>
          <LinksSection
            projectId={project.id}
            activities={activities.data}
            links={schedule.data?.links ?? []}
            canChange={canChange}
          />
          <BaselinesSection
            projectId={project.id}
            canChange={canChange}
            comparedId={comparedId}
            onCompare={setComparedId}
            comparison={comparedId ? comparison.data : undefined}
          />
        </>
      ) : null}
      {canChange ? (
        <>
          <WhenOpened open={editing !== null}>
            <ActivityFormDialog
              projectId={project.id}
              open={editing !== null}
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
              activity={editing?.activity ?? null}
            />
          </WhenOpened>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete this activity?"
            description={
              deleting
                ? `"${deleting.name}" is deleted with its assignments.`
                : 'The activity is deleted with its assignments.'
            }
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </div>
  );
}
