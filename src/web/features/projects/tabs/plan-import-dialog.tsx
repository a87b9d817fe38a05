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
import { toast } from '@/web/lib/toast';
import { useProjectMutation } from './project-tab';

const imported = ({ activities, links, skippedTasks }: PlanImportResult) =>
  `Imported ${activities} activities and ${links} links` +
  (skippedTasks > 0 ? ` (${skippedTasks} summary or blank tasks left out)` : '');

/**
 * Imports a Microsoft Project XML (MSPDI) file into the plan: its activities and links are added
 * after the plan's, all or nothing (loaded when first opened).
 */
export function PlanImportDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setProblem(null);
    setFile(picked ? { fileName: picked.name, content: await picked.text() } : null);
  };

  const importPlan = async () => {
    if (!file) return;
    try {
      toast.success(imported(await upload.mutateAsync(file)));
      onOpenChange(false);
      setFile(null);
    } catch (error) {
      const message = errorMessage(error, 'Failed to import the plan');
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (upload.isPending ? undefined : onOpenChange(next))}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import from MS Project</DialogTitle>
          <DialogDescription>
            A Microsoft Project XML file (MS Project, ProjectLibre, OpenProject): its tasks,
            milestones and links are added after this plan's activities. Summary tasks are left out.
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
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void importPlan()} disabled={!file} busy={upload.isPending}>
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
