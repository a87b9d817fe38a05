import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../shared/enums';
import type { Executor } from '../../db/client';
import { writeAudit } from '../audit/service';

/** The platform administrator acting, and from where. */
export type PlatformActor = { userId: string; ip: string | null; userAgent: string | null };

export const platformActorOf = (request: FastifyRequest, userId: string): PlatformActor => ({
  userId,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

type Change = {
  entityType: string;
  entityId: string | null;
  oldValues?: unknown;
  newValues?: unknown;
};

/**
 * An audit row of the platform console: in no organization (so it outlives one that is
 * deleted), with the platform administrator as actor.
 */
export function auditPlatform(
  tx: Executor,
  actor: PlatformActor,
  action: AuditAction,
  change: Change,
): Promise<void> {
  return writeAudit(tx, {
    organizationId: null,
    userId: actor.userId,
    action,
    ...change,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}
