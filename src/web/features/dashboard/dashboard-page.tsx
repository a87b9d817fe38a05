import {
  AlertTriangle,
  Building2,
  Clock,
  FolderKanban,
  Shield,
  UserCog,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { getDashboardVariant } from '@/shared/navigation';
import { PageHeader } from '@/web/components/page-header';
import { StatCard } from '@/web/components/stat-card';
import { Button } from '@/web/components/ui/button';
import { useSignedInMe } from '@/web/hooks/use-me';
import { AiInsightsCard, MyProjectsCard, RecentProjectsCard } from './dashboard-cards';
import { ManagementAnalytics } from './management-analytics';
import { PendingApprovalsCard } from './pending-approvals';

// The data endpoints of these dashboards come with later issues: each card takes its data
// as props and shows the spec's empty state until then, never a made-up figure.

function GeneralDashboard({ fullName }: { fullName: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={`Welcome back, ${fullName}`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Projects" icon={FolderKanban} value={null} />
        <StatCard title="Team Members" icon={Users} value={null} />
        <StatCard title="Hours Today" icon={Clock} value={null} />
        <StatCard title="Potential Risks" icon={AlertTriangle} value={null} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentProjectsCard />
        <AiInsightsCard />
      </div>
    </div>
  );
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
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Subscribers" icon={Building2} value={null} />
        <StatCard title="Total Users" icon={Users} value={null} />
        <StatCard title="Total Projects" icon={FolderKanban} value={null} />
        <StatCard title="Total Resources" icon={UserCog} value={null} />
      </div>
    </div>
  );
}

export function DashboardPage() {
  const me = useSignedInMe();
  switch (getDashboardVariant(me)) {
    case 'platform':
      return <PlatformOverview />;
    case 'management':
      return (
        <div className="space-y-6">
          <PageHeader title="Management Dashboard" description="Organization analytics." />
          <ManagementAnalytics />
        </div>
      );
    case 'pm_head':
      return (
        <div className="space-y-6">
          <PageHeader title="Management Dashboard" description="Organization analytics." />
          <ManagementAnalytics />
          <PendingApprovalsCard />
        </div>
      );
    case 'project_manager':
      return (
        <div className="space-y-6">
          <PageHeader title="My Projects" description={`Welcome back, ${me.fullName}`} />
          <MyProjectsCard />
        </div>
      );
    default:
      return <GeneralDashboard fullName={me.fullName} />;
  }
}
