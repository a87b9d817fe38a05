// The closed value lists of SPEC.md section 3 and DESIGN.md section 8, used by the database
// checks, the request schemas and the forms alike.

export const SUBSCRIPTION_TIERS = ['starter', 'professional', 'enterprise'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'trial'] as const;
export const ORGANIZATION_TYPES = [
  'Consulting',
  'Software Development',
  'Manufacturing',
  'Professional Services',
  'Nonprofit',
  'Other',
] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'SEK', 'CAD', 'AUD', 'JPY'] as const;

export const CUSTOMER_TYPES = ['Enterprise', 'SMB', 'Startup'] as const;
export const PROJECT_STATUSES = [
  'draft',
  'planning',
  'active',
  'on_hold',
  'completed',
  'cancelled',
] as const;

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export const RISK_STATUSES = ['potential', 'materialized', 'mitigated'] as const;
export const DEPENDENCY_TYPES = ['internal', 'external'] as const;
export const DEPENDENT_ON = ['team', 'vendor', 'system'] as const;
export const DEPENDENCY_STATUSES = ['open', 'resolved', 'blocked'] as const;
export const INTEGRATION_TYPES = ['api', 'database', 'file', 'webhook'] as const;
export const INTEGRATION_STATUSES = ['planned', 'in_progress', 'completed', 'failed'] as const;
export const CHANGE_TYPES = ['scope', 'schedule', 'budget', 'resource'] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PAYMENT_STATUSES = ['pending', 'invoiced', 'received'] as const;

export const SESSION_TYPES = ['manual', 'automatic'] as const;
export const BREAK_TYPES = ['paid', 'unpaid'] as const;

export const NOTIFICATION_TYPES = [
  'project_assignment',
  'milestone',
  'budget_alert',
  'timesheet',
  'change_request',
  'over_allocation',
  'default',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'LOGIN_SUCCESS',
  'LOGIN_FAILED',
  'LOGOUT',
  'SIGNUP',
  'PASSWORD_RESET_REQUEST',
  'PASSWORD_RESET',
  'IMPORT',
  'ACCESS_GRANTED',
  'ACCESS_DENIED',
  'ERROR',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const IMPORT_TYPES = ['customers', 'resources', 'time_entries'] as const;
