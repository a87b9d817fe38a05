import { FileCheck2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { RowErrors } from './row-errors';
import type { CsvPreviewData } from './use-csv-import';

const PREVIEW_ROWS = 10;

/** One column of the preview table. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface CsvImportPreviewProps<Row> {
  /** Prefix of element ids ('customers-csv'). */
  id: string;
  fileName: string;
  preview: CsvPreviewData<Row>;
  columns: readonly CsvColumn<Row>[];
  /** Names the table; 'Rows of {file}' unless told. */
  tableLabel?: string;
  /** Said after the row count: 'from Clockify'. */
  origin?: string;
}

/** What a file would import, before anything is written: the counts, the first rows, the row errors. */
export function CsvImportPreview<Row extends { rowNumber: number }>({
  id,
  fileName,
  preview,
  columns,
  tableLabel,
  origin,
}: CsvImportPreviewProps<Row>) {
  const { rows, ready, total, errors } = preview;
  return (
    <section aria-labelledby={`${id}-preview-title`} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <h3 id={`${id}-preview-title`} className="flex items-center gap-2 font-medium">
          <FileCheck2 className="size-4 text-primary" aria-hidden="true" /> Preview of {fileName}
        </h3>
        <p className="text-muted-foreground">
          {total} {total === 1 ? 'row' : 'rows'}
          {origin ? ` ${origin}` : ''}: {ready} ready, {errors.length} with errors
        </p>
      </div>
      {rows.length > 0 ? (
        <div className="rounded-md border">
          <Table
            aria-label={tableLabel ?? `Rows of ${fileName}`}
            scrollLabel={`Preview of ${fileName}`}
          >
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">Row</TableHead>
                {columns.map((column) => (
                  <TableHead key={column.header}>{column.header}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.slice(0, PREVIEW_ROWS).map((row) => (
                <TableRow key={row.rowNumber}>
                  <TableCell className="text-muted-foreground tabular-nums">
                    {row.rowNumber}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.className}>
                      {column.cell(row) ?? '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {ready > PREVIEW_ROWS ? (
            <p className="border-t px-3 py-2 text-muted-foreground text-xs">
              Showing the first {PREVIEW_ROWS} of {ready} rows ready to import.
            </p>
          ) : null}
        </div>
      ) : null}
      <RowErrors
        id={`${id}-preview-errors`}
        title={errors.length === 1 ? '1 row with an error' : `${errors.length} rows with errors`}
        errors={errors}
      />
    </section>
  );
}
