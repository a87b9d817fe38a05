import { createColumnHelper } from '@tanstack/react-table';
import type { Session } from '@/shared/schemas/time';
import { RowActions } from '@/web/components/row-actions';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format-date';

const column = createColumnHelper<Session>();

interface Options {
  /** The person's time zone (GET /me): sessions are shown as they were worked there. */
  timeZone: string;
  onEdit: (session: Session) => void;
  onDelete: (session: Session) => void;
}

/** Recent Sessions' columns; a phone keeps the project and the start. */
export function sessionColumns({ timeZone, onEdit, onDelete }: Options) {
  const dateTime = (instant: string) => formatDateTime(instant, { timeZone });
  return [
    column.accessor('projectName', {
      header: 'Project',
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.projectName}
          {row.original.activityName ? (
            <span className="block font-normal text-muted-foreground text-xs">
              {row.original.activityName}
            </span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('startTime', {
      header: 'Start Time',
      // Date and time on one line; the project's name wraps instead.
      meta: { priority: 'primary', cellClassName: 'max-sm:whitespace-nowrap' },
      cell: ({ getValue }) => dateTime(getValue()),
    }),
    column.accessor((row) => row.endTime ?? undefined, {
      id: 'endTime',
      header: 'End Time',
      sortUndefined: 'last',
      cell: ({ getValue }) => {
        const end = getValue();
        return end ? dateTime(end) : '—';
      },
    }),
    column.accessor((row) => row.durationMinutes ?? undefined, {
      id: 'duration',
      header: 'Duration',
      sortUndefined: 'last',
      cell: ({ row }) =>
        row.original.isRunning ? <Badge>Active</Badge> : `${row.original.durationMinutes ?? 0} min`,
    }),
    column.accessor(
      (row) =>
        `${row.isTimesheetEntry ? 'Timesheet' : row.sessionType}${row.isBillable ? '' : ' · non-billable'}`,
      {
        id: 'type',
        header: 'Type',
        cell: ({ getValue }) => <span className="capitalize">{getValue()}</span>,
      },
    ),
    column.accessor((row) => row.notes ?? '', {
      id: 'notes',
      header: 'Notes',
      // One line in the table; the whole note in a phone's row details.
      cell: ({ getValue }) => (
        <span className="block sm:max-w-56 sm:truncate" title={getValue() || undefined}>
          {getValue()}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      // A phone has room for the project and the start only: edit and delete are in the details.
      meta: { label: 'Actions' },
      cell: ({ row }) =>
        row.original.isRunning ? null : (
          <RowActions
            name={`${row.original.projectName} ${dateTime(row.original.startTime)}`}
            onEdit={() => onEdit(row.original)}
            onDelete={() => onDelete(row.original)}
          />
        ),
    }),
  ];
}
