import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatReportCell, isNumericKind, type ReportCell } from '@/shared/domain/reports';
import type { ReportResult } from '@/shared/schemas/reports';
import { DataTable } from '@/web/components/data-table';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { formatMoney } from '@/web/lib/format-money';
import type { ReportView } from './report-definition';

type Row = { key: string; cells: ReportCell[] };

interface ReportTableProps {
  title: string;
  result: ReportResult | undefined;
  loading: boolean;
  view: ReportView;
  onViewChange: (view: ReportView) => void;
}

/** A report's rows, a page at a time, sorted by the server on any column. */
export function ReportTable({ title, result, loading, view, onViewChange }: ReportTableProps) {
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () =>
      (result?.columns ?? []).map((column, index) => ({
        id: column.key,
        header: column.label,
        accessorFn: (row: Row) => row.cells[index],
        // Ascending on the first click for every column, numbers too.
        sortDescFirst: false,
        meta: {
          label: column.label,
          cellClassName: isNumericKind(column.kind)
            ? 'text-right tabular-nums'
            : column.kind === 'date'
              ? 'whitespace-nowrap'
              : 'whitespace-normal',
        },
        cell: ({ getValue }) => {
          const value = getValue() as ReportCell;
          return column.kind === 'money' && typeof value === 'number'
            ? formatMoney(value, result?.currency ?? 'USD')
            : formatReportCell(column.kind, value);
        },
      })),
    [result?.columns, result?.currency],
  );
  const rows = useMemo(
    () =>
      (result?.rows ?? []).map((cells, index) => ({
        key: `${result?.page ?? 1}-${index}`,
        cells,
      })),
    [result?.rows, result?.page],
  );
  const sorting: SortingState = view.sort ? [{ id: view.sort, desc: view.dir === 'desc' }] : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {result ? (
          <CardDescription>
            {result.organization} · {result.from} to {result.to} · {result.total.toLocaleString()}{' '}
            {result.total === 1 ? 'row' : 'rows'}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="px-0">
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          emptyMessage="No data for this range"
          loading={loading}
          label={title}
          server={{
            total: result?.total ?? 0,
            page: view.page,
            pageSize: result?.pageSize ?? 25,
            onPageChange: (page) => onViewChange({ ...view, page }),
            sorting,
            onSortingChange: (next) =>
              onViewChange({
                page: 1,
                sort: next[0]?.id ?? null,
                dir: next[0]?.desc ? 'desc' : 'asc',
              }),
            search: '',
            onSearchChange: () => undefined,
          }}
        />
      </CardContent>
    </Card>
  );
}
