import { eq, inArray } from 'drizzle-orm';
import { rowLabel } from '../../../shared/domain/csv';
import { readResourceRows } from '../../../shared/domain/resource-import';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import type { Database } from '../../db/client';
import { authUsers } from '../../db/schema/auth';
import { profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { auditUpdate } from '../audit/change';
import { recordImport } from '../imports/record-import';
import { assertImportableFile } from '../imports/refuse-file';
import { insertInvitedPerson, inviterOf } from '../users/service';

/**
 * Imports people from a resources CSV: a known email of this organization updates that
 * person's profile, a new email adds the person (tracked_employee, invited by mail). Valid rows
 * are written in one transaction with the import log and audit rows; invalid ones reported.
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
    const emails = [...new Set(read.rows.map((r) => r.email))];
    const users = emails.length
      ? await tx
          .select({ id: authUsers.id, email: authUsers.email })
          .from(authUsers)
          .where(inArray(authUsers.email, emails))
      : [];
    const mine = users.length
      ? await tx
          .select()
          .from(profiles)
          .where(
            inArray(
              profiles.id,
              users.map((u) => u.id),
            ),
          )
      : [];
    const ownByEmail = new Map(
      mine.filter((p) => p.organizationId === ctx.organizationId).map((p) => [p.email, p]),
    );
    const takenElsewhere = new Set(
      users.filter((u) => !ownByEmail.has(u.email)).map((u) => u.email),
    );
    const inviter = await inviterOf(tx, ctx);

    const errors = [...read.errors];
    let created = 0;
    let updated = 0;
    const seen = new Set<string>();
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
      if (existing || seen.has(row.email)) {
        const id =
          existing?.id ??
          (
            await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, row.email))
          )[0]!.id;
        const changes = {
          ...fields,
          hourlyCost: row.hourlyCost == null ? null : row.hourlyCost.toFixed(2),
        };
        await tx.update(profiles).set(changes).where(eq(profiles.id, id));
        await auditUpdate(tx, ctx, {
          entityType: 'user',
          entityId: id,
          oldValues: existing ? { fullName: existing.fullName, jobTitle: existing.jobTitle } : null,
          newValues: changes,
        });
        updated += 1;
      } else {
        await insertInvitedPerson(
          tx,
          ctx,
          inviter,
          { ...fields, email: row.email, role: 'tracked_employee' },
          publicUrl,
        );
        created += 1;
      }
      seen.add(row.email);
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
