import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, FolderKanban, RefreshCw, Sparkles, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardOverview, DashboardProject } from '@/shared/schemas/dashboard';
import { EmptyState } from '@/web/components/empty-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

/** A card's body for a query: a skeleton while loading, the error with a retry, or `children`. */
export function QueryBody<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p className="text-destructive">{query.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          <RefreshCw /> Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

const BADGE_VARIANT: Record<string, 'default' | 'secondary' | 'destructive'> = {
  Delayed: 'destructive',
  'On Track': 'default',
};

function ProjectList({
  projects,
  linked,
}: {
  projects: readonly DashboardProject[];
  linked: boolean;
}) {
  return (
    <ul className="divide-y">
      {projects.map((project) => {
        const body = (
          <>
            <span className="min-w-0">
              <span className="block truncate font-medium">{project.name}</span>
              <span className="block text-muted-foreground text-xs">
                {project.projectCode ?? 'N/A'}
              </span>
            </span>
            <Badge variant={BADGE_VARIANT[project.badge] ?? 'secondary'} className="capitalize">
              {project.badge.replace('_', ' ')}
            </Badge>
          </>
        );
        const row = 'flex items-center justify-between gap-3 rounded-md px-2 py-3';
        return (
          <li key={project.id}>
            {linked ? (
              <Link
                to={`/dashboard/projects/${project.id}`}
                className={cn(row, 'hover:bg-muted/60')}
              >
                {body}
              </Link>
            ) : (
              <div className={row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The newest projects; linked to their pages when the viewer may open them. */
export function RecentProjectsCard({
  query,
  linked,
}: {
  query: UseQueryResult<DashboardOverview>;
  linked: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Projects</CardTitle>
        <CardDescription>The latest projects in your organization.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBody query={query}>
          {({ recentProjects }) =>
            recentProjects.length === 0 ? (
              <EmptyState icon={FolderKanban} message="No projects yet" />
            ) : (
              <ProjectList projects={recentProjects} linked={linked} />
            )
          }
        </QueryBody>
      </CardContent>
    </Card>
  );
}

export function MyProjectsCard({
  query,
}: {
  query: UseQueryResult<{ projects: DashboardProject[] }>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Projects</CardTitle>
        <CardDescription>Projects where you are the project manager.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBody query={query}>
          {({ projects }) =>
            projects.length === 0 ? (
              <EmptyState icon={FolderKanban} message="No projects assigned yet" />
            ) : (
              <ProjectList projects={projects} linked />
            )
          }
        </QueryBody>
      </CardContent>
    </Card>
  );
}

const INSIGHT_LOOK = {
  risk_warning: { icon: AlertTriangle, className: 'bg-destructive/10' },
  optimization: { icon: TrendingUp, className: 'bg-amber-500/10' },
  positive: { icon: Sparkles, className: 'bg-primary/5' },
} as const;

/** The AI Insights card: the rule in src/shared/domain/dashboard.ts with the copilot's flags. */
export function AiInsightsCard({ query }: { query: UseQueryResult<DashboardOverview> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-4 text-primary" aria-hidden="true" /> AI Insights
        </CardTitle>
        <CardDescription>What the copilot sees in your portfolio.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="rounded-lg bg-primary/5 p-4 text-sm">Loading insights...</p>
        ) : (
          <QueryBody query={query}>
            {({ insight }) => {
              const look = INSIGHT_LOOK[insight.kind];
              return (
                <p
                  data-insight={insight.kind}
                  className={cn('flex gap-3 rounded-lg p-4 text-sm', look.className)}
                >
                  <look.icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{insight.message}</span>
                </p>
              );
            }}
          </QueryBody>
        )}
      </CardContent>
    </Card>
  );
}
