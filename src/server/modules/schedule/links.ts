import { and, asc, eq, type SQL } from 'drizzle-orm';
import { findCycle } from '../../../shared/domain/schedule';
import {
  ALREADY_LINKED,
  type ActivityLink,
  cycleMessage,
  LINK_TO_ITSELF,
  linkInputSchema,
  linkSchema,
  linkUpdateSchema,
  SELECT_PREDECESSOR,
} from '../../../shared/schemas/schedule';
import type { Transaction } from '../../db/client';
import { projectActivities } from '../../db/schema/portfolio';
import { activityLinks } from '../../db/schema/schedule';
import type { TenantContext } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { declareProjectChild } from '../project-children/declare';
import { givenFields } from '../project-children/given-fields';

/**
 * Links between a project's activities. Both ends must be activities of the project (its keys
 * say so too), a pair is linked once, and a link that would close a cycle is refused naming
 * the activities on it. The project row is locked while a link is added, so two requests
 * cannot close a cycle between them.
 */
export const activityLinkChild = declareProjectChild({
  path: 'links',
  param: 'linkId',
  tag: 'schedule',
  entityType: 'activity_link',
  notFound: 'Link not found',
  table: activityLinks,
  schemas: { input: linkInputSchema, update: linkUpdateSchema, output: linkSchema },
  summaries: {
    list: "A project's activity links",
    create: 'Link two activities (FS, SS, FF or SF, lag in working days); a cycle is refused',
    update: "Change a link's type or lag",
    delete: 'Remove a link',
  },
  read: readLinks,
  columns: (input) => givenFields(input, []),
  check: async (tx, ctx, projectId, input) => {
    if (!('predecessorId' in input)) return;
    await refuseLink(tx, ctx, projectId, input.predecessorId, input.successorId);
  },
});

/** A project's links (or those matching `where`), oldest first. */
export async function readLinks(
  tx: Transaction,
  _ctx: TenantContext,
  where: SQL,
): Promise<ActivityLink[]> {
  const rows = await tx
    .select({
      id: activityLinks.id,
      predecessorId: activityLinks.predecessorId,
      successorId: activityLinks.successorId,
      type: activityLinks.type,
      lag: activityLinks.lag,
      createdAt: activityLinks.createdAt,
    })
    .from(activityLinks)
    .where(where)
    .orderBy(asc(activityLinks.createdAt), asc(activityLinks.id));
  // Written out: a plan has thousands of links, and on Node 20 a rest and spread cost about
  // 4 µs an object.
  return rows.map((row) => ({
    id: row.id,
    predecessorId: row.predecessorId,
    successorId: row.successorId,
    type: row.type as ActivityLink['type'],
    lag: row.lag,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function refuseLink(
  tx: Transaction,
  ctx: TenantContext,
  projectId: string,
  predecessorId: string,
  successorId: string,
) {
  const refuse = (path: string, message: string): never => {
    throw new AppError('validation', message, [{ path, message }]);
  };
  if (predecessorId === successorId) refuse('successorId', LINK_TO_ITSELF);
  const activities = await tx
    .select({ id: projectActivities.id, name: projectActivities.name })
    .from(projectActivities)
    .where(
      and(
        eq(projectActivities.organizationId, ctx.organizationId),
        eq(projectActivities.projectId, projectId),
      ),
    );
  const names = new Map(activities.map((a) => [a.id, a.name]));
  if (!names.has(predecessorId)) refuse('predecessorId', SELECT_PREDECESSOR);
  if (!names.has(successorId)) refuse('successorId', SELECT_PREDECESSOR);
  const links = await tx
    .select({ predecessorId: activityLinks.predecessorId, successorId: activityLinks.successorId })
    .from(activityLinks)
    .where(
      and(
        eq(activityLinks.organizationId, ctx.organizationId),
        eq(activityLinks.projectId, projectId),
      ),
    );
  if (links.some((l) => l.predecessorId === predecessorId && l.successorId === successorId))
    refuse('successorId', ALREADY_LINKED);
  const cycle = findCycle(names.keys(), [...links, { predecessorId, successorId }]);
  if (cycle) refuse('successorId', cycleMessage(cycle.map((id) => names.get(id)!)));
}
