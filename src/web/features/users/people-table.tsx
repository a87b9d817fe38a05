import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { KeyRound, Pencil, Plus, UserCheck, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PERSON_SORTS, PERSON_STATUSES } from '@/shared/list-queries';
import { can } from '@/shared/permissions';
import { ROLE_LABELS, type Role } from '@/shared/roles';
import type { Person } from '@/shared/schemas/people';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { PageHeader } from '@/web/components/page-header';
import { RowMenu } from '@/web/components/row-menu';
import { SelectInput } from '@/web/components/select-input';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useMoney } from '@/web/hooks/use-money';
import { useServerList } from '@/web/hooks/use-server-list';
import { errorMessage } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format-date';
import { lazyNamed } from '@/web/lib/lazy-named';
import { peoplePageQuery } from '@/web/lib/people-queries';
import { toast } from '@/web/lib/toast';
import { useSendPasswordReset, useSetActive } from './use-people-admin';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const AddUserDialog = lazyNamed(() => import('./user-dialogs'), 'AddUserDialog');
const EditUserDialog = lazyNamed(() => import('./user-dialogs'), 'EditUserDialog');

const column = createColumnHelper<Person>();
const muted = (value: string | null) => value ?? <span className="text-muted-foreground">—</span>;
const roleNames = (roles: readonly Role[]) => roles.map((role) => ROLE_LABELS[role]).join(', ');
const EVERYONE = 'all';
const STATUS_OPTIONS = [
  { value: EVERYONE, label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const isStatus = (value: string): value is (typeof PERSON_STATUSES)[number] =>
  (PERSON_STATUSES as readonly string[]).includes(value);

/** What each page shows of a person, after name and email. */
export type PeopleColumns = 'organization-users' | 'users';

interface PeoplePageProps {
  title: string;
  description: string;
  columns: PeopleColumns;
  defaultRole: 'tracked_employee' | 'user';
}

/**
 * The Organization Users and Users pages: the organization's people in a table with Add User,
 * and for an admin each person's Edit, Activate/Deactivate and Send password reset.
 */
export function PeoplePage({ title, description, columns: which, defaultRole }: PeoplePageProps) {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'organization.manage');
  // Paged, searched, filtered and sorted on the server, the page kept in the address.
  const list = useServerList(PERSON_SORTS, 'fullName', { filters: ['status'], direction: 'asc' });
  const { status = '', ...params } = list.params;
  const people = useQuery(peoplePageQuery(isStatus(status) ? { ...params, status } : params));
  const money = useMoney();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const [deactivating, setDeactivating] = useState<Person | null>(null);
  const setActive = useSetActive();
  const reset = useSendPasswordReset();

  useEffect(() => {
    if (people.isError) toast.error('Failed to load users');
  }, [people.isError]);

  const changeStatus = async (person: Person, isActive: boolean) => {
    try {
      await setActive.mutateAsync({ id: person.id, isActive });
      toast.success(isActive ? 'User activated' : 'User deactivated');
      setDeactivating(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update user status'));
    }
  };
  const sendReset = async (person: Person) => {
    try {
      await reset.mutateAsync(person.id);
      toast.success('Password reset email sent');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send password reset email'));
    }
  };

  const columns = useMemo(() => {
    const list: ColumnDef<Person, unknown>[] = [
      column.accessor('fullName', {
        header: 'Name',
        cell: ({ row }) => <span className="font-medium">{row.original.fullName}</span>,
      }) as ColumnDef<Person, unknown>,
      column.accessor('email', { header: 'Email' }) as ColumnDef<Person, unknown>,
      column.accessor((p) => p.department ?? undefined, {
        id: 'department',
        header: 'Department',
        sortUndefined: 'last',
        cell: ({ row }) => muted(row.original.department),
      }) as ColumnDef<Person, unknown>,
      column.accessor((p) => p.team ?? undefined, {
        id: 'team',
        header: 'Team',
        sortUndefined: 'last',
        cell: ({ row }) => muted(row.original.team),
      }) as ColumnDef<Person, unknown>,
    ];
    if (which === 'organization-users') {
      list.push(
        column.accessor((p) => roleNames(p.roles), {
          id: 'role',
          header: 'Role',
          enableSorting: false,
          meta: { cellClassName: 'whitespace-normal' },
        }) as ColumnDef<Person, unknown>,
        column.accessor((p) => (p.isActive ? 'Active' : 'Inactive'), {
          id: 'status',
          header: 'Status',
          cell: ({ getValue }) => (
            <Badge variant={getValue() === 'Active' ? 'secondary' : 'outline'}>
              {getValue() as string}
            </Badge>
          ),
        }) as ColumnDef<Person, unknown>,
      );
    } else {
      list.push(
        column.accessor((p) => p.hourlyCost ?? undefined, {
          id: 'hourlyCost',
          header: 'Hourly Cost',
          sortUndefined: 'last',
          cell: ({ row }) =>
            row.original.hourlyCost === null ? muted(null) : money(row.original.hourlyCost),
        }) as ColumnDef<Person, unknown>,
        column.accessor((p) => roleNames(p.roles), {
          id: 'roles',
          header: 'Roles',
          enableSorting: false,
          meta: { cellClassName: 'whitespace-normal' },
        }) as ColumnDef<Person, unknown>,
        column.accessor('createdAt', {
          header: 'Created',
          cell: ({ getValue }) => formatDate(getValue(), { timeZone: me.timeZone }),
        }) as ColumnDef<Person, unknown>,
      );
    }
    if (canManage)
      list.push({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { priority: 'primary' },
        cell: ({ row }) => (
          <PersonActions
            person={row.original}
            onEdit={() => setEditing(row.original)}
            onActivate={() => void changeStatus(row.original, true)}
            onDeactivate={() => setDeactivating(row.original)}
            onReset={() => void sendReset(row.original)}
          />
        ),
      });
    return list;
    // The handlers only set state or call stable mutations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [which, canManage, me.timeZone, money]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          canManage ? (
            <Button onClick={() => setAdding(true)}>
              <Plus /> Add User
            </Button>
          ) : null
        }
      />
      <Card className="py-2">
        <DataTable
          columns={columns}
          data={people.data?.rows ?? []}
          getRowId={(person) => person.id}
          emptyMessage={people.isError ? 'Users could not be loaded.' : 'No users found'}
          loading={people.isPending}
          label={title}
          searchLabel="Search users"
          server={list.paging(people.data?.total ?? 0, people.data?.pageSize ?? 50)}
          filters={
            <SelectInput
              value={isStatus(status) ? status : EVERYONE}
              onChange={(next) => list.setFilter('status', next === EVERYONE ? '' : (next ?? ''))}
              options={STATUS_OPTIONS}
              triggerProps={{ 'aria-label': 'Filter by status' }}
              className="w-full sm:w-44"
            />
          }
        />
      </Card>
      {canManage ? (
        <>
          <WhenOpened open={adding}>
            <AddUserDialog open={adding} onOpenChange={setAdding} defaultRole={defaultRole} />
          </WhenOpened>
          <WhenOpened open={editing !== null}>
            <EditUserDialog
              person={editing}
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
            />
          </WhenOpened>
          <ConfirmDialog
            open={deactivating !== null}
            onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
            title="Deactivate this user?"
            description={`${deactivating?.fullName ?? 'They'} will be signed out everywhere at once and cannot sign in until activated again.`}
            confirmLabel="Deactivate"
            busy={setActive.isPending}
            onConfirm={() => deactivating && void changeStatus(deactivating, false)}
          />
        </>
      ) : null}
    </div>
  );
}

function PersonActions({
  person,
  onEdit,
  onActivate,
  onDeactivate,
  onReset,
}: {
  person: Person;
  onEdit: () => void;
  onActivate: () => void;
  onDeactivate: () => void;
  onReset: () => void;
}): ReactNode {
  return (
    <RowMenu
      name={person.fullName}
      items={[
        { label: 'Edit', icon: Pencil, onSelect: onEdit },
        person.isActive
          ? { label: 'Deactivate', icon: UserX, onSelect: onDeactivate, destructive: true }
          : { label: 'Activate', icon: UserCheck, onSelect: onActivate },
        { label: 'Send password reset', icon: KeyRound, onSelect: onReset },
      ]}
    />
  );
}
