import { createColumnHelper } from '@tanstack/react-table';
import { formatDuration } from '@/shared/domain/parse-duration';
import { addDays } from '@/shared/domain/week';
import type { PendingTimesheet } from '@/shared/schemas/timesheets';
import { Button } from '@/web/components/ui/button';
import { formatDate, formatDay } from '@/web/lib/format-date';

const column = createColumnHelper<PendingTimesheet>();

interface Options {
  /** The reviewer's time zone (GET /me), in which the submission date is shown. */
  timeZone: string;
  onOpen: (id: string) => void;
}

/** Pending Timesheets' columns; a phone keeps the person, the week and Review. */
export function pendingTimesheetColumns({ timeZone, onOpen }: Options) {
  return [
    column.accessor((sheet) => sheet.person.fullName, {
      id: 'person',
      header: 'Person',
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.person.fullName}
          <span className="block font-normal text-muted-foreground text-xs max-sm:wrap-anywhere">
            {row.original.person.email}
          </span>
        </span>
      ),
    }),
    column.accessor('weekStart', {
      header: 'Week',
      meta: { priority: 'primary' },
      cell: ({ getValue }) => `${formatDay(getValue())} – ${formatDay(addDays(getValue(), 6))}`,
    }),
    column.accessor('totalMinutes', {
      header: 'Hours',
      enableSorting: false,
      cell: ({ getValue }) => <span className="tabular-nums">{formatDuration(getValue())}</span>,
    }),
    column.accessor('submittedAt', {
      header: 'Submitted',
      cell: ({ getValue }) => formatDate(getValue(), { timeZone }),
    }),
    column.display({
      id: 'review',
      header: () => <span className="sr-only">Actions</span>,
      meta: { priority: 'primary', cellClassName: 'text-right' },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen(row.original.id)}
          aria-label={`Review the week of ${row.original.weekStart} of ${row.original.person.fullName}`}
        >
          Review
        </Button>
      ),
    }),
  ];
}
