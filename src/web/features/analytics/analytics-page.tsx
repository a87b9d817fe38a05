import { AlertTriangle, Clock, DollarSign, FolderKanban } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { StatCard } from '@/web/components/stat-card';

export function AnalyticsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" description="Budgets, time and risk across your portfolio." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Projects" icon={FolderKanban} value={null} />
        <StatCard title="Total Budget" icon={DollarSign} value={null} />
        <StatCard title="Total Hours" icon={Clock} value={null} />
        <StatCard title="Active Risks" icon={AlertTriangle} value={null} />
      </div>
      <EmptyState icon={FolderKanban} message="No projects yet" />
    </div>
  );
}
