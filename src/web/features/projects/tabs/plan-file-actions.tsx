import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import type { PlanImportResult } from '@/shared/schemas/schedule';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api';
import { api, unwrap } from '@/web/lib/api-client';
import { downloadFromApi } from '@/web/lib/download-file';
import { toast } from '@/web/lib/toast';
import { useProjectMutation } from './project-tab';

const imported = ({ activities, links, skippedTasks }: PlanImportResult) =>
  `Imported ${activities} activities and ${links} links` +
  (skippedTasks > 0 ? ` (${skippedTasks} summary or blank tasks left out)` : '');

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
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const upload = useProjectMutation(projectId, (body: { fileName: string; content: string }) =>
    unwrap(
      api.POST('/api/v1/projects/{projectId}/plan/import', {
        params: { path: { projectId } },
        body,
      }),
    ),
  );

  const exportPlan = async () => {
    try {
      await downloadFromApi(`/projects/${projectId}/plan.xml`, `${projectName}.xml`);
      toast.success('Plan exported');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to export the plan'));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setProblem(null);
    setFile(picked ? { fileName: picked.name, content: await picked.text() } : null);
  };

  const importPlan = async () => {
    if (!file) return;
    try {
      toast.success(imported(await upload.mutateAsync(file)));
      setOpen(false);
      setFile(null);
    } catch (error) {
      const message = errorMessage(error, 'Failed to import the plan');
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void exportPlan()}>
        <Download /> Export to MS Project
      </Button>
      {canChange ? (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Upload /> Import from MS Project
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={(next) => (upload.isPending ? undefined : setOpen(next))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Import from MS Project</DialogTitle>
            <DialogDescription>
              A Microsoft Project XML file (MS Project, ProjectLibre, OpenProject): its tasks,
              milestones and links are added after this plan's activities. Summary tasks are left
              out.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <label htmlFor={inputId} className="font-medium text-sm">
              Project XML file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".xml,application/xml,text/xml"
              className="block w-full text-sm"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              onChange={(event) => void choose(event)}
            />
            {problem ? (
              <p id={`${inputId}-problem`} role="alert" className="text-destructive text-sm">
                {problem}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void importPlan()} disabled={!file} busy={upload.isPending}>
              Import
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
