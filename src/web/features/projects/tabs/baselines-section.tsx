import { useQuery } from '@tanstack/react-query';
import { Camera, History } from 'lucide-react';
import { useState } from 'react';
import type { Baseline, BaselineComparison } from '@/shared/schemas/schedule';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RowActions } from '@/web/components/row-actions';
import { WhenOpened } from '@/web/components/when-opened';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { useMoney } from '@/web/hooks/use-money';
import { errorMessage } from '@/web/lib/api';
import { formatDateTime, formatDay } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { baselinesQuery, useDeleteBaseline } from './schedule-queries';
import { TabSection } from './tab-section';

const SaveBaselineDialog = lazyNamed(() => import('./save-baseline-dialog'), 'SaveBaselineDialog');

interface BaselinesSectionProps {
  projectId: string;
  canChange: boolean;
  /** The baseline compared with the plan (also drawn on the Gantt). */
  comparedId: string | null;
  onCompare: (baselineId: string | null) => void;
  comparison: BaselineComparison | undefined;
}

/** Save baseline, the project's baselines, and the compared one's variance. */
export function BaselinesSection({
  projectId,
  canChange,
  comparedId,
  onCompare,
  comparison,
}: BaselinesSectionProps) {
  const baselines = useQuery(baselinesQuery(projectId));
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Baseline | null>(null);
  const remove = useDeleteBaseline(projectId);
  const money = useMoney();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      if (comparedId === deleting.id) onCompare(null);
      toast.success('Baseline deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete baseline'));
    }
  };

  return (
    <TabSection
      title="Baselines"
      description="Locked snapshots of the plan's dates and budget, to compare the plan with."
      action={
        canChange ? (
          <Button size="sm" variant="outline" onClick={() => setSaving(true)}>
            <Camera /> Save Baseline
          </Button>
        ) : null
      }
    >
      {!baselines.data || baselines.data.length === 0 ? (
        <EmptyState icon={History} message="No baselines yet" />
      ) : (
        <Table aria-label="Baselines" scrollLabel="Baselines table">
          <TableHeader>
            <TableRow>
              <TableHead>Baseline</TableHead>
              <TableHead>Saved</TableHead>
              <TableHead>Activities</TableHead>
              <TableHead>Budget</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {baselines.data.map((baseline) => (
              <TableRow
                key={baseline.id}
                data-state={comparedId === baseline.id ? 'selected' : undefined}
              >
                <TableCell className="font-medium">{baseline.name}</TableCell>
                <TableCell>
                  {formatDateTime(baseline.createdAt)}
                  {baseline.createdByName ? ` by ${baseline.createdByName}` : ''}
                </TableCell>
                <TableCell>{baseline.activityCount}</TableCell>
                <TableCell>{money(baseline.effortBudget + baseline.overheadBudget)}</TableCell>
                <TableCell>
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      size="sm"
                      variant={comparedId === baseline.id ? 'secondary' : 'ghost'}
                      aria-pressed={comparedId === baseline.id}
                      onClick={() => onCompare(comparedId === baseline.id ? null : baseline.id)}
                    >
                      Compare
                      <span className="sr-only"> with {baseline.name}</span>
                    </Button>
                    {canChange ? (
                      <RowActions name={baseline.name} onDelete={() => setDeleting(baseline)} />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {comparison ? <ComparisonTable comparison={comparison} /> : null}
      {canChange ? (
        <>
          <WhenOpened open={saving}>
            <SaveBaselineDialog projectId={projectId} open={saving} onOpenChange={setSaving} />
          </WhenOpened>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete this baseline?"
            description={`"${deleting?.name ?? ''}" and its snapshot are deleted; the plan stays.`}
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </TabSection>
  );
}

const STATUS_LABELS = {
  unchanged: 'On baseline',
  moved: 'Moved',
  added: 'Added since',
  removed: 'Removed since',
} as const;

const variance = (days: number | null) =>
  days === null ? '—' : days === 0 ? '0' : `${days > 0 ? '+' : ''}${days} d`;

function ComparisonTable({ comparison }: { comparison: BaselineComparison }) {
  const money = useMoney();
  const { budget } = comparison;
  const signed = (amount: number) => `${amount > 0 ? '+' : ''}${money(amount)}`;
  return (
    <div className="mt-6 space-y-3">
      <h3 className="font-medium text-sm">Plan against “{comparison.baseline.name}”</h3>
      <p className="text-muted-foreground text-sm">
        Budget: {money(budget.total.baseline)} then, {money(budget.total.current)} now (
        {signed(budget.total.variance)}; effort {signed(budget.effort.variance)}, overhead{' '}
        {signed(budget.overhead.variance)}). Variance in working days: + later, − earlier.
      </p>
      <Table aria-label="Baseline variance" scrollLabel="Baseline variance table">
        <TableHeader>
          <TableRow>
            <TableHead>Activity</TableHead>
            <TableHead>Baseline start</TableHead>
            <TableHead>Start</TableHead>
            <TableHead>Start variance</TableHead>
            <TableHead>Baseline finish</TableHead>
            <TableHead>Finish</TableHead>
            <TableHead>Finish variance</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {comparison.activities.map((row, index) => (
            <TableRow key={row.activityId ?? `removed-${index}`}>
              <TableCell className="font-medium">{row.name}</TableCell>
              <TableCell>{row.baselineStart ? formatDay(row.baselineStart) : '—'}</TableCell>
              <TableCell>{row.currentStart ? formatDay(row.currentStart) : '—'}</TableCell>
              <TableCell className="tabular-nums">{variance(row.startVariance)}</TableCell>
              <TableCell>{row.baselineEnd ? formatDay(row.baselineEnd) : '—'}</TableCell>
              <TableCell>{row.currentEnd ? formatDay(row.currentEnd) : '—'}</TableCell>
              <TableCell className="tabular-nums">{variance(row.finishVariance)}</TableCell>
              <TableCell>
                <Badge variant={row.status === 'unchanged' ? 'outline' : 'secondary'}>
                  {STATUS_LABELS[row.status]}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
