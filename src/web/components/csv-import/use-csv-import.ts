import { type ChangeEvent, useContext, useRef, useState } from 'react';
import { type CsvRowError, csvFileProblem } from '@/shared/domain/csv';
import { csvImportRequestSchema } from '@/shared/schemas/csv-import';
import { isApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';
import { postJsonWithProgress } from '@/web/lib/upload';
import { CsvImportBusyContext } from './import-busy-context';
import { announceImport, uploadFailedMessage } from './import-messages';

/** What a file would import: its first rows as they would come in, and every refused row. */
export interface CsvPreviewData<Row> {
  rows: readonly Row[];
  /** How many rows would come in; `rows` may hold only the first of them. */
  ready: number;
  total: number;
  errors: readonly CsvRowError[];
}

/** What an import did, as every import answers it. */
export interface CsvImportCounts {
  total: number;
  successful: number;
  failed: number;
  created?: number;
  updated?: number;
  errors: readonly CsvRowError[];
}

/** The body of a preview or an import: the file and the fields sent with it. */
export type CsvImportRequest<Fields> = { fileName: string; content: string } & Partial<Fields>;

/** A preview, or why the file cannot be imported at all. */
export type PreviewAnswer<Preview> = Preview | { problem: string };

export type CsvImportStage<Preview, Result> =
  | { kind: 'choose' }
  /** percent is null until the preview's upload (if any) reports progress. */
  | { kind: 'checking'; percent: number | null }
  | { kind: 'previewed'; preview: Preview }
  | { kind: 'importing'; percent: number; preview: Preview }
  | { kind: 'done'; result: Result };

export interface CsvImportOptions<Preview, Result, Fields> {
  /** Where the file is POSTed to be imported ('/customers/import'). */
  importPath: string;
  /** Plural noun of the messages: 'Imported 3 customers successfully'. */
  noun: string;
  /** Fields sent with the file (the time import's tracker). */
  fields?: Partial<Fields>;
  /** The dry run: read in the browser (previewInBrowser) or asked of the server. */
  preview: (
    request: CsvImportRequest<Fields>,
    onProgress: (percent: number) => void,
  ) => PreviewAnswer<Preview> | Promise<PreviewAnswer<Preview>>;
  onImported?: (result: Result) => void;
}

/** What useCsvImport gives its screen. */
export interface CsvImportFlow<Preview, Result, Fields = object> {
  stage: CsvImportStage<Preview, Result>;
  /** The chosen file's name, until it is imported. */
  fileName: string | null;
  /** Why the chosen file cannot be imported at all (too large, a missing column, no rows). */
  fileError: string | null;
  /** The file input's key: a new one clears it. */
  inputKey: number;
  preview: Preview | null;
  result: Result | null;
  /** A check or an import is under way. */
  busy: boolean;
  canImport: boolean;
  chooseFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  /** Previews the chosen file again with other fields (another tracker); null clears the preview. */
  checkAgain: (fields: Partial<Fields> | null) => void;
  upload: () => Promise<void>;
}

type State<Preview, Result, Fields> =
  | Exclude<CsvImportStage<Preview, Result>, { preview: Preview }>
  | { kind: 'previewed'; preview: Preview; request: CsvImportRequest<Fields> }
  | { kind: 'importing'; percent: number; preview: Preview; request: CsvImportRequest<Fields> };

/** A preview of a shared reader's result (readCustomerRows, readResourceRows), made in the browser. */
export function previewInBrowser<Row>(
  read: (text: string) => {
    rows: Row[];
    errors: CsvRowError[];
    total: number;
    fileError: string | null;
  },
) {
  return ({ content }: { content: string }): PreviewAnswer<CsvPreviewData<Row>> => {
    const result = read(content);
    const problem = csvFileProblem(result);
    if (problem) return { problem };
    return {
      rows: result.rows,
      ready: result.rows.length,
      total: result.total,
      errors: result.errors,
    };
  };
}

/**
 * The one CSV import flow: a file is picked, held to the shared size limit, previewed (rows
 * ready and row errors) and, on upload(), sent with a progress report; the outcome is
 * announced with the spec's messages. A later pick wins over a check still under way.
 */
export function useCsvImport<
  Preview extends CsvPreviewData<unknown>,
  Result extends CsvImportCounts,
  Fields extends object = object,
>(options: CsvImportOptions<Preview, Result, Fields>): CsvImportFlow<Preview, Result, Fields> {
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [state, setState] = useState<State<Preview, Result, Fields>>({ kind: 'choose' });
  // Changing it clears the file input: after an import, picking the same file again imports it again.
  const [inputKey, setInputKey] = useState(0);
  // Inside a CsvImportDialog, which stays open while a check or an import runs.
  const onBusyChange = useContext(CsvImportBusyContext);
  const latest = useRef(0);
  const isLatest = (turn: number) => turn === latest.current;
  const move = (next: State<Preview, Result, Fields>) => {
    setState(next);
    onBusyChange?.(next.kind === 'checking' || next.kind === 'importing');
  };

  const check = async (
    chosen: { fileName: string; content: string },
    fields: Partial<Fields> | undefined,
    turn: number,
  ) => {
    const request = { ...chosen, ...fields } as CsvImportRequest<Fields>;
    move({ kind: 'checking', percent: null });
    try {
      const answer = await options.preview(request, (percent) => {
        if (isLatest(turn)) move({ kind: 'checking', percent });
      });
      if (!isLatest(turn)) return;
      if ('problem' in answer) {
        setFileError(answer.problem);
        move({ kind: 'choose' });
      } else {
        move({ kind: 'previewed', preview: answer, request });
      }
    } catch (error) {
      if (!isLatest(turn)) return;
      move({ kind: 'choose' });
      // A 400 is the file's own problem (no export of the chosen tracker): it goes under the field.
      if (isApiError(error, 400)) setFileError(error.detail);
      else toast.error(uploadFailedMessage(error));
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    const turn = ++latest.current;
    setFile(null);
    setFileError(null);
    move(picked ? { kind: 'checking', percent: null } : { kind: 'choose' });
    if (!picked) return;
    const content = await picked.text().catch(() => null);
    if (!isLatest(turn)) return;
    // The server's own limits (10 MB): refused here before anything is sent.
    const checked =
      content === null
        ? null
        : csvImportRequestSchema.safeParse({ fileName: picked.name, content });
    if (content === null || !checked?.success) {
      setFileError(checked?.error?.issues[0]?.message ?? 'The file could not be read');
      move({ kind: 'choose' });
      return;
    }
    const chosen = { fileName: picked.name, content };
    setFile(chosen);
    await check(chosen, options.fields, turn);
  };

  const checkAgain = (fields: Partial<Fields> | null) => {
    const turn = ++latest.current;
    setFileError(null);
    move({ kind: 'choose' });
    if (fields && file) void check(file, fields, turn);
  };

  const upload = async () => {
    if (state.kind !== 'previewed' || state.preview.ready === 0) return;
    const { preview, request } = state;
    ++latest.current;
    move({ kind: 'importing', percent: 0, preview, request });
    try {
      const result = await postJsonWithProgress<Result>(options.importPath, request, (percent) =>
        move({ kind: 'importing', percent, preview, request }),
      );
      move({ kind: 'done', result });
      setFile(null);
      setInputKey((key) => key + 1);
      announceImport(result, options.noun);
      options.onImported?.(result);
    } catch (error) {
      move({ kind: 'previewed', preview, request });
      toast.error(uploadFailedMessage(error));
    }
  };

  return {
    stage: state,
    fileName: file?.fileName ?? null,
    fileError,
    inputKey,
    preview: state.kind === 'previewed' || state.kind === 'importing' ? state.preview : null,
    result: state.kind === 'done' ? state.result : null,
    busy: state.kind === 'checking' || state.kind === 'importing',
    canImport: state.kind === 'previewed' && state.preview.ready > 0,
    chooseFile,
    checkAgain,
    upload,
  };
}
