import { PeoplePage } from './people-table';

/** Organization Users: invite people, give them roles and manage their access. */
export function OrganizationUsersPage() {
  return (
    <PeoplePage
      title="Organization Users"
      description="Invite people, give them roles and manage their access."
      columns="organization-users"
      defaultRole="tracked_employee"
    />
  );
}
