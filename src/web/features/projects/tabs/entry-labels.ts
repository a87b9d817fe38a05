import type { ComponentProps } from 'react';
import * as Enums from '@/shared/enums';
import type { Badge } from '@/web/components/ui/badge';

type Labels<T extends readonly string[]> = Record<T[number], string>;
type BadgeVariant = ComponentProps<typeof Badge>['variant'];

// How the closed value lists of the project tabs read on screen: each value with its words
// capitalized ('in_progress' reads 'In Progress'), but for the exceptions given.

function labelsOf<const T extends readonly string[]>(
  values: T,
  exceptions: Partial<Labels<T>> = {},
): Labels<T> {
  const words = (value: string) =>
    value
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
  return Object.fromEntries(
    values.map((value) => [value, exceptions[value as T[number]] ?? words(value)]),
  ) as Labels<T>;
}

export const RISK_LEVEL_LABELS = labelsOf(Enums.RISK_LEVELS);
export const RISK_STATUS_LABELS = labelsOf(Enums.RISK_STATUSES);
export const DEPENDENCY_TYPE_LABELS = labelsOf(Enums.DEPENDENCY_TYPES);
export const DEPENDENT_ON_LABELS = labelsOf(Enums.DEPENDENT_ON);
export const DEPENDENCY_STATUS_LABELS = labelsOf(Enums.DEPENDENCY_STATUSES);
export const INTEGRATION_TYPE_LABELS = labelsOf(Enums.INTEGRATION_TYPES, { api: 'API' });
export const INTEGRATION_STATUS_LABELS = labelsOf(Enums.INTEGRATION_STATUSES);
export const CHANGE_TYPE_LABELS = labelsOf(Enums.CHANGE_TYPES);
export const CHANGE_STATUS_LABELS = labelsOf(Enums.CHANGE_STATUSES);
export const PAYMENT_STATUS_LABELS = labelsOf(Enums.PAYMENT_STATUSES);

/** SPEC.md section 9: critical and high destructive, medium secondary, low default. */
export const RISK_LEVEL_BADGES: Record<(typeof Enums.RISK_LEVELS)[number], BadgeVariant> = {
  critical: 'destructive',
  high: 'destructive',
  medium: 'secondary',
  low: 'default',
};

/** SPEC.md section 9: pending secondary, approved default, rejected destructive. */
export const CHANGE_STATUS_BADGES: Record<(typeof Enums.CHANGE_STATUSES)[number], BadgeVariant> = {
  pending: 'secondary',
  approved: 'default',
  rejected: 'destructive',
};

/** A label map as select options, in the map's order. */
export function optionsOf<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}
