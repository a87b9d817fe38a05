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
