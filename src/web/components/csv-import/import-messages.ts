import { errorMessage, isApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/toast';

type Counts = { successful: number; failed: number };

/** 'Imported 3 customers successfully', or 'Import complete: 2 successful, 1 failed' (SPEC.md section 8). */
export function importSummary({ successful, failed }: Counts, noun: string): string {
  return failed === 0
    ? `Imported ${successful} ${noun} successfully`
    : `Import complete: ${successful} successful, ${failed} failed`;
}

/** '2 rows failed to import': the heading of an import's row errors and its toast. */
export const rowsFailedMessage = (failed: number) => `${failed} rows failed to import`;

/** The toasts of a finished import: success, or the summary and the failed rows. */
export function announceImport(counts: Counts, noun: string): void {
  if (counts.failed === 0) {
    toast.success(importSummary(counts, noun));
    return;
  }
  toast.warning(importSummary(counts, noun));
  toast.error(rowsFailedMessage(counts.failed));
}

/** An upload the server refused says why ('Upload failed: …'); anything else, the fallback. */
export function uploadFailedMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? `Upload failed: ${error.detail}`
    : errorMessage(error, 'Failed to import CSV');
}
