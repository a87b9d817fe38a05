import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { importSummary, rowsFailedMessage } from './import-messages';
import { RowErrors } from './row-errors';
import type { CsvImportCounts } from './use-csv-import';

/** What the server did with the file: the spec's summary, the counts, the rows it refused. */
export function CsvImportOutcome({
  id,
  noun,
  result,
}: {
  id: string;
  /** Plural noun of the summary: 'Imported 3 customers successfully'. */
  noun: string;
  result: CsvImportCounts;
}) {
  const clean = result.failed === 0;
  const Icon = clean ? CheckCircle2 : TriangleAlert;
  // An import that adds and updates (customers, people) tells both; a time import, what came in.
  const figures =
    result.created === undefined || result.updated === undefined
      ? [
          ['Rows', result.total],
          ['Imported', result.successful],
          ['Failed', result.failed],
        ]
      : [
          ['Rows', result.total],
          ['Added', result.created],
          ['Updated', result.updated],
          ['Failed', result.failed],
        ];
  return (
    <section
      aria-labelledby={`${id}-outcome-title`}
      className={cn(
        'space-y-4 rounded-lg border p-4',
        clean ? 'border-primary/30 bg-primary/5' : 'border-amber-500/40 bg-amber-500/5',
      )}
    >
      <div className="flex items-center gap-2">
        <Icon
          className={cn('size-4 shrink-0', clean ? 'text-primary' : 'text-amber-600')}
          aria-hidden="true"
        />
        <p id={`${id}-outcome-title`} role="status" className="font-medium text-sm">
          {importSummary(result, noun)}
        </p>
      </div>
      <dl
        className={cn(
          'grid gap-3',
          figures.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3',
        )}
      >
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border bg-background px-3 py-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd
              className={cn(
                'font-semibold text-lg tabular-nums',
                label === 'Failed' && Number(value) > 0 && 'text-destructive',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <RowErrors
        id={`${id}-outcome-errors`}
        title={rowsFailedMessage(result.failed)}
        errors={result.errors}
      />
    </section>
  );
}
