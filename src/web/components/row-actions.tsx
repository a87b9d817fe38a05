import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Edit Acme'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The edit and delete buttons at the end of a table row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onEdit}
          aria-label={`Edit ${name}`}
        >
          <Pencil />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <Trash2 />
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The actions column of a list table: edit and delete at the end of each row, kept on phones.
 * `canEdit` leaves the edit button off rows the viewer may not change.
 */
export function rowActionsColumn<Row extends { name: string }>(actions: {
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canEdit?: (row: Row) => boolean;
}): ColumnDef<Row> {
  const { onEdit, onDelete, canEdit = () => true } = actions;
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { priority: 'primary' },
    cell: ({ row }) => (
      <RowActions
        name={row.original.name}
        onEdit={onEdit && canEdit(row.original) ? () => onEdit(row.original) : undefined}
        onDelete={onDelete ? () => onDelete(row.original) : undefined}
      />
    ),
  };
}
