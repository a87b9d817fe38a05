import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, FileUp } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatDuration } from '@/shared/domain/parse-duration';
import {
  HARVEST_DAY_START,
  readTimeEntryRows,
  TIME_IMPORT_SOURCE_NAMES,
  TIME_IMPORT_SOURCES,
  type TimeImportSource,
} from '@/shared/domain/time-import';
import type { TimeImportPreview, TimeImportResult } from '@/shared/schemas/time-import';
import { SelectField } from '@/web/components/select-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { errorMessage, isApiError } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format-date';
import { postJsonWithProgress } from '@/web/lib/upload';
import { TIME_QUERY_KEY } from './time-queries';

// The server's limit (csvImportRequestSchema): refused here before the upload starts.
const MAX_CHARACTERS = 10 * 1024 * 1024;
const PREVIEW_ROWS = 10;

const SOURCE_OPTIONS = TIME_IMPORT_SOURCES.map((source) => ({
  value: source,
  label: TIME_IMPORT_SOURCE_NAMES[source],
}));
const WHERE_TO_EXPORT: Record<TimeImportSource, string> = {
  toggl: 'In Toggl Track: Reports, Detailed, Export, Download as CSV.',
  clockify: 'In Clockify: Reports, Detailed, Export, Save as CSV.',
  harvest: `In Harvest: Reports, Detailed time, Export, CSV. Harvest has no clock times: each person's entries of a day are laid end to end from ${HARVEST_DAY_START}.`,
};

type ChosenFile = { name: string; content: string };
type Stage =
  | { kind: 'choose' }
  | { kind: 'checking'; progress: number }
  | { kind: 'previewed'; preview: TimeImportPreview }
  | { kind: 'importing'; progress: number; preview: TimeImportPreview }
  | { kind: 'done'; result: TimeImportResult };

