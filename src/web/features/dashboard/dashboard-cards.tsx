import { FolderKanban, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/empty-state';
import { Badge } from '@/web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** A project line on the dashboards (recent five, or the manager's own). */
export interface DashboardProject {
  id: string;
  name: string;
  status: string;
  projectCode: string | null;
}

function ProjectList({ projects }: { projects: readonly DashboardProject[] }) {
  return (
    <ul className="divide-y">
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/dashboard/projects/${project.id}`}
            className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-muted/60"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{project.name}</span>
              <span className="block text-muted-foreground text-xs">
                {project.projectCode ?? 'N/A'}
              </span>
            </span>
            <Badge variant="secondary" className="capitalize">
              {project.status.replace('_', ' ')}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RecentProjectsCard({ projects = [] }: { projects?: readonly DashboardProject[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Projects</CardTitle>
        <CardDescription>The latest projects in your organization.</CardDescription>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <EmptyState icon={FolderKanban} message="No projects yet" />
        ) : (
          <ProjectList projects={projects} />
        )}
      </CardContent>
    </Card>
  );
}

export function MyProjectsCard({ projects = [] }: { projects?: readonly DashboardProject[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assigned to you</CardTitle>
        <CardDescription>Projects where you are the project manager.</CardDescription>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <EmptyState icon={FolderKanban} message="No projects assigned yet" />
        ) : (
          <ProjectList projects={projects} />
        )}
      </CardContent>
    </Card>
  );
}

/** The AI Insights card; `insight` stays undefined until the insight query answers. */
export function AiInsightsCard({ insight }: { insight?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-4 text-primary" aria-hidden="true" /> AI Insights
        </CardTitle>
        <CardDescription>What the copilot sees in your portfolio.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="rounded-lg bg-primary/5 p-4 text-sm">{insight ?? 'Loading insights...'}</p>
      </CardContent>
    </Card>
  );
}
