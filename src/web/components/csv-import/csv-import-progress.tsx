import { Progress } from '@/web/components/ui/progress';
import { Spinner } from '@/web/components/ui/spinner';
import type { CsvImportStage } from './use-csv-import';

/** Where a check or an import is: the file read, its upload in percent, then the server at work. */
export function CsvImportProgress({
  stage,
  fileName,
}: {
  stage: CsvImportStage<unknown, unknown>;
  fileName: string | null;
}) {
  if (stage.kind !== 'checking' && stage.kind !== 'importing') return null;
  if (stage.percent === null) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
        <Spinner /> Checking the file...
      </p>
    );
  }
  const sending = stage.percent < 100;
  // Once the body is out, the server is still reading (or writing) the rows.
  const label = sending
    ? `Uploading ${fileName ?? 'file'}…`
    : stage.kind === 'checking'
      ? 'Checking rows…'
      : 'Importing rows…';
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        {sending ? (
          <span className="text-muted-foreground tabular-nums">{stage.percent}%</span>
        ) : null}
      </div>
      <Progress
        aria-label="Upload progress"
        value={stage.percent}
        className={sending ? undefined : 'animate-pulse'}
      />
    </div>
  );
}
