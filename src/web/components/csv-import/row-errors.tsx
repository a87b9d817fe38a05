import { AlertCircle } from 'lucide-react';
import type { CsvRowError } from '@/shared/domain/csv';

// A file of thousands of bad rows lists enough of them to fix the file by.
const LISTED_ERRORS = 100;

/**
 * The row errors of a file or an import ('Row 3: Missing required field: name', numbered from
 * 2 as the header is row 1) under a heading, in a scrolling list.
 */
export function RowErrors({
  id,
  title,
  errors,
}: {
  id: string;
  title: string;
  errors: readonly CsvRowError[];
}) {
  if (errors.length === 0) return null;
  return (
    <div className="space-y-2">
      <p id={id} className="flex items-center gap-2 font-medium text-destructive text-sm">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </p>
      {/* text-destructive on its own 5% tint is 4.36:1; red-700 clears 4.5:1. */}
      <ul
        aria-label="Row errors"
        aria-describedby={id}
        className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-destructive/30 bg-destructive/5 p-3 text-red-700 text-sm dark:text-red-300"
      >
        {errors.slice(0, LISTED_ERRORS).map((error, index) => (
          <li key={`${error.row}-${index}`}>{error.error}</li>
        ))}
        {errors.length > LISTED_ERRORS ? (
          <li className="text-muted-foreground">and {errors.length - LISTED_ERRORS} more</li>
        ) : null}
      </ul>
    </div>
  );
}
