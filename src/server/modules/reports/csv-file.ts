import { toCsv, toCsvLines } from '../../../shared/domain/csv';
import {
  formatReportCell,
  REPORT_TYPE_LABELS,
  type ReportCell,
  type ReportField,
} from '../../../shared/domain/reports';
import type { ReportHeading } from './service';

/** "2026-11-25 19:40 UTC" */
export const generatedLabel = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The start of a report's CSV file: what it is, whose, which days and when, a blank line, then
 * the table's header. docs/reports.md shows one.
 */
export function csvPreamble(heading: ReportHeading): string {
  const about = toCsv(
    ['Report', REPORT_TYPE_LABELS[heading.type]],
    [
      ['Organization', heading.organization],
      ['Range', `${heading.from} to ${heading.to}`],
      ['Generated', generatedLabel(heading.generatedAt)],
      ['Currency', heading.currency],
    ],
  );
  return `${about}\n\n${toCsvLines([heading.columns.map((c) => c.label)])}`;
}

/** Rows of the table, each cell as the screen shows it, formula cells defused. */
export function csvRows(columns: readonly ReportField[], rows: readonly ReportCell[][]): string {
  return toCsvLines(
    rows.map((row) => row.map((cell, i) => formatReportCell(columns[i]!.kind, cell))),
  );
}
