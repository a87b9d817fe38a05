import { FileDiff } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { TabSection } from './tab-section';

export function ChangeRequestsTab() {
  return (
    <TabSection
      title="Change Requests"
      description="Scope, schedule, budget and resource changes, reviewed by the PM head."
    >
      <EmptyState icon={FileDiff} message="No change requests" />
    </TabSection>
  );
}
