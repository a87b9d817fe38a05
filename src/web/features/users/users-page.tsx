import { PeoplePage } from './people-table';

/** Users: everyone in the organization with their cost and roles. */
export function UsersPage() {
  return (
    <PeoplePage
      title="Users"
      description="Everyone in your organization with their cost and roles."
      columns="users"
      defaultRole="user"
    />
  );
}
