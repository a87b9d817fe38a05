import type { ComponentProps } from 'react';
import type {
  CHANGE_STATUSES,
  CHANGE_TYPES,
  DEPENDENCY_STATUSES,
  DEPENDENCY_TYPES,
  DEPENDENT_ON,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  PAYMENT_STATUSES,
  RISK_LEVELS,
  RISK_STATUSES,
} from '@/shared/enums';
import type { Badge } from '@/web/components/ui/badge';

type Labels<T extends readonly string[]> = Record<T[number], string>;
type BadgeVariant = ComponentProps<typeof Badge>['variant'];

// How the closed value lists of the project tabs read on screen.

export const RISK_LEVEL_LABELS: Labels<typeof RISK_LEVELS> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const RISK_STATUS_LABELS: Labels<typeof RISK_STATUSES> = {
  potential: 'Potential',
  materialized: 'Materialized',
  mitigated: 'Mitigated',
};
export const DEPENDENCY_TYPE_LABELS: Labels<typeof DEPENDENCY_TYPES> = {
  internal: 'Internal',
  external: 'External',
};
export const DEPENDENT_ON_LABELS: Labels<typeof DEPENDENT_ON> = {
  team: 'Team',
  vendor: 'Vendor',
  system: 'System',
};
export const DEPENDENCY_STATUS_LABELS: Labels<typeof DEPENDENCY_STATUSES> = {
  open: 'Open',
  resolved: 'Resolved',
  blocked: 'Blocked',
};
export const INTEGRATION_TYPE_LABELS: Labels<typeof INTEGRATION_TYPES> = {
  api: 'API',
  database: 'Database',
  file: 'File',
  webhook: 'Webhook',
};
export const INTEGRATION_STATUS_LABELS: Labels<typeof INTEGRATION_STATUSES> = {
  planned: 'Planned',
  in_progress: 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
};
export const CHANGE_TYPE_LABELS: Labels<typeof CHANGE_TYPES> = {
  scope: 'Scope',
  schedule: 'Schedule',
  budget: 'Budget',
  resource: 'Resource',
};
export const PAYMENT_STATUS_LABELS: Labels<typeof PAYMENT_STATUSES> = {
  pending: 'Pending',
  invoiced: 'Invoiced',
  received: 'Received',
};

/** SPEC.md section 9: critical and high destructive, medium secondary, low default. */
export const RISK_LEVEL_BADGES: Record<(typeof RISK_LEVELS)[number], BadgeVariant> = {
  critical: 'destructive',
  high: 'destructive',
  medium: 'secondary',
  low: 'default',
};

export const CHANGE_STATUS_LABELS: Labels<typeof CHANGE_STATUSES> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** SPEC.md section 9: pending secondary, approved default, rejected destructive. */
export const CHANGE_STATUS_BADGES: Record<(typeof CHANGE_STATUSES)[number], BadgeVariant> = {
  pending: 'secondary',
  approved: 'default',
  rejected: 'destructive',
};

/** A label map as select options, in the map's order. */
export function optionsOf<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
