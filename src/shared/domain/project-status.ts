import type { PROJECT_STATUSES } from '../enums';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On Hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Where a project may go from each status: forward through its life, back when reopened. */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['planning', 'active', 'cancelled'],
  planning: ['draft', 'active', 'on_hold', 'cancelled'],
  active: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['planning', 'active', 'cancelled'],
  completed: ['active'],
  cancelled: ['draft'],
};

/** The statuses a project may take capacity allocations in (SPEC.md section 4). */
export const ALLOCATABLE_STATUSES = ['active', 'draft'] as const satisfies readonly ProjectStatus[];

export function canMoveProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return from === to || PROJECT_TRANSITIONS[from].includes(to);
}

/**
 * The badge on project lists: Delayed when any non-milestone activity ended before today,
 * otherwise On Track when active, otherwise the status text.
 */
export function projectBadge(
  status: ProjectStatus,
  activities: readonly { endDate: string; isMilestone: boolean }[],
  today: string,
): string {
  if (activities.some((a) => !a.isMilestone && a.endDate < today)) return 'Delayed';
  if (status === 'active') return 'On Track';
  return status;
}
