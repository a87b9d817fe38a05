import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRow, PHONE_HIDDEN, PHONE_ONLY } from './data-table-row';
import { ListSearch } from './list-search';
import { Skeleton } from './ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells ('whitespace-normal' lets long text wrap). */
    cellClassName?: string;
    /**
     * 'primary': the column matters on a phone and keeps its cell there. The first column
     * always does; below 640 px every other column is hidden and listed in the row's details.
     */
    priority?: 'primary';
    /** The column's name in a row's details when its header is not plain text. */
    label?: string;
  }
}

interface DataTableProps<T> {
  // ColumnDef's value type differs per column; `any` is TanStack's own advice for a mixed list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** The spec's empty-state wording. */
  emptyMessage: string;
  loading?: boolean;
  /** Names the table for screen readers ('Customers'). */
  label: string;
  /** Shows a search box over the table that filters rows on every column's text. */
  searchLabel?: string;
  /** Controls beside the search box that narrow the rows (a status select). */
  filters?: ReactNode;
  /**
   * The rows are one page of a list the server pages, sorts and searches: `data` is that page,
   * and sorting, searching and paging ask the caller for another one.
   */
  server?: ServerPaging;
}

/** A list paged on the server: the page shown, the total, and how to ask for another. */
export type ServerPaging = {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

const SKELETON_ROWS = 4;
const PAGE_SIZE = 50;

/**
 * A table whose column headers sort it (click: ascending, again: descending, again: off), in
 * pages of 50 rows so that a 10,000-customer organization stays quick (or, with `server`, in the
 * pages a server sorts and searches, for lists too long to fetch whole). On a phone it keeps the
 * columns marked primary and opens the others in each row's details (DataTableRow).
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  emptyMessage,
  loading = false,
  label,
  searchLabel,
  filters,
  server,
}: DataTableProps<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const [ownSearch, setOwnSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const sorting = server?.sorting ?? ownSorting;
  const search = server?.search ?? ownSearch;
  // A page past the last (its last row deleted, an old bookmark) goes to the last one.
  const lastPage = server ? Math.max(1, Math.ceil(server.total / server.pageSize)) : 1;
  const pastTheEnd = server !== undefined && !loading && server.page > lastPage;
  const onPageChange = server?.onPageChange;
  useEffect(() => {
    if (pastTheEnd) onPageChange?.(lastPage);
    // onPageChange is the caller's, new on every render; the page to go to is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage]);
  const table = useReactTable({
    data: data as T[],
    columns,
    state: {
      sorting,
      globalFilter: search,
      ...(server ? { pagination: { pageIndex: server.page - 1, pageSize: server.pageSize } } : {}),
    },
    onSortingChange: (update) => {
      const next = typeof update === 'function' ? update(sorting) : update;
      if (server) server.onSortingChange(next);
      else setOwnSorting(next);
    },
    onGlobalFilterChange: server ? server.onSearchChange : setOwnSearch,
    ...(server
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          rowCount: server.total,
          onPaginationChange: (update) => {
            const current = { pageIndex: server.page - 1, pageSize: server.pageSize };
            const next = typeof update === 'function' ? update(current) : update;
            server.onPageChange(next.pageIndex + 1);
          },
        }
      : { initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE } } }),
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const primary = new Set(
    leafColumns
      .filter((column, index) => index === 0 || column.columnDef.meta?.priority === 'primary')
      .map((column) => column.id),
  );
  const hasDetails = primary.size < leafColumns.length;
  const lastColumnId = leafColumns.at(-1)?.id;
  const phoneClass = (columnId: string) =>
    cn(
      primary.has(columnId) ? 'max-sm:whitespace-normal' : PHONE_HIDDEN,
      // Below 640 px the details button's cell ends each row; above it, this column does.
      hasDetails && columnId === lastColumnId && 'sm:pr-4',
    );
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div>
      {searchLabel || filters ? (
        <div className="flex flex-col gap-2 px-4 pt-2 pb-3 sm:flex-row sm:items-center">
          {searchLabel ? (
            <ListSearch
              label={searchLabel}
              value={search}
              onChange={(value) => table.setGlobalFilter(value)}
            />
          ) : null}
          {filters}
        </div>
      ) : null}
      <Table
        aria-label={label}
        scrollLabel={label}
        className="[&_tr>*:first-child]:pl-4 [&_tr>*:last-child]:pr-4"
      >
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    className={phoneClass(header.column.id)}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {title}
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      title
                    )}
                  </TableHead>
                );
              })}
              {hasDetails ? (
                <TableHead className={cn('w-10', PHONE_ONLY)}>
                  <span className="sr-only">Details</span>
                </TableHead>
              ) : null}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} className="hover:bg-transparent">
                {leafColumns.map((column, cell) => (
                  <TableCell key={column.id} className={phoneClass(column.id)}>
                    <Skeleton className={cn('h-4', cell === 0 ? 'w-40 max-w-full' : 'w-20')} />
                  </TableCell>
                ))}
                {hasDetails ? <TableCell className={PHONE_ONLY} /> : null}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell
                colSpan={leafColumns.length + (hasDetails ? 1 : 0)}
                className="h-32 text-center text-muted-foreground"
              >
                {search && (server || data.length > 0) ? 'No matches' : emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <DataTableRow
                key={row.id}
                row={row}
                primary={primary}
                cellClass={phoneClass}
                expanded={expanded.has(row.id)}
                onToggle={() => toggle(row.id)}
              />
            ))
          )}
        </TableBody>
      </Table>
      <DataTablePagination table={table} />
    </div>
  );
}
