import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Session } from '@/shared/schemas/time';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyTable } from '@/web/components/empty-table';
import { RowActions } from '@/web/components/row-actions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { errorMessage } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format-date';
import { SessionFormDialog } from './session-form-dialog';
import { useDeleteSession, useRecentSessions, useTrackableProjects } from './time-queries';

const COLUMNS = ['Project', 'Start Time', 'End Time', 'Duration', 'Type', 'Notes', ''] as const;

/** Recent Sessions: the latest 20 of one's own, with Add entry, edit and delete. */
export function RecentSessions({ timeZone }: { timeZone: string }) {
  const sessions = useRecentSessions();
  const projects = useTrackableProjects();
  const remove = useDeleteSession();
  const [editing, setEditing] = useState<Session | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Session | null>(null);

  const openForm = (session: Session | null) => {
    setEditing(session);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Entry deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete entry'));
    }
  };

  return (
    <Card className="gap-2 pb-2">
      <CardHeader>
        <CardTitle>Recent Sessions</CardTitle>
        <CardAction>
          <Button size="sm" onClick={() => openForm(null)} disabled={!projects.data}>
            <Plus /> Add entry
          </Button>
        </CardAction>
      </CardHeader>
      {sessions.isPending ? (
        <Skeleton className="mx-6 h-24" />
      ) : sessions.isError ? (
        <p className="px-6 pb-4 text-destructive text-sm">Failed to load data</p>
      ) : sessions.data.length === 0 ? (
        <EmptyTable columns={COLUMNS} message="No sessions yet" />
      ) : (
        <Table aria-label="Recent Sessions" scrollLabel="Recent Sessions">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.data.map((session) => {
              const name = `${session.projectName} ${formatDateTime(session.startTime, { timeZone })}`;
              return (
                <TableRow key={session.id}>
                  <TableCell className="font-medium">
                    {session.projectName}
                    {session.activityName ? (
                      <span className="block text-muted-foreground text-xs">
                        {session.activityName}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>{formatDateTime(session.startTime, { timeZone })}</TableCell>
                  <TableCell>
                    {session.endTime ? formatDateTime(session.endTime, { timeZone }) : '—'}
                  </TableCell>
                  <TableCell>
                    {session.isRunning ? (
                      <Badge>Active</Badge>
                    ) : (
                      `${session.durationMinutes ?? 0} min`
                    )}
                  </TableCell>
                  <TableCell className="capitalize">
                    {session.isTimesheetEntry ? 'Timesheet' : session.sessionType}
                    {session.isBillable ? '' : ' · non-billable'}
                  </TableCell>
                  <TableCell className="max-w-56 truncate">{session.notes ?? ''}</TableCell>
                  <TableCell>
                    {session.isRunning ? null : (
                      <RowActions
                        name={name}
                        onEdit={() => openForm(session)}
                        onDelete={() => setDeleting(session)}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <SessionFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        session={editing}
        projects={projects.data ?? []}
        timeZone={timeZone}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete entry"
        description="Are you sure you want to delete this session?"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
