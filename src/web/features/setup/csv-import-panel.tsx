import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { csvImportRequestSchema, type CsvImportResult } from '@/shared/schemas/csv-import';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Progress } from '@/web/components/ui/progress';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { postJsonWithProgress } from '@/web/lib/upload';
import { CsvImportResultPanel } from './csv-import-result';
import type { ChosenFile, CsvImportConfig } from './csv-import-types';
import { CsvPreview, fileProblemOf } from './csv-preview';

type Upload = { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'processing' };

function announceResult(result: CsvImportResult, noun: string) {
  if (result.failed === 0) {
    toast.success(`Imported ${result.successful} ${noun} successfully`);
  } else {
    toast.warning(`Import complete: ${result.successful} successful, ${result.failed} failed`);
  }
}

/**
 * The CSV Import tab: template download, a file checked row by row with the shared reader and
 * previewed before anything is sent, an upload with a real progress bar, and the result.
 */
export function CsvImportPanel<Row extends { rowNumber: number }>(config: CsvImportConfig<Row>) {
  const { idPrefix, noun, templatePath, templateFileName, importPath, read, onImported } = config;
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<ChosenFile<Row> | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // A file chosen while the previous one is still being read wins.
  const latestPick = useRef(0);

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadFromApi(templatePath, templateFileName);
      toast.success('Template downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download template'));
    } finally {
      setDownloading(false);
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const pick = ++latestPick.current;
    setFile(null);
    setFileProblem(null);
    setResult(null);
    if (!chosen) return;
    setReading(true);
    try {
      const content = await chosen.text();
      if (pick !== latestPick.current) return;
      const checked = csvImportRequestSchema.safeParse({ fileName: chosen.name, content });
      if (!checked.success) {
        setFileProblem(checked.error.issues[0]?.message ?? 'This file cannot be imported');
        return;
      }
      setFile({ name: chosen.name, size: chosen.size, content, read: read(content) });
    } catch {
      if (pick === latestPick.current) setFileProblem('The file could not be read');
    } finally {
      if (pick === latestPick.current) setReading(false);
    }
  };

  const onUpload = async () => {
    if (!file) return;
    setResult(null);
    setUpload({ phase: 'sending', percent: 0 });
    try {
      const imported = await postJsonWithProgress<CsvImportResult>(
        importPath,
        { fileName: file.name, content: file.content },
        // Once the body is out, the server is still reading and writing the rows.
        (percent) =>
          setUpload(percent >= 100 ? { phase: 'processing' } : { phase: 'sending', percent }),
      );
      setResult(imported);
      announceResult(imported, noun);
      onImported?.(imported);
      // The file is in; choosing it again would only import it a second time.
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      toast.error(`Upload failed: ${errorMessage(error, 'Failed to import CSV')}`);
    } finally {
      setUpload({ phase: 'idle' });
    }
  };

  const busy = upload.phase !== 'idle';
  const canUpload = !!file && !fileProblemOf(file) && file.read.rows.length > 0 && !busy;
  const inputId = `${idPrefix}-file`;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-muted-foreground text-sm">{config.description}</div>
        <Button type="button" variant="outline" onClick={onDownload} busy={downloading}>
          <Download /> Download Template
        </Button>
      </div>

      <div className="space-y-2">
        <Label htmlFor={inputId}>CSV file</Label>
        <Input
          key={inputKey}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={onChoose}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={fileProblem ? true : undefined}
          className="cursor-pointer"
        />
        <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
          The first row names the columns. Nothing is imported until you press Upload.
        </p>
        {fileProblem ? (
          <p role="alert" className="text-destructive text-sm">
            {fileProblem}
          </p>
        ) : null}
      </div>

      {reading ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner /> Checking the file...
        </p>
      ) : null}
      {file ? <CsvPreview idPrefix={idPrefix} file={file} columns={config.columns} /> : null}

      {busy ? (
        <div className="space-y-2" aria-live="polite">
          <div className="flex justify-between text-sm">
            <span>
              {upload.phase === 'sending'
                ? `Uploading ${file?.name ?? 'file'}`
                : 'Importing rows...'}
            </span>
            {upload.phase === 'sending' ? <span>{upload.percent}%</span> : null}
          </div>
          <Progress
            aria-label="Upload progress"
            value={upload.phase === 'sending' ? upload.percent : 100}
            className={upload.phase === 'processing' ? 'animate-pulse' : undefined}
          />
        </div>
      ) : null}

      {file && !fileProblemOf(file) ? (
        <div className="flex justify-end">
          <Button type="button" onClick={onUpload} disabled={!canUpload} busy={busy}>
            <Upload /> Upload {file.read.rows.length} {file.read.rows.length === 1 ? 'row' : 'rows'}
          </Button>
        </div>
      ) : null}

      {result ? <CsvImportResultPanel idPrefix={idPrefix} result={result} /> : null}
    </div>
  );
}
