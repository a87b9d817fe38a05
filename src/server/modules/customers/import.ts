import { eq, sql } from 'drizzle-orm';
import { type CustomerRow, readCustomerRows } from '../../../shared/domain/customer-import';
import { rowLabel } from '../../../shared/domain/csv';
import type { CsvImportResult } from '../../../shared/schemas/customers';
import type { Database } from '../../db/client';
import { csvImportLogs } from '../../db/schema/audit';
import { customers } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { writeAudit } from '../audit/service';

const CHUNK = 1000;

/**
 * Imports a customers CSV: rows are matched by name within the organization and updated or
 * inserted, parents linked by name. Valid rows are written together in one transaction with
 * the import log and audit row; invalid rows are reported and written nowhere.
 */
export async function importCustomers(
  db: Database,
  ctx: TenantContext,
  file: { fileName: string; content: string },
): Promise<CsvImportResult> {
  const read = readCustomerRows(file.content);
  if (read.fileError)
    throw new AppError('validation', read.fileError, [
      { path: 'content', message: read.fileError },
    ]);
  if (read.total === 0)
    throw new AppError('validation', 'The file has no rows to import', [
      { path: 'content', message: 'The file has no rows to import' },
    ]);

  return withTenant(db, ctx, async (tx) => {
    const existing = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.organizationId, ctx.organizationId));
    const known = new Set(existing.map((c) => c.name));

    // The last row of a name in the file wins; a parent must be known or in the file.
    const byName = new Map<string, CustomerRow>();
    for (const row of read.rows) byName.set(row.name, row);
    const errors = [...read.errors];
    const rows = [...byName.values()].filter((row) => {
      if (!row.parentName || known.has(row.parentName) || byName.has(row.parentName)) return true;
      errors.push({
        row: rowLabel(row.rowNumber),
        error: `${rowLabel(row.rowNumber)}: Parent customer not found: ${row.parentName}`,
      });
      return false;
    });
    const duplicates = read.rows.length - byName.size;

    let created = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const written = await tx
        .insert(customers)
        .values(
          rows.slice(i, i + CHUNK).map((row) => ({
            organizationId: ctx.organizationId,
            name: row.name,
            customerType: row.customerType,
            locationCountry: row.locationCountry,
          })),
        )
        .onConflictDoUpdate({
          target: [customers.organizationId, customers.name],
          set: {
            customerType: sql`excluded.customer_type`,
            locationCountry: sql`excluded.location_country`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      created += written.filter((w) => w.inserted).length;
    }

    const withParent = rows.filter((row) => row.parentName);
    for (let i = 0; i < withParent.length; i += CHUNK) {
      const pairs = withParent
        .slice(i, i + CHUNK)
        .map((row) => sql`(${row.name}, ${row.parentName})`);
      await tx.execute(sql`
        update customers c set parent_customer_id = p.id
        from (values ${sql.join(pairs, sql`, `)}) as link(child, parent)
        join customers p on p.organization_id = ${ctx.organizationId} and p.name = link.parent
        where c.organization_id = ${ctx.organizationId} and c.name = link.child and c.id <> p.id`);
    }

    errors.sort((a, b) => Number(a.row.slice(4)) - Number(b.row.slice(4)));
    const successful = rows.length + duplicates;
    const result: CsvImportResult = {
      total: read.total,
      successful,
      failed: read.total - successful,
      created,
      updated: rows.length - created,
      errors,
    };
    await tx.insert(csvImportLogs).values({
      organizationId: ctx.organizationId,
      importedBy: ctx.actorId,
      importType: 'customers',
      fileName: file.fileName,
      totalRows: result.total,
      successfulRows: result.successful,
      failedRows: result.failed,
      errors: errors.slice(0, 1000),
    });
    await writeAudit(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.actorId,
      entityType: 'csv_import',
      action: 'IMPORT',
      newValues: {
        importType: 'customers',
        fileName: file.fileName,
        total: result.total,
        successful: result.successful,
        failed: result.failed,
        created,
        updated: result.updated,
      },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return result;
  });
}
