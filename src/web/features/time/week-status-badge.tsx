import type { TimesheetWeek } from '@/shared/schemas/timesheets';
import { Badge } from '@/web/components/ui/badge';

const LOOK = {
  open: { label: 'Open', variant: 'outline' },
  submitted: { label: 'Submitted', variant: 'secondary' },
  approved: { label: 'Approved', variant: 'default' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

/** Where a week stands in approval: Open, Submitted, Approved or Rejected. */
export function WeekStatusBadge({ status }: { status: TimesheetWeek['status'] }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
