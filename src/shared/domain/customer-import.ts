import { customerNameSchema } from '../schemas/customers';
import { type CsvRowError, parseCsv, rowLabel } from './csv';

export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'customer_type',
  'location_country',
  'parent_customer_name',
] as const;
export const CUSTOMERS_TEMPLATE_FILE = 'customers_template.csv';
export const CUSTOMERS_TEMPLATE = `${CUSTOMER_CSV_COLUMNS.join(',')}\nAcme Corporation,Enterprise,Sweden,\nAcme Retail,Enterprise,Sweden,Acme Corporation\n`;

export type CustomerRow = {
  rowNumber: number;
  name: string;
  customerType: string | null;
  locationCountry: string | null;
  parentName: string | null;
};

export type CustomerRows = {
  rows: CustomerRow[];
  errors: CsvRowError[];
  total: number;
  fileError: string | null;
};

const limit = (
  value: string | undefined,
  max: number,
  field: string,
  rowNumber: number,
  errors: CsvRowError[],
) => {
  const text = (value ?? '').trim();
  if (text.length > max) {
    errors.push({
      row: rowLabel(rowNumber),
      error: `${rowLabel(rowNumber)}: ${field} must be less than ${max} characters`,
    });
    return undefined;
  }
  return text === '' ? null : text;
};

/** Checks a customers CSV row by row; valid rows come back ready to write, the rest as row errors. */
export function readCustomerRows(text: string): CustomerRows {
  const parsed = parseCsv(text, ['name']);
  if (parsed.missingColumns.length > 0) {
    return {
      rows: [],
      errors: [],
      total: parsed.total,
      fileError: 'Missing required column: name',
    };
  }
  const errors = [...parsed.errors];
  const rows: CustomerRow[] = [];
  for (const { rowNumber, values } of parsed.records) {
    if (!values.name) {
      errors.push({
        row: rowLabel(rowNumber),
        error: `${rowLabel(rowNumber)}: Missing required field: name`,
      });
      continue;
    }
    const name = customerNameSchema.safeParse(values.name);
    if (!name.success) {
      errors.push({
        row: rowLabel(rowNumber),
        error: `${rowLabel(rowNumber)}: ${name.error.issues[0]?.message}`,
      });
      continue;
    }
    const before = errors.length;
    const customerType = limit(values.customer_type, 100, 'customer_type', rowNumber, errors);
    const locationCountry = limit(
      values.location_country,
      100,
      'location_country',
      rowNumber,
      errors,
    );
    const parentName = limit(
      values.parent_customer_name,
      200,
      'parent_customer_name',
      rowNumber,
      errors,
    );
    if (errors.length > before) continue;
    if (parentName && parentName.toLowerCase() === name.data.toLowerCase()) {
      errors.push({
        row: rowLabel(rowNumber),
        error: `${rowLabel(rowNumber)}: A customer cannot be its own parent`,
      });
      continue;
    }
    rows.push({
      rowNumber,
      name: name.data,
      customerType: customerType ?? null,
      locationCountry: locationCountry ?? null,
      parentName: parentName ?? null,
    });
  }
  errors.sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
  return { rows, errors, total: parsed.total, fileError: null };
}
