import { useQuery } from '@tanstack/react-query';
import { Calculator, Clock, Plus, Receipt, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Budget, EffortLine, OverheadLine } from '@/shared/schemas/budget';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { RowActions } from '@/web/components/row-actions';
import { StatCard } from '@/web/components/stat-card';
import { Button } from '@/web/components/ui/button';
import { WhenOpened } from '@/web/components/when-opened';
import { useMoney } from '@/web/hooks/use-money';
import { errorMessage } from '@/web/lib/api';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import type { BudgetEditing } from './budget-item-dialog';
import { budgetQuery, type BudgetLineKind, useDeleteBudgetLine } from './budget-queries';
import { type ProjectTabProps, useCanChangeProject } from './project-tab';
import { TabError, TabLoading } from './tab-query-state';
import { TabSection } from './tab-section';

// Opened on a click: loaded then, not with the page (with its forms and people picker).
const BudgetItemDialog = lazyNamed(() => import('./budget-item-dialog'), 'BudgetItemDialog');

const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

type Deleting = { kind: BudgetLineKind; id: string; name: string };

function LineList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="font-medium text-muted-foreground text-sm">{title}</h3>
      <ul className="divide-y rounded-md border px-3">{children}</ul>
    </section>
  );
}

function Line({
  name,
  detail,
  amount,
  actions,
}: {
  name: string;
  detail: string | null;
  amount: string;
  actions: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span className="min-w-0">
        <span className="block truncate font-medium">{name}</span>
        {detail ? <span className="block text-muted-foreground text-sm">{detail}</span> : null}
      </span>
      <span className="flex items-center gap-2">
        <span className="font-semibold tabular-nums">{amount}</span>
        {actions}
      </span>
    </li>
  );
}

interface BudgetLinesProps {
  budget: Budget;
  onEdit?: (editing: BudgetEditing) => void;
  onDelete?: (deleting: Deleting) => void;
}

function BudgetLines({ budget, onEdit, onDelete }: BudgetLinesProps) {
  const money = useMoney();
  const effortName = (line: EffortLine) => line.resourceName ?? 'Former resource';
  const actions = (editing: BudgetEditing, deleting: Deleting) =>
    onEdit && onDelete ? (
      <RowActions
        name={deleting.name}
        onEdit={() => onEdit(editing)}
        onDelete={() => onDelete(deleting)}
      />
    ) : null;
  const overheadActions = (line: OverheadLine) =>
    actions(
      { kind: 'overhead', line },
      { kind: 'overhead', id: line.id, name: `overhead ${line.category}` },
    );

  return (
    <div className="space-y-6">
      {budget.effort.length > 0 ? (
        <LineList title="Effort (Resource Hours)">
          {budget.effort.map((line) => (
            <Line
              key={line.id}
              name={effortName(line)}
              detail={`${hoursFormat.format(line.estimatedHours)} h × ${money(line.hourlyRate)}/h`}
              amount={money(line.totalCost)}
              actions={actions(
                { kind: 'effort', line },
                { kind: 'effort', id: line.id, name: `effort of ${effortName(line)}` },
              )}
            />
          ))}
        </LineList>
      ) : null}
      {budget.overhead.length > 0 ? (
        <LineList title="Overhead Costs">
          {budget.overhead.map((line) => (
            <Line
              key={line.id}
              name={line.category}
              detail={line.description}
              amount={money(line.amount)}
              actions={overheadActions(line)}
            />
          ))}
        </LineList>
      ) : null}
    </div>
  );
}

/** Budget: totals, effort lines (resource x hours x rate) and overhead lines. */
export function BudgetTab({ project }: ProjectTabProps) {
  const canChange = useCanChangeProject(project);
  const budget = useQuery(budgetQuery(project.id));
  const money = useMoney();
  const [editing, setEditing] = useState<BudgetEditing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useDeleteBudgetLine(project.id);
  const totals = budget.data?.totals;
  const isEmpty = budget.data && budget.data.effort.length + budget.data.overhead.length === 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success('Budget item deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete budget item'));
    }
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Budget"
          icon={Wallet}
          loading={budget.isPending}
          value={totals ? money(totals.totalBudget) : null}
        />
        <StatCard
          title="Effort Costs"
          icon={Clock}
          loading={budget.isPending}
          value={totals ? money(totals.effortCost) : null}
        />
        <StatCard
          title="Overhead"
          icon={Receipt}
          loading={budget.isPending}
          value={totals ? money(totals.overheadCost) : null}
        />
      </div>
      <TabSection
        title="Budget Items"
        description="Effort (resource hours × rate) and overhead costs."
        action={
          canChange ? (
            <Button size="sm" onClick={() => setEditing({ kind: 'new' })}>
              <Plus /> Add Budget Item
            </Button>
          ) : null
        }
      >
        {budget.isPending ? (
          <TabLoading />
        ) : budget.isError ? (
          <TabError onRetry={() => void budget.refetch()} busy={budget.isFetching} />
        ) : isEmpty ? (
          <EmptyState icon={Calculator} message="No budget items yet" />
        ) : (
          <BudgetLines
            budget={budget.data}
            onEdit={canChange ? setEditing : undefined}
            onDelete={canChange ? setDeleting : undefined}
          />
        )}
      </TabSection>
      {canChange ? (
        <>
          <WhenOpened open={editing !== null}>
            <BudgetItemDialog
              projectId={project.id}
              editing={editing}
              onClose={() => setEditing(null)}
            />
          </WhenOpened>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title="Delete this budget item?"
            description="The cost is removed from the project's budget."
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </div>
  );
}
