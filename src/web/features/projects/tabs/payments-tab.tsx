import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleDollarSign, HandCoins, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMilestone } from '@/shared/schemas/payments';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RowActions } from '@/web/components/row-actions';
import { StatCard } from '@/web/components/stat-card';
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
import { formatDay } from '@/web/lib/format-date';
import { toast } from '@/web/lib/toast';
import { PAYMENT_STATUS_LABELS } from './entry-labels';
import { PaymentMilestoneDialog } from './payment-milestone-dialog';
import { paymentsQuery, useDeleteMilestone, useSaveMilestone } from './payment-queries';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import { StatusSelect } from './status-select';
import { TabError, TabLoading } from './tab-query-state';
import { TabSection } from './tab-section';

type Status = PaymentMilestone['status'];

/** Payments: Total Contract Value, Received, and the milestones with their status. */
export function PaymentsTab({ project }: ProjectTabProps) {
  const canChange = useCanChangeProject(project);
  const payments = useQuery(paymentsQuery(project.id));
  const money = useMoney();
  const save = useSaveMilestone(project.id);
  const remove = useDeleteMilestone(project.id);
  const [editing, setEditing] = useState<{ milestone: PaymentMilestone | null } | null>(null);
  const [deleting, setDeleting] = useState<PaymentMilestone | null>(null);
  const totals = payments.data?.totals;

  const moveStatus = async (milestone: PaymentMilestone, status: Status) => {
    try {
      await save.mutateAsync({ id: milestone.id, input: { status } });
      toast.success('Payment milestone updated');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update milestone'));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Payment milestone deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete milestone'));
    }
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title="Total Contract Value"
          icon={CircleDollarSign}
          loading={payments.isPending}
          value={totals ? money(totals.totalContractValue) : null}
        />
        <StatCard
          title="Received"
          icon={HandCoins}
          loading={payments.isPending}
          value={totals ? money(totals.received) : null}
        />
      </div>
      <TabSection
        title="Payment Milestones"
        description="Milestones with their amount, due date and linked activity."
        action={
          canChange ? (
            <Button size="sm" onClick={() => setEditing({ milestone: null })}>
              <Plus /> Add Milestone
            </Button>
          ) : null
        }
      >
        {payments.isPending ? (
          <TabLoading />
        ) : payments.isError ? (
          <TabError onRetry={() => void payments.refetch()} busy={payments.isFetching} />
        ) : payments.data.milestones.length === 0 ? (
          <EmptyState icon={Banknote} message="No payment milestones set" />
        ) : (
          <Table aria-label="Payment milestones" scrollLabel="Payment milestones table">
            <TableHeader>
              <TableRow>
                <TableHead>Milestone</TableHead>
                <TableHead>Linked Activity</TableHead>
                <TableHead>Due Date</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                {canChange ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.data.milestones.map((milestone) => (
                <TableRow key={milestone.id}>
                  <TableCell className="font-medium">{milestone.milestoneName}</TableCell>
                  <TableCell>
                    {milestone.activityName ?? <span className="text-muted-foreground">None</span>}
                  </TableCell>
                  <TableCell>
                    {milestone.dueDate ? (
                      formatDay(milestone.dueDate)
                    ) : (
                      <span className="text-muted-foreground">Not set</span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(milestone.amount)}
                  </TableCell>
                  <TableCell>
                    {canChange ? (
                      <StatusSelect
                        label={`Status of ${milestone.milestoneName}`}
                        value={milestone.status}
                        labels={PAYMENT_STATUS_LABELS}
                        onChange={(status) => void moveStatus(milestone, status)}
                      />
                    ) : (
                      <Badge variant={milestone.status === 'received' ? 'default' : 'outline'}>
                        {PAYMENT_STATUS_LABELS[milestone.status]}
                      </Badge>
                    )}
                  </TableCell>
                  {canChange ? (
                    <TableCell>
                      <RowActions
                        name={milestone.milestoneName}
                        onEdit={() => setEditing({ milestone })}
                        onDelete={() => setDeleting(milestone)}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TabSection>
      {canChange ? (
        <>
          <PaymentMilestoneDialog
            projectId={project.id}
            editing={editing}
            onClose={() => setEditing(null)}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete this payment milestone?"
            description={
              deleting ? `"${deleting.milestoneName}" is removed from the payments.` : ''
            }
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </div>
  );
}