interface ImportTimeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Switching from another tracker: a Toggl Track, Clockify or Harvest export, previewed, then imported. */
export function ImportTimeDialog({ open, onOpenChange }: ImportTimeDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import from another tracker</DialogTitle>
          <DialogDescription>
            Time entries of a detailed report export. People are matched by email (or full name),
            projects by name within their client; nothing is written until you import.
          </DialogDescription>
        </DialogHeader>
        {open ? <ImportSteps onBusyChange={setBusy} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const failedToast = (error: unknown) =>
  toast.error(
    isApiError(error) && error.status !== 0 && error.status < 500
      ? `Upload failed: ${error.detail}`
      : errorMessage(error, 'Failed to import CSV'),
  );

function ImportSteps({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<TimeImportSource | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  // The file's own problems show at once; the rest (people, projects, overlaps) the server's dry run tells.
  const check = async (chosen: ChosenFile, from: TimeImportSource) => {
    const local = readTimeEntryRows(chosen.content, from);
    if (local.fileError) {
      setFileError(local.fileError);
      setStage({ kind: 'choose' });
      return;
    }
    setStage({ kind: 'checking', progress: 0 });
    onBusyChange(true);
    try {
      const preview = await postJsonWithProgress<TimeImportPreview>(
        '/time/import/preview',
        { fileName: chosen.name, content: chosen.content, source: from },
        (progress) => setStage({ kind: 'checking', progress }),
      );
      setStage({ kind: 'previewed', preview });
    } catch (error) {
      setStage({ kind: 'choose' });
      if (isApiError(error) && error.status === 400) setFileError(error.detail);
      else failedToast(error);
    } finally {
      onBusyChange(false);
    }
  };

  const chooseSource = (next: string | null) => {
    const chosen = (next as TimeImportSource | null) ?? null;
    setSource(chosen);
    setFileError(null);
    setStage({ kind: 'choose' });
    if (chosen && file) void check(file, chosen);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setFile(null);
    setFileError(null);
    setStage({ kind: 'choose' });
    if (!picked) return;
    const content = await picked.text();
    if (content.length > MAX_CHARACTERS) {
      setFileError('File is too large (10 MB at most)');
      return;
    }
    const chosen = { name: picked.name, content };
    setFile(chosen);
    if (source) await check(chosen, source);
  };

  const upload = async () => {
    if (!file || !source || stage.kind !== 'previewed') return;
    const { preview } = stage;
    setStage({ kind: 'importing', progress: 0, preview });
    onBusyChange(true);
    try {
      const result = await postJsonWithProgress<TimeImportResult>(
        '/time/import',
        { fileName: file.name, content: file.content, source },
        (progress) => setStage({ kind: 'importing', progress, preview }),
      );
      setStage({ kind: 'done', result });
      if (result.failed === 0) {
        toast.success(`Imported ${result.successful} time entries successfully`);
      } else {
        toast.warning(`Import complete: ${result.successful} successful, ${result.failed} failed`);
        toast.error(`${result.failed} rows failed to import`);
      }
      void queryClient.invalidateQueries({ queryKey: TIME_QUERY_KEY });
    } catch (error) {
      setStage({ kind: 'previewed', preview });
      failedToast(error);
    } finally {
      onBusyChange(false);
    }
  };

  if (stage.kind === 'done') {
    return (
      <>
        <ImportOutcome result={stage.result} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  const working = stage.kind === 'checking' || stage.kind === 'importing';
  const preview = stage.kind === 'previewed' || stage.kind === 'importing' ? stage.preview : null;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="time-import-source"
          label="Tracker"
          placeholder="Choose Toggl Track, Clockify or Harvest"
          options={SOURCE_OPTIONS}
          value={source}
          onChange={chooseSource}
          disabled={working}
          hint={source ? WHERE_TO_EXPORT[source] : undefined}
        />
        <div className="space-y-2">
          <Label htmlFor="time-import-csv">CSV file</Label>
          <Input
            id="time-import-csv"
            type="file"
            accept=".csv,text/csv"
            disabled={working || !source}
            onChange={(event) => void chooseFile(event)}
            aria-describedby={fileError ? 'time-import-csv-error' : undefined}
          />
          {fileError ? (
            <p id="time-import-csv-error" role="alert" className="text-destructive text-sm">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>
      {working ? <Working stage={stage} fileName={file?.name ?? ''} /> : null}
      {preview ? <PreviewTable preview={preview} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={working}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="button"
          onClick={() => void upload()}
          disabled={!preview || preview.ready === 0 || working}
          busy={stage.kind === 'importing'}
        >
          <FileUp /> Import {preview && preview.ready > 0 ? `${preview.ready} entries` : ''}
        </Button>
      </DialogFooter>
    </>
  );
}

function Working({ stage, fileName }: { stage: Stage; fileName: string }) {
  if (stage.kind !== 'checking' && stage.kind !== 'importing') return null;
  const label =
    stage.progress < 100
      ? `Uploading ${fileName}…`
      : stage.kind === 'checking'
        ? 'Checking rows…'
        : 'Importing rows…';
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">{stage.progress}%</span>
      </div>
      <Progress value={stage.progress} aria-label="Upload progress" />
    </div>
  );
}

/** The server's dry run: counts, the first rows as they would come in, then the refused rows. */
function PreviewTable({ preview }: { preview: TimeImportPreview }) {
  const { rows, errors, total, ready } = preview;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">
          {total} {total === 1 ? 'row' : 'rows'} from {TIME_IMPORT_SOURCE_NAMES[preview.source]}
        </span>
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-4" aria-hidden="true" /> {ready} ready
        </span>
        {errors.length > 0 ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" /> {errors.length} with errors
          </span>
        ) : null}
      </p>
      {rows.length > 0 ? (
        <div className="max-h-72 overflow-auto rounded-md border">
          <Table aria-label="Entries to import">
            <TableHeader>
              <TableRow>
                <TableHead className="w-14">Row</TableHead>
                <TableHead>Person</TableHead>
                <TableHead>Project</TableHead>
                <TableHead>Activity</TableHead>
                <TableHead>Start</TableHead>
                <TableHead>Duration</TableHead>
                <TableHead>Billable</TableHead>
                <TableHead>Notes</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.slice(0, PREVIEW_ROWS).map((row) => (
                <TableRow key={row.rowNumber}>
                  <TableCell className="text-muted-foreground tabular-nums">
                    {row.rowNumber}
                  </TableCell>
                  <TableCell className="font-medium">{row.personName}</TableCell>
                  <TableCell>
                    {row.projectName}
                    <span className="block text-muted-foreground text-xs">{row.customerName}</span>
                  </TableCell>
                  <TableCell>
                    {row.activityName ?? (
                      <span className="text-muted-foreground">
                        {row.unmatchedTask ? `None (${row.unmatchedTask} not found)` : 'None'}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDateTime(row.startTime, { timeZone: row.timeZone })}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {formatDuration(row.durationMinutes)}
                  </TableCell>
                  <TableCell>{row.isBillable ? 'Yes' : 'No'}</TableCell>
                  <TableCell className="max-w-48 truncate">{row.notes ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {ready > PREVIEW_ROWS ? (
            <p className="border-t px-3 py-2 text-muted-foreground text-xs">
              and {ready - PREVIEW_ROWS} more
            </p>
          ) : null}
        </div>
      ) : null}
      <RowErrors errors={errors} />
    </div>
  );
}

/** What the import did: the spec's summary, the counts, and the rows it refused. */
function ImportOutcome({ result }: { result: TimeImportResult }) {
  const figures = [
    ['Rows', result.total],
    ['Imported', result.successful],
    ['Failed', result.failed],
  ] as const;
  return (
    <div className="space-y-4">
      <p className="font-medium text-sm" role="status">
        {result.failed === 0
          ? `Imported ${result.successful} time entries successfully`
          : `Import complete: ${result.successful} successful, ${result.failed} failed`}
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd
              className={
                label === 'Failed' && value > 0
                  ? 'font-semibold text-destructive text-xl tabular-nums'
                  : 'font-semibold text-xl tabular-nums'
              }
            >
              {value}
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

function RowErrors({ errors }: { errors: readonly { row: string; error: string }[] }) {
  if (errors.length === 0) return null;
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
