import { type ReactNode, useMemo } from 'react';
import type { CsvRowError } from '@/shared/domain/csv';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { CsvFileInput } from './csv-file-input';
import { CsvImportSteps } from './csv-import-dialog';
import { type CsvColumn, CsvImportPreview } from './csv-import-preview';
import { CsvTemplateDownload } from './csv-template-download';
import {
  type CsvImportFlow,
  type CsvPreviewData,
  previewInBrowser,
  useCsvImport,
} from './use-csv-import';

interface CsvRowsImportProps<Row extends { rowNumber: number }, Fields extends object> {
  /** Prefix of element ids ('customers-csv'). */
  id: string;
  /** Plural noun of the messages: 'Imported 3 customers successfully'. */
  noun: string;
  importPath: string;
  templatePath: string;
  templateFileName: string;
  /** The shared reader of this import (readCustomerRows), run in the browser for the preview. */
  read: (text: string) => {
    rows: Row[];
    errors: CsvRowError[];
    total: number;
    fileError: string | null;
  };
  columns: readonly CsvColumn<Row>[];
  /** The line beside the template: which columns there are. */
  columnsHint: ReactNode;
  /** Fields sent with the file (the resources import's inviteNewPeople). */
  fields?: Partial<Fields>;
  /** Choices of the import above the file input, given the flow to check the file again. */
  options?: (flow: CsvImportFlow<CsvPreviewData<Row>, CsvImportResult, Fields>) => ReactNode;
  onImported: () => void;
}

/**
 * The body of an import dialog whose file is read in the browser: the template, the choices,
 * the file, the preview of its rows, Import, and the outcome (customers and resources).
 */
export function CsvRowsImport<Row extends { rowNumber: number }, Fields extends object = object>(
  props: CsvRowsImportProps<Row, Fields>,
) {
  const { id, noun, read } = props;
  const preview = useMemo(() => previewInBrowser(read), [read]);
  const flow = useCsvImport<CsvPreviewData<Row>, CsvImportResult, Fields>({
    importPath: props.importPath,
    noun,
    fields: props.fields,
    preview,
    onImported: props.onImported,
  });
  return (
    <CsvImportSteps
      id={id}
      noun={noun}
      flow={flow}
      importLabel="Import"
      preview={
        flow.preview && flow.fileName ? (
          <CsvImportPreview
            id={id}
            fileName={flow.fileName}
            preview={flow.preview}
            columns={props.columns}
          />
        ) : null
      }
    >
      <CsvTemplateDownload path={props.templatePath} fileName={props.templateFileName}>
        {props.columnsHint}
      </CsvTemplateDownload>
      {props.options?.(flow)}
      <CsvFileInput id={id} flow={flow} />
    </CsvImportSteps>
  );
}
