import { sql } from 'drizzle-orm';
import type { DeletionProgress } from '../../../shared/deletion-lines';
import type { Database, Executor } from '../../db/client';

/** Rows of one table deleted in a statement: a step of the progress a deletion reports. */
const CHUNK_ROWS = 10_000;

/**
 * The tables of `tables` ordered so that each comes before every table it points at: emptied in
 * this order, a table's rows have no rows left pointing at them, so no foreign key cascades or
 * refuses. Tables in a cycle of keys follow in name order, where cascades take what is left.
 */
export async function unsafeDeletionOrder(db: Executor, tables: readonly string[]) {
  const keys = await db.execute<{ child: string; parent: string }>(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    where con.contype = 'f' and con.connamespace = 'public'::regnamespace
      and con.conrelid <> con.confrelid`);
  const among = new Set(tables);
  const pointingAt = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of keys.rows)
    if (among.has(child) && among.has(parent)) pointingAt.get(parent)!.add(child);
  const order: string[] = [];
  const left = new Set([...tables].sort());
  while (left.size > 0) {
    const free = [...left].filter((table) =>
      [...pointingAt.get(table)!].every((child) => !left.has(child)),
    );
    for (const table of free.length > 0 ? free : [...left]) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

/**
 * Deletes an organization's rows of `rows`' tables (counted beforehand), those pointing at
 * others first, a large table `chunkRows` rows a statement, and tells `onProgress` after each.
 * Nothing commits here: the caller's transaction holds it all.
 */
export async function unsafeDeleteOrganizationRows(
  tx: Executor,
  organizationId: string,
  rows: Record<string, number>,
  onProgress: (progress: DeletionProgress) => void,
  chunkRows = CHUNK_ROWS,
) {
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  let deleted = 0;
  const gone = (n: number) => {
    deleted = Math.min(total, deleted + n);
    onProgress({ deleted, total });
  };
  onProgress({ deleted, total });
  for (const table of await unsafeDeletionOrder(tx, Object.keys(rows))) {
    const name = sql.identifier(table);
    if (rows[table]! <= chunkRows) {
      const result = await tx.execute(
        sql`delete from ${name} where organization_id = ${organizationId}`,
      );
      gone(result.rowCount ?? 0);
      continue;
    }
    // Found once: asking for the next rows of the organization after each delete would walk
    // the ones deleted before it again (they stay in the index until the transaction ends).
    await tx.execute(
      sql`declare doomed_rows no scroll cursor for select ctid::text as ctid from ${name} where organization_id = ${organizationId}`,
    );
    for (;;) {
      const chunk = await tx.execute<{ ctid: string }>(
        sql.raw(`fetch forward ${chunkRows} from doomed_rows`),
      );
      if (chunk.rows.length === 0) break;
      const result = await tx.execute(
        sql`delete from ${name} where ctid = any(${sql.param(chunk.rows.map((r) => r.ctid))}::tid[])`,
      );
      gone(result.rowCount ?? 0);
    }
    await tx.execute(sql`close doomed_rows`);
  }
}

/**
 * Vacuums `tables` after a deletion of an organization's rows rolled back. A delete takes every
 * page it touches out of the visibility map, committed or not, and one rolled back leaves no
 * dead rows for autovacuum to come for: until a vacuum, each index-only read of the
 * organization's rows goes to the table (the bench's dashboard: 115 to 129 ms, then 86 once
 * vacuumed). Vacuum visits only the pages left out, so the untouched part of a table is free.
 */
export async function unsafeVacuumAfterRollback(db: Database, tables: readonly string[]) {
  if (tables.length === 0) return;
  await db.execute(
    sql`vacuum ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );
}
