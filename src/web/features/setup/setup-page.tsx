import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, LogOut } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '@/shared/permissions';
import type { Customer } from '@/shared/schemas/customers';
import type { Me } from '@/shared/schemas/me';
import type { Person } from '@/shared/schemas/people';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import { WhileLoading } from '@/web/components/while-loading';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { lazyNamed } from '@/web/lib/lazy-named';
import type { FinishVia } from './customers-step';
import { OrganizationStep } from './organization-step';
import { SetupProgress } from './setup-progress';
import { SETUP_STEPS, setupStepIndex } from './setup-steps';
import { useCompleteSetup } from './use-complete-setup';

// The first step comes with the page; the next two (their forms and CSV import) when reached.
const ResourcesStep = lazyNamed(() => import('./resources-step'), 'ResourcesStep');
const CustomersStep = lazyNamed(() => import('./customers-step'), 'CustomersStep');

/** Members who are not admins wait here until an admin has finished setup (SPEC.md section 2). */
function WaitingForAdmin({ organizationName }: { organizationName: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hourglass className="size-5 text-primary" aria-hidden="true" />
          {organizationName} is being set up
        </CardTitle>
        <CardDescription>
          An administrator of your organization is finishing the setup.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">
        Once they complete it, sign in again to reach your dashboard.
      </CardContent>
    </Card>
  );
}

function SetupWizard({ me }: { me: Me }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = setupStepIndex(searchParams.get('step'));
  const [people, setPeople] = useState<Person[]>([]);
  const [customers, setCustomers] = useState<Customer[]>([]);
  const [finishingVia, setFinishingVia] = useState<FinishVia | null>(null);
  const queryClient = useQueryClient();
  const completeSetup = useCompleteSetup();

  const goTo = useCallback(
    (index: number) => {
      setSearchParams({ step: SETUP_STEPS[index]!.key });
      window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );

  // Fetched once the first step shows, so Next does not wait for them (a failure here is
  // retried when the step is reached).
  useEffect(() => {
    import('./resources-step').catch(() => undefined);
    import('./customers-step').catch(() => undefined);
  }, []);

  const finish = (via: FinishVia) => {
    setFinishingVia(via);
    completeSetup.mutate(undefined, { onSettled: () => setFinishingVia(null) });
  };

  return (
    <>
      <SetupProgress current={current} />
      <WhileLoading className="h-96">
        {current === 0 && me.organization ? (
          <OrganizationStep organization={me.organization} onSaved={() => goTo(1)} />
        ) : null}
        {current === 1 ? (
          <ResourcesStep
            added={people}
            onAdded={(person) => setPeople((list) => [person, ...list])}
            onBack={() => goTo(0)}
            onNext={() => goTo(2)}
          />
        ) : null}
        {current === 2 ? (
          <CustomersStep
            added={customers}
            onAdded={(customer) => setCustomers((list) => [customer, ...list])}
            onImported={() => void queryClient.invalidateQueries({ queryKey: ['customers'] })}
            onBack={() => goTo(1)}
            onFinish={finish}
            finishing={finishingVia}
          />
        ) : null}
      </WhileLoading>
    </>
  );
}

/** /setup: the first-run wizard, Organization, Resources, Customers (SPEC.md section 2). */
export function SetupPage() {
  const me = useSignedInMe();
  const signOut = useSignOut();
  const isAdmin = can(me.roles, 'organization.manage');
  const organizationName = me.organization?.name ?? 'your organization';
  return (
    <div className="min-h-dvh bg-muted/30">
      <title>Setup · Stint</title>
      <header className="flex h-16 items-center justify-between border-b bg-background px-4 sm:px-6">
        <StintLogo />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => signOut({ message: 'Logged out successfully' })}
        >
          <LogOut /> Logout
        </Button>
      </header>
      <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">Welcome to Stint, {me.fullName}</h1>
          <p className="text-muted-foreground text-sm">
            {isAdmin
              ? `Set up ${organizationName} in three short steps.`
              : `Your organization is almost ready.`}
          </p>
        </div>
        {isAdmin ? (
          <SetupWizard me={me} />
        ) : (
          <WaitingForAdmin organizationName={organizationName} />
        )}
      </main>
    </div>
  );
}
