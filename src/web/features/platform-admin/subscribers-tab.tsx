import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Ban, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { SUBSCRIBER_SORTS } from '@/shared/list-queries';
import type { Subscriber } from '@/shared/schemas/platform';
import { DataTable } from '@/web/components/data-table';
import { RowMenu } from '@/web/components/row-menu';
import { Card } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useDateSettings } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import { useSetSubscriberStatus, useSubscribers } from './platform-queries';
import { StatusBadge, TierBadge } from './platform-badges';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const EditSubscriberDialog = lazyNamed(
  () => import('./subscriber-dialogs'),
  'EditSubscriberDialog',
);
const DeleteSubscriberDialog = lazyNamed(
  () => import('./subscriber-dialogs'),
  'DeleteSubscriberDialog',
);

const column = createColumnHelper<Subscriber>();
const muted = (value: string | number | null) =>
  value ?? <span className="text-muted-foreground">—</span>;

/** Subscribers: every organization on the platform, a page at a time from the server. */
export function SubscribersTab() {
  const dates = useDateSettings();
  const list = useServerList(SUBSCRIBER_SORTS, 'createdAt');
  const subscribers = useSubscribers(list.params);
  const setStatus = useSetSubscriberStatus();
  const [editing, setEditing] = useState<Subscriber | null>(null);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  useEffect(() => {
    if (subscribers.isError) toast.error('Failed to fetch organizations');
  }, [subscribers.isError]);

  const columns = useMemo<ColumnDef<Subscriber, unknown>[]>(() => {
    const changeStatus = async (subscriber: Subscriber) => {
      const suspend = subscriber.subscriptionStatus !== 'suspended';
      try {
        await setStatus.mutateAsync({ id: subscriber.id, suspend });
        toast.success(
          suspend ? 'Organization suspended successfully' : 'Organization activated successfully',
        );
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to update organization status'));
      }
    };
    return [
      column.accessor('name', {
        header: 'Organization',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('subdomain', {
        header: 'Subdomain',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.domain}</span>,
      }),
      column.accessor('orgType', {
        header: 'Type',
        enableSorting: false,
        cell: ({ getValue }) => muted(getValue()),
      }),
      column.accessor('locationCountry', {
        header: 'Location',
        enableSorting: false,
        cell: ({ getValue }) => muted(getValue()),
      }),
      column.accessor('authUsers', { header: 'Auth Users', enableSorting: false }),
      column.accessor('subscriptionTier', {
        header: 'Tier',
        enableSorting: false,
        cell: ({ getValue }) => <TierBadge tier={getValue()} />,
      }),
      column.accessor('subscriptionStatus', {
        header: 'Status',
        enableSorting: false,
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
      column.accessor('createdAt', {
        header: 'Created',
        cell: ({ getValue }) => formatDate(getValue(), dates),
      }),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { priority: 'primary' },
        cell: ({ row }) => (
          <RowMenu
            name={row.original.name}
            items={[
              { label: 'Edit', icon: Pencil, onSelect: () => setEditing(row.original) },
              row.original.subscriptionStatus === 'suspended'
                ? {
                    label: 'Activate',
                    icon: CircleCheck,
                    onSelect: () => void changeStatus(row.original),
                  }
                : {
                    label: 'Suspend',
                    icon: Ban,
                    onSelect: () => void changeStatus(row.original),
                    destructive: true,
                  },
              {
                label: 'Delete permanently',
                icon: Trash2,
                onSelect: () => setDeleting(row.original),
                destructive: true,
              },
            ]}
          />
        ),
      },
    ] as ColumnDef<Subscriber, unknown>[];
    // setStatus.mutateAsync is stable; dates change with the viewer's time zone only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dates.timeZone]);

  const page = subscribers.data;
  return (
    <Card className="py-2">
      <DataTable
        columns={columns}
        data={page?.rows ?? []}
        getRowId={(subscriber) => subscriber.id}
        emptyMessage="No organizations found"
        loading={subscribers.isPending}
        label="Subscribers"
        searchLabel="Search organizations"
        server={list.paging(page?.total ?? 0, page?.pageSize ?? 25)}
      />
      <WhenOpened open={editing !== null}>
        <EditSubscriberDialog
          subscriber={editing}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      </WhenOpened>
      <WhenOpened open={deleting !== null}>
        <DeleteSubscriberDialog
          subscriber={deleting}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        />
      </WhenOpened>
    </Card>
  );
}
