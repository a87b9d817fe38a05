import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { Alignment, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  formatReportCell,
  isNumericKind,
  REPORT_TYPE_LABELS,
  type ReportCell,
} from '../../../shared/domain/reports';
import { generatedLabel } from './csv-file';
import type { ReportHeading } from './service';

// Roboto as pdfmake ships it: Latin, Greek and Cyrillic names print as typed.
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'build/fonts/Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: join(fontDirectory, 'Roboto-Regular.ttf'),
    bold: join(fontDirectory, 'Roboto-Medium.ttf'),
    italics: join(fontDirectory, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDirectory, 'Roboto-MediumItalic.ttf'),
  },
});
// A report holds no images or links to fetch: nothing but the fonts is read.
pdfmake.setUrlAccessPolicy(() => false);
(
  pdfmake as unknown as { setLocalAccessPolicy(allow: (path: string) => boolean): void }
).setLocalAccessPolicy((path) => path.startsWith(fontDirectory));

/**
 * A report as a PDF: its title, the organization, the days and when it was made, then the table
 * (landscape, header repeated on every page). When the report has more rows than the file holds,
 * it says so under the title.
 */
export async function reportPdf(
  heading: ReportHeading,
  rows: readonly ReportCell[][],
  total: number,
): Promise<Buffer> {
  const title = `${REPORT_TYPE_LABELS[heading.type]} report`;
  const about: Content[] = [
    { text: title, style: 'title' },
    {
      text: `${heading.organization} · ${heading.from} to ${heading.to} · generated ${generatedLabel(heading.generatedAt)} · amounts in ${heading.currency}`,
      style: 'about',
    },
  ];
  if (rows.length < total)
    about.push({
      text: `The first ${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows; export CSV for all of them.`,
      style: 'about',
    });
  const header: TableCell[] = heading.columns.map((column) => ({
    text: column.label,
    style: 'th',
  }));
  const body: TableCell[][] = rows.map((row) =>
    row.map((cell, i) => {
      const kind = heading.columns[i]!.kind;
      const alignment: Alignment = isNumericKind(kind) ? 'right' : 'left';
      return { text: formatReportCell(kind, cell), alignment };
    }),
  );
  const definition: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 36],
    info: { title, author: heading.organization, creator: 'Stint' },
    defaultStyle: { font: 'Roboto', fontSize: 7 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      about: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 2] },
      th: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (page, pages) => ({
      text: `${title} · ${heading.organization} · page ${page} of ${pages}`,
      fontSize: 7,
      color: '#777777',
      margin: [28, 12, 28, 0],
    }),
    content: [
      ...about,
      {
        margin: [0, 8, 0, 0],
        table: {
          headerRows: 1,
          widths: heading.columns.map(() => '*'),
          body: [header, ...(body.length > 0 ? body : [heading.columns.map(() => '')])],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}
