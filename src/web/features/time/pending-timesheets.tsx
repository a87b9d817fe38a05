import { PENDING_TIMESHEET_SORTS } from '@/shared/list-queries';
import { DataTable } from '@/web/components/data-table';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { pendingTimesheetColumns } from './pending-timesheet-columns';
import { usePendingTimesheets } from './timesheet-queries';

/** Pending Timesheets: submitted weeks waiting for the caller's review, oldest first. */
export function PendingTimesheets({ onOpen }: { onOpen: (id: string) => void }) {
  const { timeZone } = useSignedInMe();
  // Paged, searched and sorted on the server, kept in the address under 'pending.'.
  const list = useServerList(PENDING_TIMESHEET_SORTS, 'submittedAt', {
    prefix: 'pending.',
    direction: 'asc',
  });
  const pending = usePendingTimesheets(list.params);
  // A short list (one row per submitted week): the columns are cheap to build on each render.
  const columns = pendingTimesheetColumns({ timeZone, onOpen });
  return (
    <Card className="gap-2 pb-2">
      <CardHeader>
        <CardTitle>Pending Timesheets</CardTitle>
        <CardDescription>Open a week to approve it or reject it with a note.</CardDescription>
      </CardHeader>
      <DataTable
        label="Pending Timesheets"
        columns={columns}
        data={pending.data?.rows ?? []}
        getRowId={(sheet) => sheet.id}
        loading={pending.isPending}
        searchLabel="Search people"
        server={list.paging(pending.data?.total ?? 0, pending.data?.pageSize ?? 50)}
        emptyMessage={pending.isError ? 'Failed to load data' : 'No pending timesheets'}
      />
    </Card>
  );
}
