import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Project } from '@/shared/schemas/projects';
import { rowActionsColumn } from '@/web/components/row-actions';
import { formatDay } from '@/web/lib/format-date';
import { badgeLabel, ProjectBadge } from './project-badge';

const column = createColumnHelper<Project>();
const dash = <span className="text-muted-foreground">—</span>;

interface Options {
  canEdit: (project: Project) => boolean;
  canDelete: boolean;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

export function projectColumns({ canEdit, canDelete, onEdit, onDelete }: Options) {
  return [
    column.accessor('name', {
      header: 'Name',
      // A phone's narrow column may wrap the name at any word.
      meta: { cellClassName: 'whitespace-normal sm:min-w-36' },
      cell: ({ row }) => (
        <Link
          to={`/dashboard/projects/${row.original.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    // Sorted by the server (ProjectSort): the ids are its names; other columns do not sort.
    column.accessor((row) => row.projectCode ?? undefined, {
      id: 'projectCode',
      header: 'Code',
      cell: ({ row }) =>
        row.original.projectCode ? (
          <span className="font-mono text-xs">{row.original.projectCode}</span>
        ) : (
          dash
        ),
    }),
    column.accessor('programName', {
      header: 'Program',
      enableSorting: false,
      meta: { cellClassName: 'whitespace-normal' },
    }),
    column.accessor('customerName', {
      header: 'Customer',
      meta: { cellClassName: 'whitespace-normal' },
    }),
    column.accessor((row) => row.projectManager?.fullName, {
      id: 'projectManager',
      header: 'Project Manager',
      enableSorting: false,
      meta: { cellClassName: 'whitespace-normal' },
      cell: ({ getValue }) => getValue() ?? dash,
    }),
    column.accessor((row) => row.pmHead?.fullName, {
      id: 'pmHead',
      header: 'PM Head',
      enableSorting: false,
      meta: { cellClassName: 'whitespace-normal' },
      cell: ({ getValue }) => getValue() ?? dash,
    }),
    column.accessor((row) => badgeLabel(row.badge), {
      id: 'status',
      header: 'Status',
      meta: { priority: 'primary' },
      cell: ({ row }) => <ProjectBadge badge={row.original.badge} />,
    }),
    column.accessor((row) => row.startDate ?? undefined, {
      id: 'startDate',
      header: 'Start Date',
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? formatDay(day) : dash;
      },
    }),
    column.accessor((row) => row.endDate ?? undefined, {
      id: 'endDate',
      header: 'End Date',
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? formatDay(day) : dash;
      },
    }),
    rowActionsColumn<Project>({ onEdit, onDelete: canDelete ? onDelete : undefined, canEdit }),
  ];
}
