import type { ProjectStatus } from '@/shared/domain/project-status';
import { PROJECT_STATUS_LABELS } from '@/shared/domain/project-status';
import { Badge } from '@/web/components/ui/badge';

/** 'on_hold' as 'On Hold'; Delayed and On Track stay as they are. */
export function badgeLabel(badge: string): string {
  return PROJECT_STATUS_LABELS[badge as ProjectStatus] ?? badge;
}

/** The list badge the server computes: Delayed, On Track, or the status (SPEC.md section 2). */
export function ProjectBadge({ badge }: { badge: string }) {
  const variant =
    badge === 'Delayed' ? 'destructive' : badge === 'On Track' ? 'default' : 'secondary';
  return <Badge variant={variant}>{badgeLabel(badge)}</Badge>;
}
