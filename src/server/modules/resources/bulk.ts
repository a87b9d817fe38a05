import type { z } from 'zod';
import {
  BULK_MESSAGES,
  type BulkResourcesResult,
  type bulkResourcesRequestSchema,
} from '../../../shared/schemas/bulk-resources';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { recordImport } from '../imports/record-import';
import { auditedErrors, countOutcomes, writePeopleRows } from './import';

/** The name the Bulk Resources page's saves carry in the import log. */
export const BULK_SOURCE = 'Bulk Resources';

/**
 * Saves the filled rows of the Bulk Resources page in one transaction (writePeopleRows): known
 * emails of this organization update their person, unknown ones are invited when asked or get
 * the page's 'User does not exist...'. The import log and its IMPORT audit row name the refused
 * rows; a request that fails writes nothing.
 */
export function saveBulkResources(
  db: Database,
  ctx: TenantContext,
  input: z.output<typeof bulkResourcesRequestSchema>,
  publicUrl: string,
): Promise<BulkResourcesResult> {
  return db.transaction(async (tx) => {
    const outcomes = await writePeopleRows(tx, ctx, input.rows, {
      invite: input.inviteNewPeople,
      unknownUser: BULK_MESSAGES.unknownUser,
      publicUrl,
    });
    const errors = outcomes.flatMap((outcome, i) => {
      if (outcome.kind !== 'failed') return [];
      const { row, email } = input.rows[i]!;
      return [{ row, email, error: outcome.error }];
    });
    const { created, updated } = countOutcomes(outcomes);
    const result = {
      successful: created + updated,
      failed: errors.length,
      created,
      updated,
      errors,
    };
    const logged = errors.map(({ row, email, error }) => ({
      row: `Row ${row}`,
      error: `Row ${row} (${email}): ${error}`,
    }));
    await recordImport(tx, ctx, {
      importType: 'resources',
      fileName: BULK_SOURCE,
      result: { total: input.rows.length, ...result, errors: logged },
      details: {
        source: 'bulk_resources',
        created,
        updated,
        inviteNewPeople: input.inviteNewPeople,
        errors: auditedErrors(logged),
      },
    });
    return result;
  });
}
