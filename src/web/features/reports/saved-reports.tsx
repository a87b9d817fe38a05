import { Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_TYPE_LABELS } from '@/shared/domain/reports';
import type { SavedReport } from '@/shared/schemas/reports';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { toast } from '@/web/lib/toast';

/** The address that opens a saved report for anyone in the organization who runs reports. */
export const savedReportLink = (id: string) =>
  `${window.location.origin}/dashboard/reports?report=${id}`;

interface SavedReportsProps {
  reports: readonly SavedReport[];
  openId: string | null;
  onDelete: (report: SavedReport) => Promise<void>;
}

/** The organization's saved reports: open one, copy its link, delete one's own. */
export function SavedReports({ reports, openId, onDelete }: SavedReportsProps) {
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = async (report: SavedReport) => {
    try {
      await navigator.clipboard.writeText(savedReportLink(report.id));
      toast.success('Link copied');
    } catch {
      toast.error(savedReportLink(report.id));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved Reports</CardTitle>
      </CardHeader>
      <CardContent>
        {reports.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No saved reports yet. Build one and press Save Report to keep it for your organization.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Saved reports">
            {reports.map((report) => (
              <li key={report.id} className="flex items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/dashboard/reports?report=${report.id}`}
                    className="block truncate font-medium hover:underline"
                    aria-current={report.id === openId ? 'page' : undefined}
                  >
                    {report.name}
                  </Link>
                  <span className="text-muted-foreground text-xs">
                    {REPORT_TYPE_LABELS[report.type]}
                    {report.createdBy ? ` · ${report.createdBy}` : ''}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Copy link to ${report.name}`}
                  onClick={() => void copy(report)}
                >
                  <Link2 />
                </Button>
                {report.canChange ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${report.name}`}
                    onClick={() => setDeleting(report)}
                  >
                    <Trash2 />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete saved report"
        description={`Are you sure you want to delete the report "${deleting?.name ?? ''}"?`}
        busy={busy}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          onDelete(deleting)
            .then(() => setDeleting(null))
            .finally(() => setBusy(false));
        }}
      />
    </Card>
  );
}
