import type { ReactNode } from 'react';
import type { CsvRowError } from '@/shared/domain/csv';
import type { CsvImportResult } from '@/shared/schemas/csv-import';

/** What a shared CSV reader (readResourceRows, readCustomerRows) makes of a file. */
export interface CsvReadResult<Row> {
  rows: Row[];
  errors: CsvRowError[];
  total: number;
  fileError: string | null;
}

/** One column of the preview table. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** Everything that differs between the resources and the customers import. */
export interface CsvImportConfig<Row extends { rowNumber: number }> {
  /** Prefix of element ids ('resources-csv'). */
  idPrefix: string;
  /** Plural noun of the toasts: 'Imported 3 customers successfully'. */
  noun: string;
  templatePath: string;
  templateFileName: string;
  importPath: string;
  read: (text: string) => CsvReadResult<Row>;
  columns: readonly CsvColumn<Row>[];
  /** The line above the file picker: which columns, what happens to known rows. */
  description: ReactNode;
  onImported?: (result: CsvImportResult) => void;
}

/** A chosen file, read and checked with the shared reader, ready to upload. */
export interface ChosenFile<Row> {
  name: string;
  size: number;
  content: string;
  read: CsvReadResult<Row>;
}
