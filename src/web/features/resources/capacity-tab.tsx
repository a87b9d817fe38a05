import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ResourceCapacity } from '@/shared/schemas/resources';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Pager } from '@/web/components/data-table-pagination';
import { EmptyState } from '@/web/components/empty-state';
import { ListSearch } from '@/web/components/list-search';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { WhenOpened } from '@/web/components/when-opened';
import { useDateSettings } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { formatDay } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { CapacityValue } from './resource-columns';
import { capacityQuery, useDeleteAllocation, useDeleteTimeOff } from './use-resources';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const TimeOffDialog = lazyNamed(() => import('./time-off-dialog'), 'TimeOffDialog');

type Deleting = { kind: 'allocation' | 'timeOff'; id: string; what: string } | null;

const BY_NAME = ['fullName'] as const;

/** The people's capacity as cards, a page at a time by name (kept in the address), searched. */
export function CapacityTab({ canManage }: { canManage: boolean }) {
  const list = useServerList(BY_NAME, 'fullName', { prefix: 'capacity.', direction: 'asc' });
  const { page, search } = list.params;
  const capacity = useQuery(capacityQuery(search ? { page, search } : { page }));
  const paging = list.paging(capacity.data?.total ?? 0, capacity.data?.pageSize ?? 20);
  const [addingFor, setAddingFor] = useState<ResourceCapacity | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const removeAllocation = useDeleteAllocation();
  const removeTimeOff = useDeleteTimeOff();
  // A page past the last (its last person deactivated, an old bookmark) goes to the last one.
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const pastTheEnd = capacity.isSuccess && !capacity.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) paging.onPageChange(lastPage);
  }, [pastTheEnd, lastPage, paging]);

  const searchBox = (
    <div className="pb-3">
      <ListSearch label="Search people" value={paging.search} onChange={paging.onSearchChange} />
    </div>
  );
  if (capacity.isPending)
    return <Skeleton className="h-40 w-full" role="status" aria-label="Loading capacity" />;
  if (capacity.isError) return <EmptyState message="Failed to load data" />;
  if (capacity.data.rows.length === 0)
    return (
      <div>
        {searchBox}
        <EmptyState message={paging.search ? 'No matches' : 'No resources yet'} />
      </div>
    );

  const confirm = async () => {
    if (!deleting) return;
    const isAllocation = deleting.kind === 'allocation';
    try {
      await (isAllocation ? removeAllocation : removeTimeOff).mutateAsync(deleting.id);
      toast.success(isAllocation ? 'Allocation deleted' : 'Time off deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          isAllocation ? 'Failed to delete allocation' : 'Failed to delete time off',
        ),
      );
    }
  };

  return (
    <div>
      {searchBox}
      <div className="grid gap-4 lg:grid-cols-2">
        {capacity.data.rows.map((person) => (
          <PersonCapacity
            key={person.id}
            person={person}
            canManage={canManage}
            onAddTimeOff={() => setAddingFor(person)}
            onDelete={setDeleting}
          />
        ))}
      </div>
      <Pager
        page={page}
        pageSize={paging.pageSize}
        total={paging.total}
        onPageChange={paging.onPageChange}
      />
      <WhenOpened open={addingFor !== null}>
        <TimeOffDialog person={addingFor} onOpenChange={(open) => !open && setAddingFor(null)} />
      </WhenOpened>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'allocation' ? 'Delete allocation?' : 'Delete time off?'}
        description={`${deleting?.what ?? ''} will be deleted.`}
        busy={removeAllocation.isPending || removeTimeOff.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

function PersonCapacity({
  person,
  canManage,
  onAddTimeOff,
  onDelete,
}: {
  person: ResourceCapacity;
  canManage: boolean;
  onAddTimeOff: () => void;
  onDelete: (deleting: Deleting) => void;
}) {
  const dates = useDateSettings();
  const day = (value: string | null) => (value ? formatDay(value, dates) : 'Open-ended');
  const none = person.allocations.length === 0 && person.assignments.length === 0;
  return (
    <Card role="group" aria-label={person.fullName} data-testid="capacity-person">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="min-w-0 truncate">{person.fullName}</CardTitle>
        <span className="text-sm">
          Allocated: <CapacityValue percent={person.capacityPercentage} />
        </span>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {none ? <p className="text-muted-foreground">No assignments</p> : null}
        {person.allocations.length > 0 ? (
          <ul className="space-y-2" aria-label="Allocations">
            {person.allocations.map((a) => (
              <li key={a.id} className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="font-medium break-words">
                    {a.projectName} · {a.capacityPercentage}%
                  </div>
                  <div className="text-muted-foreground text-xs">
                    {day(a.startDate)} – {day(a.endDate)}
                    {a.notes ? ` · ${a.notes}` : ''}
                  </div>
                </div>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete allocation on ${a.projectName}`}
                    onClick={() =>
                      onDelete({
                        kind: 'allocation',
                        id: a.id,
                        what: `The allocation on ${a.projectName}`,
                      })
                    }
                  >
                    <Trash2 />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {person.assignments.length > 0 ? (
          <ul className="space-y-2" aria-label="Activity assignments">
            {person.assignments.map((a) => (
              <li key={a.id} className="min-w-0">
                <div className="font-medium break-words">
                  {a.projectName} / {a.activityName} · {a.capacityPercentage}%
                </div>
                <div className="text-muted-foreground text-xs">
                  {day(a.startDate)} – {day(a.endDate)}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="space-y-2 border-t pt-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">Time off</h3>
            {canManage ? (
              <Button variant="outline" size="sm" onClick={onAddTimeOff}>
                Add Time Off
              </Button>
            ) : null}
          </div>
          {person.timeOff.length === 0 ? (
            <p className="text-muted-foreground">No time off</p>
          ) : (
            <ul className="space-y-2" aria-label="Time off">
              {person.timeOff.map((t) => (
                <li key={t.id} className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <div>
                      {day(t.startDate)} – {day(t.endDate)}
                    </div>
                    {t.reason ? (
                      <div className="text-muted-foreground text-xs break-words">{t.reason}</div>
                    ) : null}
                  </div>
                  {canManage ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete time off from ${t.startDate}`}
                      onClick={() => onDelete({ kind: 'timeOff', id: t.id, what: 'This time off' })}
                    >
                      <Trash2 />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
