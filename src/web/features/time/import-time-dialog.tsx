import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { csvFileProblem } from '@/shared/domain/csv';
import { formatDuration } from '@/shared/domain/parse-duration';
import {
  HARVEST_DAY_START,
  readTimeEntryRows,
  TIME_IMPORT_SOURCE_NAMES,
  TIME_IMPORT_SOURCES,
  type TimeImportSource,
} from '@/shared/domain/time-import';
import type {
  TimeImportPreview,
  TimeImportPreviewRow,
  TimeImportResult,
} from '@/shared/schemas/time-import';
import { CsvFileInput } from '@/web/components/csv-import/csv-file-input';
import {
  CsvImportDialog,
  type CsvImportDialogState,
  CsvImportSteps,
} from '@/web/components/csv-import/csv-import-dialog';
import { type CsvColumn, CsvImportPreview } from '@/web/components/csv-import/csv-import-preview';
import {
  type CsvImportRequest,
  type PreviewAnswer,
  useCsvImport,
} from '@/web/components/csv-import/use-csv-import';
import { SelectField } from '@/web/components/select-field';
import { formatDateTime } from '@/web/lib/format-date';
import { postJsonWithProgress } from '@/web/lib/upload';
import { TIME_QUERY_KEY } from './time-queries';

const ID = 'time-import-csv';
const SOURCE_OPTIONS = TIME_IMPORT_SOURCES.map((source) => ({
  value: source,
  label: TIME_IMPORT_SOURCE_NAMES[source],
}));
const WHERE_TO_EXPORT: Record<TimeImportSource, string> = {
  toggl: 'In Toggl Track: Reports, Detailed, Export, Download as CSV.',
  clockify: 'In Clockify: Reports, Detailed, Export, Save as CSV.',
  harvest: `In Harvest: Reports, Detailed time, Export, CSV. Harvest has no clock times: each person's entries of a day are laid end to end from ${HARVEST_DAY_START}.`,
};

const COLUMNS: readonly CsvColumn<TimeImportPreviewRow>[] = [
  { header: 'Person', cell: (row) => row.personName, className: 'font-medium' },
  {
    header: 'Project',
    cell: (row) => (
      <>
        {row.projectName}
        <span className="block text-muted-foreground text-xs">{row.customerName}</span>
      </>
    ),
  },
  {
    header: 'Activity',
    cell: (row) =>
      row.activityName ?? (
        <span className="text-muted-foreground">
          {row.unmatchedTask ? `None (${row.unmatchedTask} not found)` : 'None'}
        </span>
      ),
  },
  {
    header: 'Start',
    cell: (row) => formatDateTime(row.startTime, { timeZone: row.timeZone }),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Duration',
    cell: (row) => formatDuration(row.durationMinutes),
    className: 'tabular-nums',
  },
  { header: 'Billable', cell: (row) => (row.isBillable ? 'Yes' : 'No') },
  { header: 'Notes', cell: (row) => row.notes ?? '', className: 'max-w-48 truncate' },
];

type Fields = { source: TimeImportSource };

/** The file's own problems show at once; the rest (people, projects, overlaps) the server's dry run tells. */
async function previewTimeFile(
  request: CsvImportRequest<Fields>,
  onProgress: (percent: number) => void,
): Promise<PreviewAnswer<TimeImportPreview>> {
  const problem = csvFileProblem(readTimeEntryRows(request.content, request.source));
  if (problem) return { problem };
  return postJsonWithProgress<TimeImportPreview>('/time/import/preview', request, onProgress);
}

/** Switching from another tracker: a Toggl Track, Clockify or Harvest export, previewed, then imported. */
export function ImportTimeDialog(state: CsvImportDialogState) {
  return (
    <CsvImportDialog
      {...state}
      title="Import from another tracker"
      description="Time entries of a detailed report export. People are matched by email (or full name), projects by name within their client; nothing is written until you import."
      className="sm:max-w-4xl"
    >
      <ImportTime />
    </CsvImportDialog>
  );
}

function ImportTime() {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<TimeImportSource | null>(null);
  const flow = useCsvImport<TimeImportPreview, TimeImportResult, Fields>({
    importPath: '/time/import',
    noun: 'time entries',
    fields: source ? { source } : undefined,
    preview: previewTimeFile,
    onImported: () => void queryClient.invalidateQueries({ queryKey: TIME_QUERY_KEY }),
  });

  const chooseSource = (next: string | null) => {
    const chosen = (next as TimeImportSource | null) ?? null;
    setSource(chosen);
    flow.checkAgain(chosen ? { source: chosen } : null);
  };

  const { preview } = flow;
  return (
    <CsvImportSteps
      id={ID}
      noun="time entries"
      flow={flow}
      importLabel={preview && preview.ready > 0 ? `Import ${preview.ready} entries` : 'Import'}
      preview={
        preview && flow.fileName ? (
          <CsvImportPreview
            id={ID}
            fileName={flow.fileName}
            preview={preview}
            columns={COLUMNS}
            tableLabel="Entries to import"
            origin={`from ${TIME_IMPORT_SOURCE_NAMES[preview.source]}`}
          />
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="time-import-source"
          label="Tracker"
          placeholder="Choose Toggl Track, Clockify or Harvest"
          options={SOURCE_OPTIONS}
          value={source}
          onChange={chooseSource}
          disabled={flow.busy}
          hint={source ? WHERE_TO_EXPORT[source] : undefined}
        />
        <CsvFileInput id={ID} flow={flow} disabled={!source} />
      </div>
    </CsvImportSteps>
  );
}
