import { type Column, flexRender, type Row } from '@tanstack/react-table';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { Button } from './ui/button';
import { TableCell, TableRow } from './ui/table';

/** Hidden on a phone, a table cell from 640 px up (Tailwind's `sm`). */
export const PHONE_HIDDEN = 'hidden sm:table-cell';
/** Only on a phone. */
export const PHONE_ONLY = 'sm:hidden';

/** A column's name in a row's details: its meta label, else its header when that is text. */
function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

interface DataTableRowProps<T> {
  row: Row<T>;
  /** Ids of the columns a phone shows; the others go into the row's details there. */
  primary: ReadonlySet<string>;
  /** Classes of a column's cells for its place on a phone and from 640 px up. */
  cellClass: (columnId: string) => string;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * One row of a DataTable. On a phone it shows the primary columns and a details button that
 * opens a second row listing the other columns as 'label: value'; from 640 px up every column
 * has its own cell and the button and the details are hidden.
 */
export function DataTableRow<T>({
  row,
  primary,
  cellClass,
  expanded,
  onToggle,
}: DataTableRowProps<T>) {
  const cells = row.getVisibleCells();
  const hidden = cells.filter((cell) => !primary.has(cell.column.id));
  const detailsId = `row-details-${row.id}`;
  const name = cells[0]?.getValue();
  return (
    <>
      <TableRow className={cn(expanded && 'max-sm:border-b-0')}>
        {cells.map((cell) => (
          <TableCell
            key={cell.id}
            className={cn(cellClass(cell.column.id), cell.column.columnDef.meta?.cellClassName)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
        {hidden.length > 0 ? (
          <TableCell className={cn('w-10', PHONE_ONLY)}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={typeof name === 'string' && name ? `Details of ${name}` : 'Details'}
              onClick={onToggle}
            >
              <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} />
            </Button>
          </TableCell>
        ) : null}
      </TableRow>
      {expanded && hidden.length > 0 ? (
        <TableRow id={detailsId} className={cn(PHONE_ONLY, 'hover:bg-transparent')}>
          <TableCell colSpan={cells.length + 1} className="whitespace-normal pt-0 pb-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
              {hidden.map((cell) => (
                // A column with nothing to show in this row (no actions while running) is left out.
                <div key={cell.id} className="contents has-[>dd:empty]:hidden">
                  <dt className="text-muted-foreground">{columnLabel(cell.column)}</dt>
                  <dd className="min-w-0 wrap-break-word">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </dd>
                </div>
              ))}
            </dl>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
