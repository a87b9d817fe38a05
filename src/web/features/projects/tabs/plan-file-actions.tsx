import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { WhenOpened } from '@/web/components/when-opened';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';

const PlanImportDialog = lazyNamed(() => import('./plan-import-dialog'), 'PlanImportDialog');

/**
 * The plan as a Microsoft Project XML (MSPDI) file: exported for MS Project, ProjectLibre or
 * OpenProject, and imported from them (added after the plan's activities, all or nothing).
 */
export function PlanFileActions({
  projectId,
  projectName,
  canChange,
}: {
  projectId: string;
  projectName: string;
  canChange: boolean;
}) {
  const [open, setOpen] = useState(false);

  const exportPlan = async () => {
    try {
      await downloadFromApi(`/projects/${projectId}/plan.xml`, `${projectName}.xml`);
      toast.success('Plan exported');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to export the plan'));
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void exportPlan()}>
        <Download /> Export to MS Project
      </Button>
      {canChange ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Upload /> Import from MS Project
          </Button>
          <WhenOpened open={open}>
            <PlanImportDialog projectId={projectId} open={open} onOpenChange={setOpen} />
          </WhenOpened>
        </>
      ) : null}
    </>
  );
}
