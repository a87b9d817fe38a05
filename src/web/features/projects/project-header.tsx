import { ArrowLeft, CalendarDays, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project } from '@/shared/schemas/projects';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDay } from '@/web/lib/format-date';
import { ProjectBadge } from './project-badge';

export function BackToProjects() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2" asChild>
      <Link to="/dashboard/projects">
        <ArrowLeft /> Back to Projects
      </Link>
    </Button>
  );
}

function dateSpan(project: Project): string | null {
  if (!project.startDate && !project.endDate) return null;
  const start = project.startDate ? formatDay(project.startDate) : 'No start date';
  const end = project.endDate ? formatDay(project.endDate) : 'no end date';
  return `${start} – ${end}`;
}

/** The project's name, 'customer • program', its status badge, its key facts and `actions`. */
export function ProjectHeader({ project, actions }: { project: Project; actions?: ReactNode }) {
  const dates = dateSpan(project);
  return (
    <div className="space-y-3">
      <title>{`${project.name} · Stint`}</title>
      <BackToProjects />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-semibold text-2xl tracking-tight">{project.name}</h1>
        <ProjectBadge badge={project.badge} />
        {project.projectCode ? (
          <Badge variant="outline" className="font-mono">
            {project.projectCode}
          </Badge>
        ) : null}
        {actions ? <div className="sm:ml-auto">{actions}</div> : null}
      </div>
      <p className="text-muted-foreground">
        {project.customerName} • {project.programName}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground text-sm">
        {dates ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" /> {dates}
          </span>
        ) : null}
        {project.projectManager ? (
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" /> Project Manager:{' '}
            {project.projectManager.fullName}
          </span>
        ) : null}
      </div>
    </div>
  );
}
