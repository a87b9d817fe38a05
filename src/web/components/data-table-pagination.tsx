import type { Table } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

const count = new Intl.NumberFormat();

type PagerProps = {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** '1–50 of 10,006' with previous and next; nothing when every row fits on one page. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
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
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={() => onPageChange(page + 1)}
        disabled={last >= total}
        aria-label="Next page"
      >
        <ChevronRight />
      </Button>
    </div>
  );
}

/** The Pager of a table, its own pages or those a server sends (`rowCount`). */
export function DataTablePagination<T>({ table }: { table: Table<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <Pager
      page={pageIndex + 1}
      pageSize={pageSize}
      total={table.getRowCount()}
      onPageChange={(page) => table.setPageIndex(page - 1)}
    />
  );
}
