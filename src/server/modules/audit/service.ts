import type { AuditAction } from '../../../shared/enums';
import type { Executor } from '../../db/client';
import { insertByColumns } from '../../db/insert-by-columns';
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

/** Appends audit rows (one statement); pass the transaction of the change they record. */
export async function writeAudit(
  executor: Executor,
  entry: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry as AuditEntry];
  if (entries.length === 0) return;
  await insertByColumns(
    executor,
    auditLog,
    entries.map((e) => ({
      organizationId: e.organizationId,
      userId: e.userId,
      entityType: e.entityType,
      entityId: e.entityId ?? null,
      action: e.action,
      oldValues: e.oldValues ?? null,
      newValues: e.newValues ?? null,
      ipAddress: e.ip,
      userAgent: e.userAgent,
    })),
  );
}
