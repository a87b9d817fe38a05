import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Clock, FolderKanban, Shield, Users } from 'lucide-react';
import { Link } from 'react-router';
import { canVisitPath, getDashboardVariant } from '@/shared/navigation';
import { PageHeader } from '@/web/components/page-header';
import { PlatformTotals } from '@/web/components/platform-totals';
import { StatCard } from '@/web/components/stat-card';
import { Button } from '@/web/components/ui/button';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useMarkReady } from '@/web/lib/mark-ready';
import { AiInsightsCard, MyProjectsCard, RecentProjectsCard } from './dashboard-cards';
import { myProjectsQuery, overviewQuery } from './dashboard-queries';
import { ManagementAnalytics } from './management-analytics';
import { PendingApprovalsCard } from './pending-approvals';

const count = (value: number | undefined) => (value === undefined ? null : String(value));

/** The four stat cards, Recent Projects and AI Insights every member sees. */
function MemberOverview() {
  const me = useSignedInMe();
  const query = useQuery(overviewQuery);
  const data = query.data;
  const loading = query.isPending;
  // The stat cards, Recent Projects and AI Insights have their figures (bench/web.ts).
  useMarkReady('stint:dashboard:ready', query.isSuccess);
  const hoursHint =
    data?.timeScope === 'organization' ? 'Tracked by your team today' : 'Tracked by you today';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Projects"
          icon={FolderKanban}
          value={count(data?.totalProjects)}
          loading={loading}
        />
        <StatCard
          title="Team Members"
          icon={Users}
          value={count(data?.teamMembers)}
          loading={loading}
        />
        <StatCard
          title="Hours Today"
          icon={Clock}
          value={data ? data.hoursToday.toFixed(1) : null}
          hint={data ? hoursHint : undefined}
          loading={loading}
        />
        <StatCard
          title="Potential Risks"
          icon={AlertTriangle}
          value={count(data?.potentialRisks)}
          loading={loading}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProjectsCard query={query} linked={canVisitPath(me, '/dashboard/projects/any')} />
        <AiInsightsCard query={query} />
      </div>
    </>
  );
}

function MyProjects() {
  return <MyProjectsCard query={useQuery(myProjectsQuery)} />;
}

function PlatformOverview() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform Overview"
        description="Subscribers, users and projects across the platform."
        actions={
          <Button asChild>
            <Link to="/platform-admin">
              <Shield /> Platform Administration
            </Link>
          </Button>
        }
      />
      <PlatformTotals />
    </div>
  );
}

export function DashboardPage() {
  const me = useSignedInMe();
  const variant = getDashboardVariant(me);
  if (variant === 'platform') return <PlatformOverview />;
  const isManagement = variant === 'management' || variant === 'pm_head';
  return (
    <div className="space-y-6">
      <PageHeader
        title={isManagement ? 'Management Dashboard' : 'Dashboard'}
        description={`Welcome back, ${me.fullName}`}
      />
      <MemberOverview />
      {variant === 'project_manager' ? <MyProjects /> : null}
      {isManagement ? (
        <section aria-labelledby="management-analytics" className="space-y-4">
          <h2 id="management-analytics" className="font-semibold text-lg">
            Organization Analytics
          </h2>
          <ManagementAnalytics />
        </section>
      ) : null}
      {variant === 'pm_head' ? <PendingApprovalsCard /> : null}
    </div>
  );
}
