import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { RowErrors } from './import-preview';

const FIGURES = [
  ['Rows', 'total'],
  ['Added', 'created'],
  ['Updated', 'updated'],
  ['Failed', 'failed'],
] as const;

/** What the server did with the file: counts, then the rows it refused. */
export function ImportResult({ result }: { result: CsvImportResult }) {
  return (
    <div className="space-y-4">
      <p className="font-medium text-sm" role="status">
        {result.failed === 0
          ? `Imported ${result.successful} customers successfully`
          : `Import complete: ${result.successful} successful, ${result.failed} failed`}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map(([label, key]) => (
          <div key={key} className="rounded-md border p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd
              className={
                key === 'failed' && result.failed > 0
                  ? 'font-semibold text-destructive text-xl tabular-nums'
                  : 'font-semibold text-xl tabular-nums'
              }
            >
              {result[key]}
            </dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 ? (
        <div className="space-y-2">
          <p className="font-medium text-destructive text-sm">
            {result.failed} rows failed to import
          </p>
          <RowErrors errors={result.errors} />
        </div>
      ) : null}
    </div>
  );
}
