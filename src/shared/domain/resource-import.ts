import { z } from 'zod';
import { type CsvRowError, parseCsv, rowLabel } from './csv';

export const RESOURCE_CSV_COLUMNS = [
  'full_name',
  'email',
  'employee_id',
  'job_title',
  'department',
  'team',
  'hourly_cost',
  'location_country',
  'manager_email',
] as const;
export const RESOURCES_TEMPLATE_FILE = 'resources_template.csv';
export const RESOURCES_TEMPLATE = `${RESOURCE_CSV_COLUMNS.join(',')}\nJane Doe,jane.doe@example.com,E-001,Consultant,Delivery,Consulting,85.00,Sweden,\n`;

/** The row error of an unknown email when new people are not invited (resources page wording). */
export const RESOURCES_UNKNOWN_USER =
  'User does not exist. Please create users via Users page or use Bulk Resources page.';

/** The resources import's failed-rows message (SPEC.md section 8). */
export const resourceRowsFailedMessage = (n: number) =>
  `${n} rows failed. Check audit logs for details.`;

const emailFormat = z.string().email();

/** An email a person can be found or invited by: it has an at-sign and the shape of an address. */
export const isResourceEmail = (value: string) =>
  value.length <= 255 && value.includes('@') && emailFormat.safeParse(value).success;

/** A Bulk Resources row is processed only when it has both a name and an email. */
export const isFilledBulkRow = (row: { fullName?: string | null; email?: string | null }) =>
  (row.fullName ?? '').trim() !== '' && (row.email ?? '').trim() !== '';

export type ResourceRow = {
  rowNumber: number;
  fullName: string;
  email: string;
  employeeId: string | null;
  jobTitle: string | null;
  department: string | null;
  team: string | null;
  hourlyCost: number | null;
  locationCountry: string | null;
  managerEmail: string | null;
};

export type ResourceRows = {
  rows: ResourceRow[];
  errors: CsvRowError[];
  total: number;
  fileError: string | null;
};

const text = (value: string | undefined, max: number) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/** Checks a resources CSV row by row (SPEC.md section 5 and 8 wording). */
export function readResourceRows(csv: string): ResourceRows {
  const parsed = parseCsv(csv, ['full_name', 'email']);
  if (parsed.missingColumns.length > 0) {
    return {
      rows: [],
      errors: [],
      total: parsed.total,
      fileError: 'Missing required columns: full_name and email',
    };
  }
  const errors = [...parsed.errors];
  const rows: ResourceRow[] = [];
  const fail = (rowNumber: number, message: string) =>
    errors.push({ row: rowLabel(rowNumber), error: `${rowLabel(rowNumber)}: ${message}` });
  for (const { rowNumber, values } of parsed.records) {
    if (!values.full_name || !values.email) {
      fail(rowNumber, 'Missing required fields: full_name and email');
      continue;
    }
    const address = values.email.toLowerCase();
    if (!isResourceEmail(address)) {
      fail(rowNumber, 'Invalid email format');
      continue;
    }
    if (values.full_name.length < 2 || values.full_name.length > 200) {
      fail(rowNumber, 'full_name must be 2 to 200 characters');
      continue;
    }
    let hourlyCost: number | null = null;
    if (values.hourly_cost) {
      hourlyCost = Number(values.hourly_cost.replace(',', '.'));
      if (!Number.isFinite(hourlyCost) || hourlyCost < 0 || hourlyCost > 10_000) {
        fail(rowNumber, 'hourly_cost must be a number from 0 to 10000');
        continue;
      }
      hourlyCost = Math.round(hourlyCost * 100) / 100;
    }
    const manager = text(values.manager_email, 255);
    if (manager && !isResourceEmail(manager.toLowerCase())) {
      fail(rowNumber, 'Invalid email format');
      continue;
    }
    rows.push({
      rowNumber,
      fullName: values.full_name,
      email: address,
      employeeId: text(values.employee_id, 100),
      jobTitle: text(values.job_title, 200),
      department: text(values.department, 100),
      team: text(values.team, 100),
      hourlyCost,
      locationCountry: text(values.location_country, 100),
      managerEmail: manager?.toLowerCase() ?? null,
    });
  }
  errors.sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
  return { rows, errors, total: parsed.total, fileError: null };
}
