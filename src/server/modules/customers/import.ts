import { eq, sql } from 'drizzle-orm';
import { type CustomerRow, readCustomerRows } from '../../../shared/domain/customer-import';
import { rowLabel } from '../../../shared/domain/csv';
import type { CsvImportResult } from '../../../shared/schemas/csv-import';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/portfolio';
import { type TenantContext, withTenant } from '../../db/tenant';
import { recordImport } from '../imports/record-import';
import { assertImportableFile } from '../imports/refuse-file';

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
  assertImportableFile(read);

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
    await recordImport(tx, ctx, {
      importType: 'customers',
      fileName: file.fileName,
      result,
      details: { created, updated: result.updated },
    });
    return result;
  });
}
