import { createColumnHelper } from '@tanstack/react-table';
import type { ResourceOverview, ResourceUtilization } from '@/shared/schemas/resources';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';

const overview = createColumnHelper<ResourceOverview>();
const muted = (value: string | null) => value ?? <span className="text-muted-foreground">—</span>;

export function CapacityValue({ percent }: { percent: number }) {
  return percent > 100 ? (
    <span className="font-medium text-destructive">
      {percent}% <span className="text-xs">(over 100%)</span>
    </span>
  ) : (
    <span>{percent}%</span>
  );
}

export const overviewColumns = [
  overview.accessor('fullName', {
    header: 'Name',
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    meta: { priority: 'primary' },
  }),
  overview.accessor('email', { header: 'Email' }),
  overview.accessor((row) => row.department ?? undefined, {
    id: 'department',
    header: 'Department',
    sortUndefined: 'last',
    cell: ({ row }) => muted(row.original.department),
  }),
  overview.accessor('capacityPercentage', {
    header: 'Capacity %',
    cell: ({ getValue }) => <CapacityValue percent={getValue()} />,
    meta: { priority: 'primary' },
  }),
  overview.accessor('utilization', {
    header: 'Utilization',
    cell: ({ row }) => <Badge variant={row.original.badge}>{row.original.utilization}%</Badge>,
    meta: { priority: 'primary' },
  }),
];

const utilization = createColumnHelper<ResourceUtilization>();
const hours = (minutes: number) => (minutes / 60).toFixed(1);

export function utilizationColumns(canManage: boolean, onEdit: (row: ResourceUtilization) => void) {
  const columns = [
    utilization.accessor('fullName', {
      header: 'Resource',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      meta: { priority: 'primary' },
    }),
    utilization.accessor('totalMinutes', {
      header: 'Total Hours (30d)',
      cell: ({ getValue }) => hours(getValue()),
    }),
    utilization.accessor('billableMinutes', {
      header: 'Billable Hours',
      cell: ({ getValue }) => hours(getValue()),
    }),
    utilization.accessor('utilization', {
      header: 'Utilization',
      cell: ({ row }) => <Badge variant={row.original.badge}>{row.original.utilization}%</Badge>,
      meta: { priority: 'primary' },
    }),
    utilization.accessor((row) => row.target.hoursPerWeek, {
      id: 'target',
      header: 'Target',
      cell: ({ row }) => (
        <span>
          {row.original.target.hoursPerWeek} h/week, {row.original.target.billablePercentage}%
          billable
          {row.original.target.isDefault ? (
            <span className="text-muted-foreground text-xs"> (default)</span>
          ) : null}
        </span>
      ),
    }),
    utilization.accessor((row) => row.hoursAgainstTarget ?? undefined, {
      id: 'hoursAgainstTarget',
      header: 'Hours vs Target',
      sortUndefined: 'last',
      cell: ({ row }) =>
        row.original.hoursAgainstTarget === null
          ? muted(null)
          : `${row.original.hoursAgainstTarget}%`,
    }),
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    utilization.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit target of ${row.original.fullName}`}
          onClick={() => onEdit(row.original)}
        >
          Edit target
        </Button>
      ),
      meta: { priority: 'primary' },
    }),
  ];
}
