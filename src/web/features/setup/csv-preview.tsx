import { AlertCircle, FileCheck2 } from 'lucide-react';
import type { CsvRowError } from '@/shared/domain/csv';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import type { ChosenFile, CsvColumn } from './csv-import-types';

const PREVIEW_ROWS = 10;
const LISTED_ERRORS = 50;

/** Why a chosen file cannot be imported at all (the server's wording), or null. */
export function fileProblemOf(file: ChosenFile<unknown>): string | null {
  if (file.read.fileError) return file.read.fileError;
  if (file.read.total === 0) return 'The file has no rows to import';
  return null;
}

/** The row errors of a file or an import, the first 50 listed. */
export function RowErrorList({ id, errors }: { id: string; errors: readonly CsvRowError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 id={id} className="flex items-center gap-2 font-medium text-destructive text-sm">
        <AlertCircle className="size-4" aria-hidden="true" />
        {errors.length === 1 ? '1 row with an error' : `${errors.length} rows with errors`}
      </h4>
      <ul
        aria-labelledby={id}
        className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm"
      >
        {errors.slice(0, LISTED_ERRORS).map((error) => (
          <li key={`${error.row}-${error.error}`}>{error.error}</li>
        ))}
        {errors.length > LISTED_ERRORS ? (
          <li className="text-muted-foreground">and {errors.length - LISTED_ERRORS} more</li>
        ) : null}
      </ul>
    </div>
  );
}

/** What the chosen file holds before it is uploaded: the first valid rows and every row error. */
export function CsvPreview<Row extends { rowNumber: number }>({
  idPrefix,
  file,
  columns,
}: {
  idPrefix: string;
  file: ChosenFile<Row>;
  columns: readonly CsvColumn<Row>[];
}) {
  const { rows, errors, total } = file.read;
  const problem = fileProblemOf(file);
  if (problem) {
    return (
      <p role="alert" className="flex items-center gap-2 text-destructive text-sm">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" /> {problem}
      </p>
    );
  }
  return (
    <section aria-labelledby={`${idPrefix}-preview-title`} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <h3 id={`${idPrefix}-preview-title`} className="flex items-center gap-2 font-medium">
          <FileCheck2 className="size-4 text-primary" aria-hidden="true" /> Preview of {file.name}
        </h3>
        <p className="text-muted-foreground">
          {total} {total === 1 ? 'row' : 'rows'}: {rows.length} ready, {errors.length} with errors
        </p>
      </div>
      {rows.length > 0 ? (
        <div className="rounded-md border">
          <Table aria-label={`Rows of ${file.name}`} scrollLabel={`Preview of ${file.name}`}>
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
                  <TableCell className="text-muted-foreground">{row.rowNumber}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(row) ?? '—'}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > PREVIEW_ROWS ? (
            <p className="border-t px-3 py-2 text-muted-foreground text-xs">
              Showing the first {PREVIEW_ROWS} of {rows.length} valid rows.
            </p>
          ) : null}
        </div>
      ) : null}
      <RowErrorList id={`${idPrefix}-preview-errors`} errors={errors} />
    </section>
  );
}
