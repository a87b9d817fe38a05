import { useSearchParams } from 'react-router';
import { can } from '@/shared/permissions';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { WhileLoading } from '@/web/components/while-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSignedInMe } from '@/web/hooks/use-me';
import { lazyNamed } from '@/web/lib/lazy-named';

// Each tab (its tables and forms) loads when first shown: the General tab's details form
// (react-hook-form and zod, ~40 KB) would otherwise come with every visit to any tab.
const GeneralTab = lazyNamed(() => import('./general-tab'), 'GeneralTab');
const DepartmentsTab = lazyNamed(() => import('./departments-tab'), 'DepartmentsTab');
const TeamsTab = lazyNamed(() => import('./teams-tab'), 'TeamsTab');
const CalendarTab = lazyNamed(() => import('./calendar-tab'), 'CalendarTab');

const TABS = ['general', 'departments', 'teams', 'calendar'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly unknown[]).includes(value);

export function OrganizationPage() {
  const me = useSignedInMe();
  const canManage = can(me.roles, 'organization.manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'general';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Organization"
        description="Details, departments, teams and the working calendar."
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'general' ? {} : { tab: next }, { replace: true })
        }
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="departments">Departments</TabsTrigger>
          <TabsTrigger value="teams">Teams</TabsTrigger>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          {me.organization ? (
            <WhileLoading className="h-96">
              <GeneralTab
                key={me.organization.id}
                organization={me.organization}
                canManage={canManage}
              />
            </WhileLoading>
          ) : (
            <EmptyState message="Failed to load organization" />
          )}
        </TabsContent>
        <TabsContent value="departments">
          <WhileLoading>
            <DepartmentsTab canManage={canManage} />
          </WhileLoading>
        </TabsContent>
        <TabsContent value="teams">
          <WhileLoading>
            <TeamsTab canManage={canManage} />
          </WhileLoading>
        </TabsContent>
        <TabsContent value="calendar">
          <WhileLoading>
            <CalendarTab canManage={canManage} />
          </WhileLoading>
        </TabsContent>
      </Tabs>
    </div>
  );
}
