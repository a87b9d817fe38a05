import { useQuery } from '@tanstack/react-query';
import { FolderX, RefreshCw } from 'lucide-react';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '@/shared/uuid';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { WhileLoading } from '@/web/components/while-loading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { isApiError } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { projectQuery } from '@/web/lib/portfolio-queries';
import { ProjectPlanActions } from './project-plan-actions';
import { BackToProjects, ProjectHeader } from './project-header';
import { ActivitiesTab } from './tabs/activities-tab';
import type { ProjectTabProps } from './tabs/project-tab';

// The Activities tab (the Gantt) comes with the page; each other tab when first opened.
const BudgetTab = lazyNamed(() => import('./tabs/budget-tab'), 'BudgetTab');
const RisksTab = lazyNamed(() => import('./tabs/risks-tab'), 'RisksTab');
const DependenciesTab = lazyNamed(() => import('./tabs/dependencies-tab'), 'DependenciesTab');
const IntegrationsTab = lazyNamed(() => import('./tabs/integrations-tab'), 'IntegrationsTab');
const ChangeRequestsTab = lazyNamed(
  () => import('./tabs/change-requests-tab'),
  'ChangeRequestsTab',
);
const PaymentsTab = lazyNamed(() => import('./tabs/payments-tab'), 'PaymentsTab');
const AiCopilotTab = lazyNamed(() => import('./tabs/ai-copilot-tab'), 'AiCopilotTab');

const TABS: readonly { value: string; label: string; Content: ComponentType<ProjectTabProps> }[] = [
  { value: 'activities', label: 'Activities', Content: ActivitiesTab },
  { value: 'budget', label: 'Budget', Content: BudgetTab },
  { value: 'risks', label: 'Risks', Content: RisksTab },
  { value: 'dependencies', label: 'Dependencies', Content: DependenciesTab },
  { value: 'integrations', label: 'Integrations', Content: IntegrationsTab },
  { value: 'change-requests', label: 'Change Requests', Content: ChangeRequestsTab },
  { value: 'payments', label: 'Payments', Content: PaymentsTab },
  { value: 'ai-copilot', label: 'AI Copilot', Content: AiCopilotTab },
];

const DEFAULT_TAB = 'activities';
const isTab = (value: string | null) => TABS.some((tab) => tab.value === value);

/** /dashboard/projects/:id: the project's header and its tabs (?tab= keeps the open one). */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // A malformed id names no project: no request, straight to 'Project not found'.
  const isId = isUuid(id);
  const project = useQuery({ ...projectQuery(id), enabled: isId });
  const wanted = searchParams.get('tab');
  const tab = isTab(wanted) ? wanted! : DEFAULT_TAB;

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === DEFAULT_TAB) params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );

  if (!isId || isApiError(project.error, 404)) {
    return (
      <div className="space-y-6">
        <title>Project not found · Stint</title>
        <BackToProjects />
        <EmptyState icon={FolderX} message="Project not found" />
      </div>
    );
  }

  if (project.isError) {
    return (
      <div className="space-y-6">
        <title>Project · Stint</title>
        <BackToProjects />
        <EmptyState
          message="Failed to load data"
          action={
            <Button
              variant="outline"
              onClick={() => void project.refetch()}
              busy={project.isFetching}
            >
              <RefreshCw /> Try again
            </Button>
          }
        />
      </div>
    );
  }

  if (!project.isSuccess) {
    return (
      <div className="space-y-4" aria-busy="true">
        <title>Project · Stint</title>
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-5 w-56" />
        <Skeleton className="mt-6 h-9 w-full max-w-3xl" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <ProjectHeader
        project={project.data}
        actions={<ProjectPlanActions project={project.data} />}
      />
      <Tabs value={tab} onValueChange={selectTab} className="gap-4">
        <TabsList className="w-full justify-start sm:w-fit">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <WhileLoading>
              <Content project={project.data} />
            </WhileLoading>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
