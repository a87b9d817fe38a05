import type { Table } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

const count = new Intl.NumberFormat();

/** '1–50 of 10,006' with previous and next; nothing when every row fits on one page. */
export function DataTablePagination<T>({ table }: { table: Table<T> }) {
  const total = table.getRowCount();
  const { pageIndex, pageSize } = table.getState().pagination;
  if (total <= pageSize) return null;
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return (
    <div className="flex items-center justify-end gap-2 border-t px-4 pt-2">
      <p className="mr-2 text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
        aria-label="Previous page"
      >
        <ChevronLeft />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={() => table.nextPage()}
        disabled={!table.getCanNextPage()}
        aria-label="Next page"
      >
        <ChevronRight />
      </Button>
    </div>
  );
}
