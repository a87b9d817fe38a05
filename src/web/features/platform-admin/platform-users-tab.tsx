import { zodResolver } from '@hookform/resolvers/zod';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ROLE_LABELS } from '@/shared/roles';
import {
  PLATFORM_USER_SORTS,
  type PlatformUser,
  platformUserUpdateSchema,
} from '@/shared/schemas/platform';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { FormDialog } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-field';
import { RowMenu } from '@/web/components/row-menu';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useDateSettings } from '@/web/hooks/use-me';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import {
  usePlatformUsers,
  useResetPlatformUserPassword,
  useSetPlatformUserActive,
  useUpdatePlatformUser,
} from './platform-queries';

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
      <EditPlatformUserDialog
        user={editing}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
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

/** Edit User Details: name, email (their sign-in too) and job title. */
function EditPlatformUserDialog({
  user,
  onOpenChange,
}: {
  user: PlatformUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePlatformUser();
  const form = useForm({ resolver: zodResolver(platformUserUpdateSchema) });
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Edit User Details"
      description={user ? `An admin of ${user.organization}.` : undefined}
      form={form}
      defaultValues={{
        fullName: user?.fullName ?? '',
        email: user?.email ?? '',
        jobTitle: user?.jobTitle ?? '',
      }}
      submit={{
        action: (body) => update.mutateAsync({ id: user!.id, body }),
        success: 'User updated successfully',
        failure: 'Failed to update user',
      }}
      submitLabel="Save Changes"
    >
      <FormInput form={form} name="fullName" id="platform-user-name" label="Full Name" />
      <FormInput form={form} name="email" id="platform-user-email" label="Email" type="email" />
      <FormInput form={form} name="jobTitle" id="platform-user-job-title" label="Job Title" />
    </FormDialog>
  );
}
