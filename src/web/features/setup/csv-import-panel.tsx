import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CsvRowError } from '@/shared/domain/csv';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
import { CsvFileInput } from '@/web/components/csv-import/csv-file-input';
import { CsvImportOutcome } from '@/web/components/csv-import/csv-import-outcome';
import { type CsvColumn, CsvImportPreview } from '@/web/components/csv-import/csv-import-preview';
import { CsvImportProgress } from '@/web/components/csv-import/csv-import-progress';
import { CsvTemplateDownload } from '@/web/components/csv-import/csv-template-download';
import {
  type CsvPreviewData,
  previewInBrowser,
  useCsvImport,
} from '@/web/components/csv-import/use-csv-import';
import { Button } from '@/web/components/ui/button';

/** Everything that differs between the resources and the customers import of the wizard. */
interface CsvImportPanelProps<Row extends { rowNumber: number }> {
  /** Prefix of element ids ('resources-csv'). */
  idPrefix: string;
  /** Plural noun of the messages: 'Imported 3 customers successfully'. */
  noun: string;
  templatePath: string;
  templateFileName: string;
  importPath: string;
  /** The shared reader of this import (readResourceRows, readCustomerRows). */
  read: (text: string) => {
    rows: Row[];
    errors: CsvRowError[];
    total: number;
    fileError: string | null;
  };
  columns: readonly CsvColumn<Row>[];
  /** The line beside the template: which columns, what happens to known rows. */
  description: ReactNode;
  /** Fields sent with the file (the resources import's inviteNewPeople). */
  fields?: Record<string, unknown>;
  onImported?: (result: CsvImportResult) => void;
}

/**
 * The CSV Import tab of a setup step: the shared import flow laid out in the page, with
 * Upload under the preview and the outcome left in view for the next file.
 */
export function CsvImportPanel<Row extends { rowNumber: number }>(props: CsvImportPanelProps<Row>) {
  const { idPrefix, noun, columns } = props;
  const flow = useCsvImport<CsvPreviewData<Row>, CsvImportResult>({
    importPath: props.importPath,
    noun,
    preview: previewInBrowser(props.read),
    fields: props.fields,
    onImported: props.onImported,
  });
  const ready = flow.preview?.ready ?? 0;
  return (
    <div className="space-y-6">
      <CsvTemplateDownload path={props.templatePath} fileName={props.templateFileName}>
        {props.description}
      </CsvTemplateDownload>
      <CsvFileInput
        id={`${idPrefix}-file`}
        flow={flow}
        hint="The first row names the columns. Nothing is imported until you press Upload."
      />
      <CsvImportProgress stage={flow.stage} fileName={flow.fileName} />
      {flow.preview && flow.fileName ? (
        <>
          <CsvImportPreview
            id={idPrefix}
            fileName={flow.fileName}
            preview={flow.preview}
            columns={columns}
          />
          <div className="flex justify-end">
            <Button
              type="button"
              onClick={() => void flow.upload()}
              disabled={!flow.canImport}
              busy={flow.stage.kind === 'importing'}
            >
              <Upload /> Upload {ready} {ready === 1 ? 'row' : 'rows'}
            </Button>
          </div>
        </>
      ) : null}
      {flow.result ? <CsvImportOutcome id={idPrefix} noun={noun} result={flow.result} /> : null}
    </div>
  );
}
