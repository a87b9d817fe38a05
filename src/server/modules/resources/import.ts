import { and, eq, inArray } from 'drizzle-orm';
import { rowLabel } from '../../../shared/domain/csv';
import { readResourceRows } from '../../../shared/domain/resource-import';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import type { Database, Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { auditUpdate } from '../audit/change';
import { recordImport } from '../imports/record-import';
import { assertImportableFile } from '../imports/refuse-file';
import { insertInvitedPerson, inviterOf, unsafeFindAccountsByEmail } from '../users/service';

/** The profiles of this organization among these accounts. */
function findOwnProfiles(tx: Transaction, ctx: TenantContext, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.organizationId, ctx.organizationId), inArray(profiles.id, ids)));
}

/**
 * Imports people from a resources CSV: a known email of this organization updates that
 * person's profile, a new email adds the person (tracked_employee, invited by mail), an email
 * of another organization is refused and its person left untouched. Valid rows are written in
 * one transaction with the import log and audit rows; invalid ones reported.
 */
export async function importResources(
  db: Database,
  ctx: TenantContext,
  file: { fileName: string; content: string },
  publicUrl: string,
): Promise<CsvImportResult> {
  const read = readResourceRows(file.content);
  assertImportableFile(read);

  // Adding people touches the sign-in tables: the server's own transaction, scoped by hand.
  return db.transaction(async (tx) => {
    const accounts = await unsafeFindAccountsByEmail(tx, [
      ...new Set(read.rows.map((r) => r.email)),
    ]);
    const own = await findOwnProfiles(
      tx,
      ctx,
      accounts.map((a) => a.id),
    );
    const ownByEmail = new Map(own.map((p) => [p.email, p]));
    const takenElsewhere = new Set(
      accounts.filter((a) => !ownByEmail.has(a.email)).map((a) => a.email),
    );
    const inviter = await inviterOf(tx, ctx);

    const errors = [...read.errors];
    let created = 0;
    let updated = 0;
    // People this file has just added: a later row of the same email updates them.
    const addedByEmail = new Map<string, string>();
    for (const row of read.rows) {
      if (takenElsewhere.has(row.email)) {
        errors.push({
          row: rowLabel(row.rowNumber),
          error: `${rowLabel(row.rowNumber)}: A user with this email already exists`,
        });
        continue;
      }
      const fields = {
        fullName: row.fullName,
        employeeId: row.employeeId,
        jobTitle: row.jobTitle,
        department: row.department,
        team: row.team,
        hourlyCost: row.hourlyCost,
        locationCountry: row.locationCountry,
        managerEmail: row.managerEmail,
      };
      const existing = ownByEmail.get(row.email);
      const id = existing?.id ?? addedByEmail.get(row.email);
      if (id) {
        const changes = {
          ...fields,
          hourlyCost: row.hourlyCost == null ? null : row.hourlyCost.toFixed(2),
        };
        await tx
          .update(profiles)
          .set(changes)
          .where(and(eq(profiles.id, id), eq(profiles.organizationId, ctx.organizationId)));
        await auditUpdate(tx, ctx, {
          entityType: 'user',
          entityId: id,
          oldValues: existing ? { fullName: existing.fullName, jobTitle: existing.jobTitle } : null,
          newValues: changes,
        });
        updated += 1;
      } else {
        const person = await insertInvitedPerson(
          tx,
          ctx,
          inviter,
          { ...fields, email: row.email, role: 'tracked_employee' },
          publicUrl,
        );
        addedByEmail.set(row.email, person.id);
        created += 1;
      }
    }
    errors.sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
    const successful = created + updated;
    const result = {
      total: read.total,
      successful,
      failed: read.total - successful,
      created,
      updated,
      errors,
    };
    await recordImport(tx, ctx, {
      importType: 'resources',
      fileName: file.fileName,
      result,
      details: { created, updated },
    });
    return result;
  });
}
