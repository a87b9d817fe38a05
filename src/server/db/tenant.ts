import { sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database, Transaction } from './client';

/** The role requests run as: owns no table, bypasses no policy. Created by the migrations. */
export const APP_ROLE = 'stint_app';

/** Who is acting, for which organization, from where. Every service takes it first. */
export type TenantContext = {
  organizationId: string;
  actorId: string;
  roles: readonly Role[];
  ip: string | null;
  userAgent: string | null;
};

/**
 * Runs `work` in one transaction as the application role with app.organization_id set, so
 * row-level security limits every statement to the caller's organization, even one that
 * forgets its filter.
 */
export function withTenant<T>(
  db: Database,
  ctx: Pick<TenantContext, 'organizationId'>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.organization_id', ${ctx.organizationId}, true)`,
    );
    return work(tx);
  });
}
