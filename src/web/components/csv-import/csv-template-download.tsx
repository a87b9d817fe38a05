import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { downloadFromApi } from '@/web/lib/download-file';
import { toast } from '@/web/lib/toast';

/** The import's columns in a sentence and its template, downloaded from the server. */
export function CsvTemplateDownload({
  path,
  fileName,
  children,
}: {
  path: string;
  fileName: string;
  /** Which columns, which are required, what happens to known rows. */
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFromApi(path, fileName);
      toast.success('Template downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download template'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-muted-foreground text-sm">{children}</div>
      <Button type="button" variant="outline" onClick={() => void download()} busy={downloading}>
        <Download /> Download Template
      </Button>
    </div>
  );
}
