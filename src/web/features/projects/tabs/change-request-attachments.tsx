import { Download, Paperclip, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  type Attachment,
  type ChangeRequest,
} from '@/shared/schemas/change-requests';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { useSignedInMe } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import {
  downloadAttachment,
  useDeleteAttachment,
  useUploadAttachment,
} from '@/web/lib/change-request-queries';
import { toast } from '@/web/lib/toast';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_MEGABYTES = ATTACHMENT_MAX_BYTES / (1024 * 1024);
// The server's own wording; checked here too so a too large file is not sent for nothing.
const FILE_TOO_LARGE = `File is too large (${MAX_MEGABYTES} MB at most)`;
const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

interface AttachmentsProps {
  request: ChangeRequest;
  /** Whether the signed-in person may change the project (and so attach files). */
  canChange: boolean;
}

/** A change request's files: download for whoever sees it, attach and remove while pending. */
export function ChangeRequestAttachments({ request, canChange }: AttachmentsProps) {
  const me = useSignedInMe();
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const isPending = request.status === 'pending';
  const inputId = `attach-${request.id}`;

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem(FILE_TOO_LARGE);
      toast.error(FILE_TOO_LARGE);
      return;
    }
    setProgress({ fileName: file.name, percent: 0 });
    try {
      await upload.mutateAsync({
        changeRequestId: request.id,
        file,
        onProgress: (percent) => setProgress({ fileName: file.name, percent }),
      });
      toast.success('File attached');
    } catch (error) {
      const message = errorMessage(error, 'Failed to attach file');
      setProblem(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  const download = async (attachment: Attachment) => {
    try {
      await downloadAttachment(request.id, attachment);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download file'));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ changeRequestId: request.id, attachmentId: removing.id });
      toast.success('Attachment removed');
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove attachment'));
    }
  };

  const canAttach = isPending && canChange;
  if (request.attachments.length === 0 && !canAttach) return null;

  return (
    <div className="space-y-2">
      <h4 className="flex items-center gap-1.5 font-medium text-muted-foreground text-sm">
        <Paperclip className="size-3.5" aria-hidden="true" /> Attachments
      </h4>
      {request.attachments.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Attachments">
          {request.attachments.map((attachment) => (
            <li key={attachment.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">{attachment.fileName}</span>
                <span className="block text-muted-foreground text-xs">
                  {formatSize(attachment.sizeBytes)}
                  {attachment.uploadedBy ? ` · ${attachment.uploadedBy.fullName}` : null}
                </span>
              </span>
              <span className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Download ${attachment.fileName}`}
                  onClick={() => void download(attachment)}
                >
                  <Download />
                </Button>
                {isPending && (canChange || attachment.uploadedBy?.id === me.id) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    aria-label={`Remove ${attachment.fileName}`}
                    onClick={() => setRemoving(attachment)}
                  >
                    <Trash2 />
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {canAttach ? (
        <div className="space-y-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Attach a file"
            onChange={(event) => void attach(event)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              busy={progress !== null}
              onClick={() => input.current?.click()}
            >
              <Upload /> Attach File
            </Button>
            <span className="text-muted-foreground text-xs">
              PDF, images, text, CSV or Office files, {MAX_MEGABYTES} MB at most.
            </span>
          </div>
          {progress ? (
            <div className="space-y-1" aria-live="polite">
              <p className="text-muted-foreground text-xs">
                Uploading {progress.fileName}… {progress.percent}%
              </p>
              <Progress value={progress.percent} aria-label={`Uploading ${progress.fileName}`} />
            </div>
          ) : null}
          {problem ? (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this attachment?"
        description={removing ? `"${removing.fileName}" is removed from the change request.` : ''}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
