import type { CsvRowError } from '../../../shared/domain/csv';
import type { IMPORT_TYPES } from '../../../shared/enums';
import type { Executor } from '../../db/client';
import { csvImportLogs } from '../../db/schema/audit';
import type { TenantContext } from '../../db/tenant';
import { writeAudit } from '../audit/service';

// Enough to fix a file by; a file of a million bad rows still logs a bounded row.
const LOGGED_ERRORS = 1000;

export type ImportRecord = {
  importType: (typeof IMPORT_TYPES)[number];
  fileName: string;
  result: { total: number; successful: number; failed: number; errors: readonly CsvRowError[] };
  /** What else the audit row tells of this import (created and updated, the tracker). */
  details: Record<string, unknown>;
};

/**
 * Writes an import's csv_import_logs row and its IMPORT audit row (entity csv_import), in the
 * import's own transaction: when the log cannot be written, nothing of the import is.
 */
export async function recordImport(
  tx: Executor,
  ctx: TenantContext,
  { importType, fileName, result, details }: ImportRecord,
): Promise<void> {
  await tx.insert(csvImportLogs).values({
    organizationId: ctx.organizationId,
    importedBy: ctx.actorId,
    importType,
    fileName,
    totalRows: result.total,
    successfulRows: result.successful,
    failedRows: result.failed,
    errors: result.errors.slice(0, LOGGED_ERRORS),
  });
  await writeAudit(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.actorId,
    entityType: 'csv_import',
    action: 'IMPORT',
    newValues: {
      importType,
      fileName,
      total: result.total,
      successful: result.successful,
      failed: result.failed,
      ...details,
    },
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
