import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/organizations';

// drizzle leaves out an offset of 0 (`offset ? ... : nothing`), so it is given as SQL.
const OFFSET_ZERO = sql`0` as unknown as number;

/** What an hour of a person costs in cents, from their hourly cost (none: 0). */
export const centsPerHour = (hourlyCost: SQLWrapper) =>
  sql<number>`(coalesce(${hourlyCost}, 0) * 100)::int8`;

/**
 * Each person of the organization with what an hour of theirs costs in cents (none: 0), as a
 * subquery to join time to: `.innerJoin(rates, eq(rates.userId, <time>.userId))`.
 *
 * Cents, not the numeric amount: the cost of 25,000 totals is then integer arithmetic, with one
 * division a group (`costOfMinutes`), not a numeric product and division a row. `offset 0` keeps
 * Postgres from merging the subquery into the query that joins it, so the cents are worked out
 * once a person. On the bench, Analytics' cost of every project: 64 → 31 ms.
 */
export function hourlyCosts(executor: Executor, organizationId: string) {
  return executor
    .select({
      userId: profiles.id,
      centsPerHour: centsPerHour(profiles.hourlyCost).as('cents_per_hour'),
    })
    .from(profiles)
    .where(eq(profiles.organizationId, organizationId))
    .offset(OFFSET_ZERO)
    .as('hourly_costs');
}

/** What the `minutes` of the rows cost, summed, as text: minutes times the hourly cost / 60. */
export function costOfMinutes(minutes: AnyPgColumn, rates: ReturnType<typeof hourlyCosts>) {
  return sql<string>`(coalesce(sum(${minutes} * ${rates.centsPerHour}), 0) / 6000.0)::text`;
}
