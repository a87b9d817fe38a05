import { LayoutTemplate } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';

export function TemplatesPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Templates" description="Start new projects from proven templates." />
      <EmptyState icon={LayoutTemplate} message="No templates found matching your criteria" />
    </div>
  );
}
