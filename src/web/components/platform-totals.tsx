import { useQuery } from '@tanstack/react-query';
import { Building2, FolderKanban, UserCog, Users } from 'lucide-react';
import { platformOverviewQuery } from '@/web/lib/platform-queries';
import { StatCard } from './stat-card';

const number = new Intl.NumberFormat();
const count = (value: number | undefined) => (value === undefined ? null : number.format(value));

/**
 * The platform's four totals: subscribers, users, projects and people (the spec's constant 0
 * for Total Resources is the real count). Loading them is an entry into the console, audited.
 */
export function PlatformTotals() {
  const query = useQuery(platformOverviewQuery);
  const data = query.data;
  const loading = query.isPending;
  return (
    <>
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {query.error.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Subscribers"
          icon={Building2}
          value={count(data?.organizations.total)}
          hint={
            data
              ? `${number.format(data.organizations.active)} active · ${number.format(data.organizations.suspended)} suspended`
              : undefined
          }
          loading={loading}
        />
        <StatCard
          title="Total Users"
          icon={Users}
          value={count(data?.users.total)}
          hint={data ? `${number.format(data.users.newThisWeek)} new this week` : undefined}
          loading={loading}
        />
        <StatCard
          title="Total Projects"
          icon={FolderKanban}
          value={count(data?.projects)}
          hint="Across all organizations"
          loading={loading}
        />
        <StatCard
          title="Total Resources"
          icon={UserCog}
          value={count(data?.people)}
          hint="Employees across platform"
          loading={loading}
        />
      </div>
    </>
  );
}
