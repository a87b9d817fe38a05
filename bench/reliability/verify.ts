import type { Ledger } from './load';
import type { BenchPostgres } from './postgres';

export type Verification = {
  /** Writes answered 2xx that were checked in Postgres. */
  checked: number;
  /** Writes answered 2xx that are missing or hold another value: must be none. */
  lost: string[];
  /** Creates answered with an error that were written all the same. */
  writtenDespiteError: { name: string; status: number }[];
  /**
   * The people's customers, and all time sessions, with no audit row of their creation (written
   * by halves): none. Imported customers have one audit row per import instead.
   */
  halfWritten: string[];
  /** Of the creates that got no answer at all, how many are there. */
  unansweredWritten: number;
  unanswered: number;
};

/** Checks, as superuser straight in Postgres, that every acknowledged write is there as written. */
export async function verifyLedger(
  database: BenchPostgres,
  ledger: Ledger,
  orgIds: string[],
): Promise<Verification> {
  const lost: string[] = [];
  const customers = await database.query<{ id: string; organization_id: string; name: string }>(
    'select id, organization_id, name from customers where organization_id = any($1::uuid[])',
    [orgIds],
  );
  const byId = new Map(customers.map((c) => [c.id, c]));
  for (const [id, write] of ledger.customers) {
    const row = byId.get(id);
    if (!row) lost.push(`customer ${id} (${write.acked}) is missing`);
    else if (row.organization_id !== write.orgId)
      lost.push(`customer ${id} in another organization`);
    else if (row.name !== write.acked && !write.triedSince.includes(row.name))
      lost.push(`customer ${id} is named '${row.name}', '${write.acked}' was acknowledged`);
  }

  const sessions = await database.query<{
    id: string;
    organization_id: string;
    start_time: Date;
    end_time: Date | null;
  }>(
    'select id, organization_id, start_time, end_time from time_sessions where organization_id = any($1::uuid[])',
    [orgIds],
  );
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  for (const [id, write] of ledger.sessions) {
    const row = sessionById.get(id);
    if (!row) {
      lost.push(`time session ${id} is missing`);
      continue;
    }
    if (row.start_time.getTime() !== new Date(write.startTime).getTime())
      lost.push(
        `time session ${id} starts at ${row.start_time.toISOString()}, not ${write.startTime}`,
      );
    if (write.endTime !== null && row.end_time?.getTime() !== new Date(write.endTime).getTime())
      lost.push(`time session ${id} ends at ${row.end_time?.toISOString()}, not ${write.endTime}`);
  }

  const names = new Set(customers.map((c) => `${c.organization_id} ${c.name}`));
  const writtenDespiteError = ledger.refusedCreates
    .filter((c) => names.has(`${c.orgId} ${c.name}`))
    .map(({ name, status }) => ({ name, status }));
  const unansweredWritten = ledger.unansweredCreates.filter((c) =>
    names.has(`${c.orgId} ${c.name}`),
  ).length;

  const unaudited = await database.query<{ kind: string; id: string }>(
    `select 'customer' as kind, c.id from customers c
       where c.id = any($2::uuid[])
         and not exists (select 1 from audit_log a where a.entity_type = 'customer'
                           and a.entity_id = c.id::text and a.action = 'CREATE')
     union all
     select 'time session', s.id from time_sessions s
       where s.organization_id = any($1::uuid[])
         and not exists (select 1 from audit_log a where a.entity_type = 'time_session'
                           and a.entity_id = s.id::text and a.action = 'CREATE')`,
    [orgIds, [...ledger.customers.keys()]],
  );
  return {
    checked: ledger.customers.size + ledger.sessions.size,
    lost,
    writtenDespiteError,
    halfWritten: unaudited.map((u) => `${u.kind} ${u.id} has no CREATE audit row`),
    unansweredWritten,
    unanswered: ledger.unansweredCreates.length,
  };
}
