import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { CustomerRows } from '@/shared/domain/customer-import';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';

const PREVIEW_ROWS = 8;

/** What the chosen file holds, checked in the browser with the server's own row rules. */
export function ImportPreview({ preview }: { preview: CustomerRows }) {
  if (preview.fileError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-destructive text-sm">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" /> {preview.fileError}
      </p>
    );
  }
  const { rows, errors, total } = preview;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">
          {total} {total === 1 ? 'row' : 'rows'}
        </span>
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-4" aria-hidden="true" /> {rows.length} ready
        </span>
        {errors.length > 0 ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" /> {errors.length} with errors
          </span>
        ) : null}
      </p>
      {rows.length > 0 ? (
        <div className="rounded-md border">
          <Table aria-label="Rows to import">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">Row</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Location</TableHead>
                <TableHead>Parent</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.slice(0, PREVIEW_ROWS).map((row) => (
                <TableRow key={row.rowNumber}>
                  <TableCell className="text-muted-foreground tabular-nums">
                    {row.rowNumber}
                  </TableCell>
                  <TableCell className="font-medium">{row.name}</TableCell>
                  <TableCell>{row.customerType ?? ''}</TableCell>
                  <TableCell>{row.locationCountry ?? ''}</TableCell>
                  <TableCell>{row.parentName ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > PREVIEW_ROWS ? (
            <p className="border-t px-3 py-2 text-muted-foreground text-xs">
              and {rows.length - PREVIEW_ROWS} more
            </p>
          ) : null}
        </div>
      ) : null}
      <RowErrors errors={errors} />
    </div>
  );
}

/** The row errors of a file ('Row 3: Missing required field: name'), in a scrolling list. */
export function RowErrors({ errors }: { errors: readonly { row: string; error: string }[] }) {
  if (errors.length === 0) return null;
  // text-destructive on its own 5% tint is 4.36:1; red-700 clears 4.5:1 (as in the time import).
  return (
    <ul
      aria-label="Row errors"
      className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-destructive/30 bg-destructive/5 p-3 text-red-700 text-sm dark:text-red-300"
    >
      {errors.map((error, index) => (
        <li key={`${error.row}-${index}`}>{error.error}</li>
      ))}
    </ul>
  );
}
