import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Session } from '@/shared/schemas/time';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { Button } from '@/web/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/web/components/ui/card';
import { errorMessage } from '@/web/lib/api';
import { sessionColumns } from './session-columns';
import { SessionFormDialog } from './session-form-dialog';
import { useDeleteSession, useRecentSessions, useTrackableProjects } from './time-queries';

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
  const columns = useMemo(
    () =>
      sessionColumns({
        timeZone,
        onEdit: (session) => {
          setEditing(session);
          setFormOpen(true);
        },
        onDelete: setDeleting,
      }),
    [timeZone],
  );
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
      <DataTable
        label="Recent Sessions"
        columns={columns}
        data={sessions.data ?? []}
        getRowId={(session) => session.id}
        loading={sessions.isPending}
        emptyMessage={sessions.isError ? 'Failed to load data' : 'No sessions yet'}
      />
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
