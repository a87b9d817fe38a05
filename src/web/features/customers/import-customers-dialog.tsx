import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  CUSTOMERS_TEMPLATE_FILE,
  type CustomerRows,
  readCustomerRows,
} from '@/shared/domain/customer-import';
import type { CsvImportResult } from '@/shared/schemas/csv-import';
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
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import { errorMessage, isApiError } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { CUSTOMERS_QUERY_KEY, PROGRAMS_QUERY_KEY } from '@/web/lib/portfolio-queries';
import { postJsonWithProgress } from '@/web/lib/upload';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

// The server's limit (csvImportRequestSchema): refused here before the upload starts.
const MAX_CHARACTERS = 10 * 1024 * 1024;

type ChosenFile = { name: string; content: string; preview: CustomerRows };
type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; result: CsvImportResult };

interface ImportCustomersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImportCustomersDialog({ open, onOpenChange }: ImportCustomersDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Customers from CSV</DialogTitle>
          <DialogDescription>
            Customers are matched by name: existing ones are updated, new ones are added.
          </DialogDescription>
        </DialogHeader>
        <ImportSteps onBusyChange={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  const downloadTemplate = async () => {
    try {
      await downloadFromApi('/customers/import/template', CUSTOMERS_TEMPLATE_FILE);
      toast.success('Template downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download template'));
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    const content = await chosen.text();
    if (content.length > MAX_CHARACTERS) {
      setFileError('File is too large (10 MB at most)');
      return;
    }
    setFile({ name: chosen.name, content, preview: readCustomerRows(content) });
  };

  const upload = async () => {
    if (!file) return;
    setStage({ kind: 'uploading', progress: 0 });
    onBusyChange(true);
    try {
      const result = await postJsonWithProgress<CsvImportResult>(
        '/customers/import',
        { fileName: file.name, content: file.content },
        (progress) => setStage({ kind: 'uploading', progress }),
      );
      setStage({ kind: 'done', result });
      if (result.failed === 0) {
        toast.success(`Imported ${result.successful} customers successfully`);
      } else {
        toast.warning(`Import complete: ${result.successful} successful, ${result.failed} failed`);
        toast.error(`${result.failed} rows failed to import`);
      }
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_QUERY_KEY });
    } catch (error) {
      setStage({ kind: 'choose' });
      toast.error(
        isApiError(error) && error.status !== 0 && error.status < 500
          ? `Upload failed: ${error.detail}`
          : errorMessage(error, 'Failed to import CSV'),
      );
    } finally {
      onBusyChange(false);
    }
  };

  if (stage.kind === 'done') {
    return (
      <>
        <ImportResult result={stage.result} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  const uploading = stage.kind === 'uploading';
  const canImport = file !== null && !file.preview.fileError && file.preview.rows.length > 0;
  return (
    <>
      <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          Columns: name (required), customer_type, location_country, parent_customer_name.
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void downloadTemplate()}>
          <Download /> Download Template
        </Button>
      </div>
      <div className="space-y-2">
        <Label htmlFor="customers-csv">CSV file</Label>
        <Input
          id="customers-csv"
          type="file"
          accept=".csv,text/csv"
          disabled={uploading}
          onChange={(event) => void chooseFile(event)}
          aria-describedby={fileError ? 'customers-csv-error' : undefined}
        />
        {fileError ? (
          <p id="customers-csv-error" role="alert" className="text-destructive text-sm">
            {fileError}
          </p>
        ) : null}
      </div>
      {file && !uploading ? <ImportPreview preview={file.preview} /> : null}
      {uploading ? (
        <div className="space-y-2" aria-live="polite">
          <div className="flex justify-between text-sm">
            <span>{stage.progress < 100 ? `Uploading ${file?.name}…` : 'Importing rows…'}</span>
            <span className="text-muted-foreground tabular-nums">{stage.progress}%</span>
          </div>
          <Progress value={stage.progress} aria-label="Upload progress" />
        </div>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={uploading}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="button" onClick={() => void upload()} disabled={!canImport} busy={uploading}>
          <FileUp /> Import
        </Button>
      </DialogFooter>
    </>
  );
}
