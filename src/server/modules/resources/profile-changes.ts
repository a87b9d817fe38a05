import type { Transaction } from '../../db/client';
import { profiles } from '../../db/schema/organizations';
import type { TenantContext } from '../../db/tenant';
import { updateByColumns } from '../../db/update-by-columns';

type Profile = typeof profiles.$inferSelect;

/** The fields of a person a people row (a resources CSV, Bulk Resources) may change. */
export type ProfileChanges = Partial<
  Pick<
    Profile,
    | 'fullName'
    | 'employeeId'
    | 'jobTitle'
    | 'department'
    | 'team'
    | 'departmentId'
    | 'teamId'
    | 'hourlyCost'
    | 'locationCountry'
    | 'managerEmail'
  >
>;

/**
 * Writes the changes of many people of the organization (by profile id): each person's changed
 * fields get their new values, the others stay as they are. One statement (updateByColumns) for
 * the people who change the same fields: most files change the same ones for all.
 */
export async function updateProfiles(
  tx: Transaction,
  ctx: TenantContext,
  changes: ReadonlyMap<string, ProfileChanges>,
): Promise<void> {
  const byFields = new Map<string, [string, ProfileChanges][]>();
  for (const [id, change] of changes) {
    const fields = Object.keys(change).sort().join();
    byFields.set(fields, [...(byFields.get(fields) ?? []), [id, change]]);
  }
  for (const people of byFields.values())
    await updateByColumns(
      tx,
      profiles,
      ctx.organizationId,
      people.map(([id, change]) => ({ id, ...change })),
    );
}
