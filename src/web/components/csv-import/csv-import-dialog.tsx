import { FileUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { CsvImportOutcome } from './csv-import-outcome';
import { CsvImportProgress } from './csv-import-progress';
import { CsvImportBusyContext } from './import-busy-context';
import type { CsvImportCounts, CsvImportFlow } from './use-csv-import';

/** Whether an import dialog is open, kept by the page that opens it. */
export interface CsvImportDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface CsvImportDialogProps extends CsvImportDialogState {
  title: string;
  description: ReactNode;
  className?: string;
  /** The import's steps: a component calling useCsvImport, fresh each time the dialog opens. */
  children: ReactNode;
}

/** The dialog of a CSV import: it will not close while a file is checked or imported. */
export function CsvImportDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: CsvImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <CsvImportBusyContext value={setBusy}>{open ? children : null}</CsvImportBusyContext>
      </DialogContent>
    </Dialog>
  );
}

interface CsvImportStepsProps {
  /** Prefix of element ids. */
  id: string;
  noun: string;
  flow: Pick<
    CsvImportFlow<unknown, CsvImportCounts>,
    'stage' | 'fileName' | 'result' | 'busy' | 'canImport' | 'upload'
  >;
  /** The Import button's words ('Import', 'Import 2 entries'). */
  importLabel: string;
  /** The template, the tracker, the file picker. */
  children: ReactNode;
  /** The preview, once there is one. */
  preview: ReactNode;
}

/** A dialog's import: the fields, progress, preview, Cancel and Import; then the outcome and Done. */
export function CsvImportSteps({
  id,
  noun,
  flow,
  importLabel,
  children,
  preview,
}: CsvImportStepsProps) {
  if (flow.result) {
    return (
      <>
        <CsvImportOutcome id={id} noun={noun} result={flow.result} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      {children}
      <CsvImportProgress stage={flow.stage} fileName={flow.fileName} />
      {preview}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={flow.busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="button"
          onClick={() => void flow.upload()}
          disabled={!flow.canImport}
          busy={flow.stage.kind === 'importing'}
        >
          <FileUp /> {importLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
