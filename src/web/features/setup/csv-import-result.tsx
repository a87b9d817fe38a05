import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { cn } from '@/web/lib/cn';
import { RowErrorList } from './csv-preview';

/** What the server made of an upload: the counts and the row errors it reported. */
export function CsvImportResultPanel({
  idPrefix,
  result,
}: {
  idPrefix: string;
  result: CsvImportResult;
}) {
  const clean = result.failed === 0;
  const Icon = clean ? CheckCircle2 : TriangleAlert;
  const counts = [
    { label: 'Rows', value: result.total },
    { label: 'Created', value: result.created },
    { label: 'Updated', value: result.updated },
    { label: 'Failed', value: result.failed },
  ];
  return (
    <section
      aria-labelledby={`${idPrefix}-result-title`}
      className={cn(
        'space-y-4 rounded-lg border p-4',
        clean ? 'border-primary/30 bg-primary/5' : 'border-amber-500/40 bg-amber-500/5',
      )}
    >
      <h3 id={`${idPrefix}-result-title`} className="flex items-center gap-2 font-medium text-sm">
        <Icon
          className={cn('size-4', clean ? 'text-primary' : 'text-amber-600')}
          aria-hidden="true"
        />
        Import complete: {result.successful} successful, {result.failed} failed
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-md border bg-background px-3 py-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold text-lg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <RowErrorList id={`${idPrefix}-result-errors`} errors={result.errors} />
    </section>
  );
}
