import { ArrowLeft, FolderX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';

/** /dashboard/projects/:id. Until the projects API exists every id is unknown. */
export function ProjectDetailPage() {
  return (
    <div className="space-y-6">
      <title>Project · Stint</title>
      <Button variant="ghost" size="sm" asChild>
        <Link to="/dashboard/projects">
          <ArrowLeft /> Back to Projects
        </Link>
      </Button>
      <EmptyState icon={FolderX} message="Project not found" />
    </div>
  );
}
