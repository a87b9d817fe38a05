import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Session } from '@/shared/schemas/time';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { Button } from '@/web/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { errorMessage } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { sessionColumns } from './session-columns';
import { useDeleteSession, useRecentSessions } from './time-queries';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const SessionFormDialog = lazyNamed(() => import('./session-form-dialog'), 'SessionFormDialog');

/** Recent Sessions: the latest 20 of one's own, with Add entry, edit and delete. */
export function RecentSessions({ timeZone }: { timeZone: string }) {
  const sessions = useRecentSessions();
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
          <Button size="sm" onClick={() => openForm(null)}>
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
      <WhenOpened open={formOpen}>
        <SessionFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          session={editing}
          timeZone={timeZone}
        />
      </WhenOpened>
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
