import Papa from 'papaparse';
import { NO_ROWS } from '../schemas/csv-import';

export type CsvRowError = { row: string; error: string };
export type CsvRecord = { rowNumber: number; values: Record<string, string> };
export type ParsedCsv = {
  records: CsvRecord[];
  errors: CsvRowError[];
  total: number;
  missingColumns: string[];
};

/** 'Row 2' is the first data row: the header is row 1 (SPEC.md section 5). */
export const rowLabel = (rowNumber: number) => `Row ${rowNumber}`;

/** Why a file read by an import's reader cannot be imported at all (a missing column, no rows), or null. */
export function csvFileProblem(read: { fileError: string | null; total: number }): string | null {
  return read.fileError ?? (read.total === 0 ? NO_ROWS : null);
}

/**
 * Parses CSV text with a header row (quoted values, any line ending, blank lines skipped) and
 * applies the spec's shape rules: a row of nothing but empty cells is 'Empty row', a row whose
 * value count differs from the header's is a column count mismatch, a row whose quotes do not
 * match (the rest of the file run into one cell) is refused.
 */
export function parseCsv(text: string, requiredColumns: readonly string[]): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  // A quote left open swallows the lines after it into one cell: that row is refused.
  const badQuotes = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row));
  const header = (lines[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const missingColumns = requiredColumns.filter((column) => !header.includes(column));
  const records: CsvRecord[] = [];
  const errors: CsvRowError[] = [];
  let total = 0;
  for (let index = 1; index < lines.length; index++) {
    const cells = lines[index]!;
    const rowNumber = index + 1;
    if (cells.length === 1 && cells[0]!.trim() === '') continue; // a blank line
    total += 1;
    if (cells.every((cell) => cell.trim() === '')) {
      errors.push({ row: rowLabel(rowNumber), error: `${rowLabel(rowNumber)}: Empty row` });
      continue;
    }
    if (badQuotes.has(index)) {
      errors.push({ row: rowLabel(rowNumber), error: `${rowLabel(rowNumber)}: Unmatched quote` });
      continue;
    }
    if (cells.length !== header.length) {
      errors.push({
        row: rowLabel(rowNumber),
        error: `${rowLabel(rowNumber)}: Column count mismatch (expected ${header.length}, got ${cells.length})`,
      });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((column, i) => {
      values[column] = cells[i]!.trim();
    });
    records.push({ rowNumber, values });
  }
  return { records, errors, total, missingColumns };
}

/** A cell a spreadsheet would run as a formula, defused with a leading apostrophe. */
function defused(value: string | number | null): string {
  const text = value == null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const CSV_OPTIONS = {
  newline: '\n',
  quotes: (value: unknown) => typeof value === 'string' && value.includes(';'),
};

/**
 * CSV text of a header and rows, quoted where needed; cells that a spreadsheet would run as a
 * formula are defused with a leading apostrophe (OWASP CSV injection), and a cell holding a
 * semicolon is quoted, so a spreadsheet that splits on ';' cannot make a formula of its tail.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map(defused)) },
    CSV_OPTIONS,
  );
}

/** More rows of a CSV file begun by toCsv, each ending with a newline, made safe the same way. */
export function toCsvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => row.map(defused)),
    { ...CSV_OPTIONS, header: false },
  )}\n`;
}
