import type pg from 'pg';

/** A fingerprint of every row of every table: any insert, update or delete changes it. */
export type Checksum = Map<string, string>;

// Rows the server writes on its own, whatever the request: not the request's doing.
const IGNORED = new Set(['__drizzle_migrations']);
// Rows that record an attempt rather than change anything: a refused (or granted) call to the
// platform console is audited by design (SPEC.md section 6).
const RECORDS_OF_ACCESS: Record<string, string> = {
  audit_log: `where t.action not in ('ACCESS_DENIED', 'ACCESS_GRANTED')`,
};

/** Builds the one query that fingerprints every table of the public schema but `ignored`. */
export async function checksumQuery(pool: pg.Pool, ignored: string[] = []): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows
    .filter((r) => !IGNORED.has(r.name) && !ignored.includes(r.name))
    .map(
      (r) =>
        `select '${r.name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as sum from "${r.name}" t ${RECORDS_OF_ACCESS[r.name] ?? ''}`,
    )
    .join(' union all ');
}

export async function checksum(pool: pg.Pool, query: string): Promise<Checksum> {
  const { rows } = await pool.query<{ name: string; sum: string }>(query);
  return new Map(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose fingerprint differs between two checksums. */
export function changedTables(before: Checksum, after: Checksum): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
