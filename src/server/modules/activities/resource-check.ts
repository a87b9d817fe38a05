import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';

export const SELECT_RESOURCE = 'Please select a resource';

/**
 * Refuses any id that is not a person of the caller's organization, reporting it on
 * `pathOf(index)`: an assignment or a budget line may only name the organization's people.
 */
export async function refuseForeignResources(
  tx: Transaction,
  ctx: TenantContext,
  ids: readonly string[],
  pathOf: (index: number) => string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...ids]), eq(profiles.organizationId, ctx.organizationId)));
  const known = new Set(found.map((row) => row.id));
  const errors = ids
    .map((id, index) => ({ id, path: pathOf(index) }))
    .filter((entry) => !known.has(entry.id))
    .map((entry) => ({ path: entry.path, message: SELECT_RESOURCE }));
  if (errors.length > 0) throw new AppError('validation', SELECT_RESOURCE, errors);
}
