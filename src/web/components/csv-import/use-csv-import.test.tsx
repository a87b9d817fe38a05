// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CustomerRow, readCustomerRows } from '@/shared/domain/customer-import';
import { CSV_FILE_TOO_LARGE, CSV_IMPORT_MAX_CHARACTERS } from '@/shared/schemas/csv-import';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { postJsonWithProgress } from '@/web/lib/upload';
import { CsvFileInput } from './csv-file-input';
import { CsvImportDialog, CsvImportSteps } from './csv-import-dialog';
import { CsvImportPreview } from './csv-import-preview';
import {
  type CsvImportRequest,
  type CsvPreviewData,
  type PreviewAnswer,
  previewInBrowser,
  useCsvImport,
} from './use-csv-import';

vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('@/web/lib/upload', () => ({ postJsonWithProgress: vi.fn() }));
const post = vi.mocked(postJsonWithProgress);

type Preview = CsvPreviewData<CustomerRow>;
type Fields = { tracker: string };
type Previewer = (
  request: CsvImportRequest<Fields>,
  onProgress: (percent: number) => void,
) => PreviewAnswer<Preview> | Promise<PreviewAnswer<Preview>>;

function Steps({ preview }: { preview: Previewer }) {
  const flow = useCsvImport<Preview, CsvImportResult, Fields>({
    importPath: '/customers/import',
    noun: 'customers',
    fields: { tracker: 'first' },
    preview,
  });
  return (
    <CsvImportSteps
      id="test"
      noun="customers"
      flow={flow}
      importLabel="Import"
      preview={
        flow.preview && flow.fileName ? (
          <CsvImportPreview
            id="test"
            fileName={flow.fileName}
            preview={flow.preview}
            columns={[{ header: 'Name', cell: (row) => row.name }]}
          />
        ) : null
      }
    >
      <CsvFileInput id="test-file" flow={flow} />
      <button type="button" onClick={() => flow.checkAgain({ tracker: 'second' })}>
        Other tracker
      </button>
    </CsvImportSteps>
  );
}

function renderImport(
  preview: Previewer = previewInBrowser(readCustomerRows),
  onOpenChange: (open: boolean) => void = () => {},
) {
  render(
    <CsvImportDialog open onOpenChange={onOpenChange} title="Import things" description="By name.">
      <Steps preview={preview} />
    </CsvImportDialog>,
  );
}

