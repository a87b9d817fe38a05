import { createColumnHelper } from '@tanstack/react-table';
import type { Program } from '@/shared/schemas/programs';
import { rowActionsColumn } from '@/web/components/row-actions';
import { formatDate } from '@/web/lib/format-date';

const column = createColumnHelper<Program>();

interface Options {
  canManage: boolean;
  /** The person's time zone (GET /me), in which the Created date is shown. */
  timeZone: string;
  onEdit: (program: Program) => void;
  onDelete: (program: Program) => void;
}

export function programColumns({ canManage, timeZone, onEdit, onDelete }: Options) {
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    column.accessor('customerName', { header: 'Customer' }),
    // Sorted by the server (ProgramSort): the ids are its names; the description does not sort.
    column.accessor((row) => row.description ?? undefined, {
      id: 'description',
      header: 'Description',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.description ? (
          // One line in the table; the whole text in a phone's row details.
          <span className="block sm:max-w-md sm:truncate" title={row.original.description}>
            {row.original.description}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => formatDate(getValue(), { timeZone }),
    }),
  ];
  if (!canManage) return columns;
  return [...columns, rowActionsColumn<Program>({ onEdit, onDelete })];
}
