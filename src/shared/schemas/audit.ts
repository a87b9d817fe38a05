import { z } from 'zod';
import { AUDIT_ACTIONS } from '../enums';

/** The audit log shows the latest 100 entries (SPEC.md section 9); older ones come by page. */
export const AUDIT_LOG_PAGE_SIZE = 100;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;

export const INVALID_AUDIT_CURSOR = 'Invalid page cursor';

/** The action filter: every action, or one of them. */
export const AUDIT_ACTION_FILTERS = ['all', ...AUDIT_ACTIONS] as const;
export type AuditActionFilter = (typeof AUDIT_ACTION_FILTERS)[number];

/**
 * Where the next page starts: the last entry's created_at (to the microsecond, UTC) and id,
 * joined by '_'. Opaque to the web, which hands back the `nextBefore` of the previous page.
 */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits a page cursor into the (created_at, id) it stands for. */
export function parseAuditCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt = '', id = ''] = cursor.split('_');
  return { createdAt, id };
}

export const auditLogQuerySchema = z.object({
  search: z.string().trim().max(200, 'Must be less than 200 characters').optional(),
  action: z.enum(AUDIT_ACTION_FILTERS).default('all'),
  before: z.string().regex(CURSOR, INVALID_AUDIT_CURSOR).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
});

export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditActorSchema = z.object({
  id: z.string(),
  /** Null when the person is no longer in the organization. */
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Who did it; null for an event no person caused. */
  actor: auditActorSchema.nullable(),
  createdAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The cursor of the next (older) page, null on the last one. */
  nextBefore: z.string().nullable(),
});

export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