function choose(text: string, name = 'customers.csv') {
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

/** A promise and the hands to settle it, for a request still under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const result = (over: Partial<CsvImportResult> = {}): CsvImportResult => ({
  total: 2,
  successful: 2,
  failed: 0,
  created: 1,
  updated: 1,
  errors: [],
  ...over,
});

describe('the CSV import flow', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('refuses a file over the shared limit with its message, before any preview', async () => {
    const preview = vi.fn<Previewer>();
    renderImport(preview);
    choose(`name\n${'a'.repeat(CSV_IMPORT_MAX_CHARACTERS)}`);
    expect((await screen.findByRole('alert')).textContent).toBe(CSV_FILE_TOO_LARGE);
    expect(preview).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('says why a file cannot be imported at all and offers no import', async () => {
    renderImport();
    choose('name,customer_type\n\n');
    expect((await screen.findByRole('alert')).textContent).toBe('The file has no rows to import');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('previews the ready rows and the row errors numbered from 2', async () => {
    renderImport();
    choose('name\nAcme\n\nBeta\n,\n');
    expect(await screen.findByText('3 rows: 2 ready, 1 with errors')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows of customers.csv' });
    expect(within(table).getByRole('cell', { name: 'Beta' })).toBeTruthy();
    const errors = screen.getByRole('list', { name: 'Row errors' });
    expect(within(errors).getByText('Row 5: Empty row')).toBeTruthy();
  });

  it('uploads the previewed file with its fields, shows progress, then the outcome', async () => {
    const answer = deferred<CsvImportResult>();
    let progress: (percent: number) => void = () => {};
    post.mockImplementation((_path, _body, onProgress) => {
      progress = onProgress;
      return answer.promise as never;
    });
    renderImport();
    choose('name\nAcme\nBeta\n');
    await screen.findByText('2 rows: 2 ready, 0 with errors');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(post).toHaveBeenCalledWith(
      '/customers/import',
      { fileName: 'customers.csv', content: 'name\nAcme\nBeta\n', tracker: 'first' },
      expect.any(Function),
    );
    expect(await screen.findByText('Uploading customers.csv…')).toBeTruthy();
    // The upload shows 0% at once; the report of 40% renders on its own turn.
    progress(40);
    expect(await screen.findByText('40%')).toBeTruthy();
    progress(100);
    expect(await screen.findByText('Importing rows…')).toBeTruthy();
    answer.resolve(result());
    const summary = await screen.findByText('Imported 2 customers successfully');
    expect(summary.getAttribute('role')).toBe('status');
    expect(toast.success).toHaveBeenCalledWith('Imported 2 customers successfully');
    expect(screen.getByRole('region', { name: 'Imported 2 customers successfully' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('stays open while the file is imported, and closes once it is in', async () => {
    const answer = deferred<CsvImportResult>();
    post.mockReturnValue(answer.promise as never);
    const onOpenChange = vi.fn();
    renderImport(undefined, onOpenChange);
    choose('name\nAcme\n');
    await screen.findByText('1 row: 1 ready, 0 with errors');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    answer.resolve(result({ total: 1, successful: 1, created: 1, updated: 0 }));
    await screen.findByText('Imported 1 customers successfully');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tells of the failed rows in toasts and lists them in the outcome', async () => {
    post.mockResolvedValue(
      result({
        successful: 1,
        failed: 1,
        created: 1,
        updated: 0,
        errors: [{ row: 'Row 3', error: 'Row 3: Parent customer not found: Nobody' }],
      }),
    );
    renderImport();
    choose('name,parent_customer_name\nAcme,\nBeta,Nobody\n');
    await screen.findByText('2 rows: 2 ready, 0 with errors');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByText('Import complete: 1 successful, 1 failed');
    expect(summary.getAttribute('role')).toBe('status');
    expect(toast.warning).toHaveBeenCalledWith('Import complete: 1 successful, 1 failed');
    expect(toast.error).toHaveBeenCalledWith('1 rows failed to import');
    expect(screen.getByText('1 rows failed to import')).toBeTruthy();
    const errors = screen.getByRole('list', { name: 'Row errors' });
    expect(errors.textContent).toBe('Row 3: Parent customer not found: Nobody');
  });

  it('keeps the preview when the upload is refused, and says why', async () => {
    post.mockRejectedValueOnce(new ApiError(413, 'File is too large (10 MB at most)'));
    post.mockRejectedValueOnce(new ApiError(500, 'An unexpected error occurred'));
    renderImport();
    choose('name\nAcme\n');
    await screen.findByText('1 row: 1 ready, 0 with errors');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Upload failed: File is too large (10 MB at most)'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to import CSV'));
    expect(screen.getByRole('table', { name: 'Rows of customers.csv' })).toBeTruthy();
  });

  it("puts a dry run's 400 under the file field", async () => {
    renderImport(() => Promise.reject(new ApiError(400, 'This file is a Toggl Track export')));
    choose('name\nAcme\n');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is a Toggl Track export',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('previews the file again with new fields, and the later check wins', async () => {
    const checks: {
      fields: string;
      answer: ReturnType<typeof deferred<PreviewAnswer<Preview>>>;
    }[] = [];
    renderImport((request) => {
      const answer = deferred<PreviewAnswer<Preview>>();
      checks.push({ fields: request.tracker ?? '', answer });
      return answer.promise;
    });
    choose('name\nAcme\n');
    await vi.waitFor(() => expect(checks).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Other tracker' }));
    expect(checks.map((c) => c.fields)).toEqual(['first', 'second']);
    const rows = (total: number): Preview => ({ rows: [], ready: 0, total, errors: [] });
    checks[1]!.answer.resolve(rows(7));
    expect(await screen.findByText('7 rows: 0 ready, 0 with errors')).toBeTruthy();
    checks[0]!.answer.resolve(rows(1));
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.queryByText('1 row: 0 ready, 0 with errors')).toBeNull();
  });
});
