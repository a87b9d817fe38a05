import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';

export function BulkResourcesPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Bulk Resources"
        description="Add or update many resources at once."
        actions={
          <Button variant="outline" asChild>
            <Link to="/dashboard/resources">
              <ArrowLeft /> Cancel
            </Link>
          </Button>
        }
      />
      <EmptyState icon={Users} message="No resources added yet" />
    </div>
  );
}
