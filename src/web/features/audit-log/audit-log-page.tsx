import { ScrollText } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';

export function AuditLogPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Every change in your organization, with previous and new values."
      />
      <EmptyState icon={ScrollText} message="No audit logs found" />
    </div>
  );
}
