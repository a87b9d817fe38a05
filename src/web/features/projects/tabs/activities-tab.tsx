import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Diamond, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
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
import { errorMessage } from '@/web/lib/api';
import { formatDay } from '@/web/lib/format-date';
import { ActivityFormDialog } from './activity-form-dialog';
import { ActivityGantt } from './activity-gantt';
import { activitiesQuery, useDeleteActivity } from './activity-queries';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import { TabError, TabLoading } from './tab-query-state';
import { TabSection } from './tab-section';

type Editing = { activity: Activity | null } | null;

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
  return (
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
        {activities.map((activity) => (
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
  );
}

/** Activities: the list with Add Activity, and the Gantt chart once activities exist. */
export function ActivitiesTab({ project }: ProjectTabProps) {
  const canChange = useCanChangeProject(project);
  const activities = useQuery(activitiesQuery(project.id));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const remove = useDeleteActivity(project.id);

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
        <TabSection title="Gantt Chart" description="Each activity along the project's timeline.">
          <ActivityGantt activities={activities.data} />
        </TabSection>
      ) : null}
      {canChange ? (
        <>
          <ActivityFormDialog
            projectId={project.id}
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            activity={editing?.activity ?? null}
          />
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
