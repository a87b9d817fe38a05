import { BULK_MESSAGES, type BulkResourceRow } from '../schemas/bulk-resources';
import { isFilledBulkRow, isResourceEmail } from './resource-import';

/** One row of the Bulk Resources page as typed: every field is text until it is saved. */
export type BulkDraftRow = {
  key: number;
  fullName: string;
  email: string;
  employeeId: string;
  jobTitle: string;
  department: string;
  team: string;
  hourlyCost: string;
  locationCountry: string;
  managerEmail: string;
};

export type BulkDraftField = Exclude<keyof BulkDraftRow, 'key'>;

export const blankBulkRow = (key: number): BulkDraftRow => ({
  key,
  fullName: '',
  email: '',
  employeeId: '',
  jobTitle: '',
  department: '',
  team: '',
  hourlyCost: '',
  locationCountry: '',
  managerEmail: '',
});

/** The rows a save sends (`row` is the place on the page), or the one message that stops it. */
export type BulkSave = { rows: BulkResourceRow[] } | { problem: string };

/**
 * What Save All Resources sends: only rows with both a name and an email (SPEC.md section 5);
 * none of them is 'Please fill in at least one resource with name and email', and the first
 * email without the shape of an address stops the save with 'Invalid email format: {email}'.
 */
export function bulkSaveOf(rows: readonly BulkDraftRow[]): BulkSave {
  const filled = rows
    .map((row, index) => ({ row, place: index + 1 }))
    .filter(({ row }) => isFilledBulkRow(row));
  if (filled.length === 0) return { problem: BULK_MESSAGES.noRows };
  const badEmail = filled.find(({ row }) => !isResourceEmail(row.email.trim().toLowerCase()));
  if (badEmail) return { problem: BULK_MESSAGES.invalidEmail(badEmail.row.email.trim()) };
  const badCost = filled.find(({ row }) => costOf(row.hourlyCost) === undefined);
  if (badCost) return { problem: `Row ${badCost.place}: Hourly cost must be a positive number` };
  return {
    rows: filled.map(({ row, place }) => ({
      row: place,
      fullName: row.fullName.trim(),
      email: row.email.trim().toLowerCase(),
      employeeId: row.employeeId,
      jobTitle: row.jobTitle,
      department: row.department,
      team: row.team,
      hourlyCost: costOf(row.hourlyCost),
      locationCountry: row.locationCountry,
      managerEmail: row.managerEmail,
    })),
  };
}

/** A typed hourly cost: null when empty, undefined when it is no amount the server takes. */
function costOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 10_000 ? value : undefined;
}
