import type { Transaction } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { notify } from '../notifications/delivery';
import { tellOverAllocations } from '../notifications/over-allocation';
import { findActivePeople, projectLink } from '../notifications/recipients';

type Project = {
  id: string;
  name: string;
  projectManagerId: string | null;
  resourceManagerId: string | null;
};
type Allocation = {
  resourceId: string;
  capacityPercentage: number;
  startDate: string;
  endDate: string | null;
};

/**
 * Called before a capacity allocation is written, in its transaction: tells the person they are
 * allocated (unless they allocated themselves), and whoever watches capacity when it pushes
 * them over 100 % in a week.
 */
export async function tellAllocation(
  tx: Transaction,
  ctx: TenantContext,
  project: Project,
  allocation: Allocation,
  today: string,
): Promise<void> {
  if (allocation.resourceId !== ctx.actorId) {
    const [person] = await findActivePeople(tx, ctx.organizationId, [allocation.resourceId]);
    if (person) {
      const until = allocation.endDate ? ` to ${allocation.endDate}` : ' on';
      await notify(tx, ctx.organizationId, person.id, {
        type: 'project_assignment',
        title: 'New capacity allocation',
        message: `You are allocated ${allocation.capacityPercentage}% of your time to ${project.name} from ${allocation.startDate}${until}.`,
        link: projectLink(person, project),
      });
    }
  }
  await tellOverAllocations(
    tx,
    ctx,
    {
      project,
      added: [
        {
          resourceId: allocation.resourceId,
          kind: 'allocation',
          activityName: null,
          percentage: allocation.capacityPercentage,
          startDate: allocation.startDate,
          endDate: allocation.endDate,
        },
      ],
    },
    today,
  );
}
