import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PLATFORM_USER_SORTS } from '@/shared/list-queries';
import { ROLE_LABELS } from '@/shared/roles';
import type { PlatformUser } from '@/shared/schemas/platform';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { RowMenu } from '@/web/components/row-menu';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useDateSettings } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { toast } from '@/web/lib/toast';
import {
  usePlatformUsers,
  useResetPlatformUserPassword,
  useSetPlatformUserActive,
} from './platform-queries';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const EditPlatformUserDialog = lazyNamed(
  () => import('./platform-user-dialog'),
  'EditPlatformUserDialog',
);

const column = createColumnHelper<PlatformUser>();

/** Platform Subscribers: the admins of every organization, a page at a time from the server. */
export function PlatformUsersTab() {
  const dates = useDateSettings();
  // Beside the Subscribers tab's list on the same page: its own names in the address.
  const list = useServerList(PLATFORM_USER_SORTS, 'createdAt', { prefix: 'users.' });
  const users = usePlatformUsers(list.params);
  const setActive = useSetPlatformUserActive();
  const reset = useResetPlatformUserPassword();
  const [editing, setEditing] = useState<PlatformUser | null>(null);
  const [resetting, setResetting] = useState<PlatformUser | null>(null);

  useEffect(() => {
    if (users.isError) toast.error('Failed to fetch subscriber users');
  }, [users.isError]);

  const sendReset = async () => {
    if (!resetting) return;
    try {
      await reset.mutateAsync(resetting.id);
      toast.success('Password reset email sent successfully');
      setResetting(null);
    } catch (error) {
      toast.error(`Failed to reset password: ${errorMessage(error, 'the server did not answer')}`);
    }
  };

  const columns = useMemo<ColumnDef<PlatformUser, unknown>[]>(() => {
    const changeStatus = async (user: PlatformUser) => {
      try {
        await setActive.mutateAsync({ id: user.id, isActive: !user.isActive });
        toast.success(
          user.isActive ? 'User deactivated successfully' : 'User activated successfully',
        );
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to update user status'));
      }
    };
    return [
      column.accessor('fullName', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('email', { header: 'Email', enableSorting: false }),
      column.accessor('organization', { header: 'Organization' }),
      column.accessor('jobTitle', {
        header: 'Job Title',
        enableSorting: false,
        cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">—</span>,
      }),
      column.accessor((user) => user.roles.map((role) => ROLE_LABELS[role]).join(', '), {
        id: 'roles',
        header: 'Roles',
        enableSorting: false,
        meta: { cellClassName: 'whitespace-normal' },
      }),
      column.accessor('isActive', {
        header: 'Status',
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant={getValue() ? 'secondary' : 'outline'}>
            {getValue() ? 'Active' : 'Inactive'}
          </Badge>
        ),
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
            name={row.original.fullName}
            items={[
              { label: 'Edit', icon: Pencil, onSelect: () => setEditing(row.original) },
              row.original.isActive
                ? {
                    label: 'Deactivate',
                    icon: UserX,
                    onSelect: () => void changeStatus(row.original),
                    destructive: true,
                  }
                : {
                    label: 'Activate',
                    icon: UserCheck,
                    onSelect: () => void changeStatus(row.original),
                  },
              {
                label: 'Reset password',
                icon: KeyRound,
                onSelect: () => setResetting(row.original),
              },
            ]}
          />
        ),
      },
    ] as ColumnDef<PlatformUser, unknown>[];
    // The mutations are stable; dates change with the viewer's time zone only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dates.timeZone]);

  const page = users.data;
  return (
    <Card className="gap-2 pb-2">
      <CardHeader>
        <CardTitle>Platform Subscribers</CardTitle>
      </CardHeader>
      <DataTable
        columns={columns}
        data={page?.rows ?? []}
        getRowId={(user) => user.id}
        emptyMessage="No users found"
        loading={users.isPending}
        label="Platform Subscribers"
        searchLabel="Search users"
        server={list.paging(page?.total ?? 0, page?.pageSize ?? 25)}
      />
      <WhenOpened open={editing !== null}>
        <EditPlatformUserDialog
          user={editing}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      </WhenOpened>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        title="Reset User Password"
        description={`${resetting?.fullName ?? 'They'} will get an email at ${resetting?.email ?? 'their address'} with a link to choose a new password.`}
        confirmLabel="Send Reset Email"
        busy={reset.isPending}
        onConfirm={() => void sendReset()}
      />
    </Card>
  );
}
