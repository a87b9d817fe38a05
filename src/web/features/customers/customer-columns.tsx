import { createColumnHelper } from '@tanstack/react-table';
import { CornerDownRight } from 'lucide-react';
import { rowActionsColumn } from '@/web/components/row-actions';
import { formatDate } from '@/web/lib/format-date';
import type { CustomerRow } from '@/shared/schemas/customers';

const column = createColumnHelper<CustomerRow>();

const muted = (value: string | null) => value ?? <span className="text-muted-foreground">—</span>;

interface Options {
  canManage: boolean;
  /** The person's time zone (GET /me), in which the Created date is shown. */
  timeZone: string;
  onEdit: (customer: CustomerRow) => void;
  onDelete: (customer: CustomerRow) => void;
}

export function customerColumns({ canManage, timeZone, onEdit, onDelete }: Options) {
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row, table }) => {
        const customer = row.original;
        // Indented under its parent while the list is in hierarchy order (not sorted).
        const indent = table.getState().sorting.length === 0 ? customer.depth : 0;
        return (
          <div className="flex items-start gap-1.5" style={{ paddingLeft: `${indent * 1.25}rem` }}>
            {customer.parentCustomerName ? (
              <CornerDownRight
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
            ) : null}
            <div className="min-w-0">
              <div className="font-medium">{customer.name}</div>
              {customer.parentCustomerName ? (
                <div className="text-muted-foreground text-xs">
                  Parent: {customer.parentCustomerName}
                </div>
              ) : null}
            </div>
          </div>
        );
      },
    }),
    column.accessor((row) => row.customerType ?? undefined, {
      id: 'type',
      header: 'Type',
      sortUndefined: 'last',
      cell: ({ row }) => muted(row.original.customerType),
    }),
    column.accessor((row) => row.locationCountry ?? undefined, {
      id: 'location',
      header: 'Location',
      sortUndefined: 'last',
      cell: ({ row }) => muted(row.original.locationCountry),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => formatDate(getValue(), { timeZone }),
    }),
  ];
  if (!canManage) return columns;
  return [...columns, rowActionsColumn<CustomerRow>({ onEdit, onDelete })];
}
