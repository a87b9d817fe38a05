import { timeOff, utilizationTargets } from '../db/schema/resources';
import { daysFrom } from './plan';
import type { DemoContext } from './seed-context';

/**
 * Time off for two people in the coming weeks and a personal utilization target for one; the
 * others keep the organization's default target.
 */
export async function insertTimeOffAndTargets(ctx: DemoContext): Promise<void> {
  const away = (role: 'user' | 'project_manager', from: number, to: number, reason: string) => ({
    organizationId: ctx.organizationId,
    resourceId: ctx.personId(role),
    startDate: daysFrom(ctx.today, from),
    endDate: daysFrom(ctx.today, to),
    reason,
    createdBy: ctx.personId('resource_manager'),
  });
  await ctx.tx
    .insert(timeOff)
    .values([away('user', 14, 18, 'Vacation'), away('project_manager', 28, 29, 'Conference')]);
  await ctx.tx.insert(utilizationTargets).values({
    organizationId: ctx.organizationId,
    resourceId: ctx.personId('user'),
    targetHoursPerWeek: '32',
    targetBillablePercentage: 75,
  });
}
