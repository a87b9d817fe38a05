import type pg from 'pg';
import { beginStatement } from '../db/tenant';
import type { LoggedQuery } from './query-log';

/** A node of `explain (analyze, format json)`'s plan, as far as the plan tests read it. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** The rows Postgres expected the node to give, a loop. */
  'Plan Rows': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};

/** The node and every node under it. */
export function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The rows the nodes read: those they gave and those their filters dropped, every loop. */
export function rowsRead(nodes: readonly PlanNode[]): number {
  return nodes.reduce(
    (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
    0,
  );
}

/**
 * The plans a prepared read is held to: planned for its values; planned once for any values, as
 * a prepared statement is from its sixth run; and that without bitmap scans, which is what the
 * bench dataset's statistics chose, where a condition of ORs read all of a person's sessions.
 */
export const PLANS = {
  custom: ['force_custom_plan', 'on'],
  generic: ['force_generic_plan', 'on'],
  'generic, no bitmap scans': ['force_generic_plan', 'off'],
} as const;

/** A value written into a statement (the values here are the test's own); an array as `{a,b}`. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : `'${(value instanceof Date ? value.toISOString() : Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replaceAll("'", "''")}'`;

/** `explain (analyze, format json)` of a prepared statement run with `statement`'s values. */
async function explainPrepared(client: pg.PoolClient, statement: LoggedQuery): Promise<PlanNode[]> {
  await client.query(`prepare explained as ${statement.text}`);
  try {
    const values = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) execute explained${values}`,
    );
    return [...nodesOf(rows[0]!['QUERY PLAN'][0].Plan)];
  } finally {
    // After a failure inside a transaction this fails too: the failure is what to report.
    await client.query('deallocate explained').catch(() => {});
  }
}

/**
 * A statement sent outside any organization (the platform console's, as the pool's own role),
 * explained as it ran: its plan's nodes.
 */
export async function explainedAsSent(pool: pg.Pool, statement: LoggedQuery): Promise<PlanNode[]> {
  const client = await pool.connect();
  try {
    return await explainPrepared(client, statement);
  } finally {
    client.release();
  }
}

/**
 * A statement as it was sent, explained as it runs in each of PLANS, in the organization's
 * transaction, rolled back: each plan's nodes.
 */
export async function explainedInEachPlan(
  pool: pg.Pool,
  organizationId: string,
  statement: LoggedQuery,
): Promise<{ plan: keyof typeof PLANS; nodes: PlanNode[] }[]> {
  const client = await pool.connect();
  try {
    const explained = [];
    for (const [plan, [mode, bitmaps]] of Object.entries(PLANS)) {
      await client.query(beginStatement(organizationId, []));
      await client.query(`set local plan_cache_mode = ${mode}`);
      await client.query(`set local enable_bitmapscan = ${bitmaps}`);
      const nodes = await explainPrepared(client, statement);
      await client.query('rollback');
      explained.push({ plan: plan as keyof typeof PLANS, nodes });
    }
    return explained;
  } finally {
    client.release();
  }
}
