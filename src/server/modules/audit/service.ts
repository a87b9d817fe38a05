import type { AuditAction } from '../../../shared/enums';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditEntry = {
  organizationId: string | null;
  userId: string | null;
  entityType: string;
  entityId?: string | null;
  action: AuditAction;
  oldValues?: unknown;
  newValues?: unknown;
  ip: string | null;
  userAgent: string | null;
};

/** Appends one audit row; pass the transaction of the change it records. */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    organizationId: entry.organizationId,
    userId: entry.userId,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    action: entry.action,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
    ipAddress: entry.ip,
    userAgent: entry.userAgent,
  });
}
