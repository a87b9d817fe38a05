import { Check, LogOut } from 'lucide-react';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { cn } from '@/web/lib/cn';

const STEPS = ['Organization', 'Resources', 'Customers'] as const;

function SetupProgress({ current }: { current: number }) {
  return (
    <div className="space-y-3">
      <Progress value={((current + 1) / STEPS.length) * 100} aria-label="Setup progress" />
      <ol className="grid grid-cols-3 gap-2 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              index <= current ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary text-primary',
              )}
            >
              {index < current ? <Check className="size-3" aria-hidden="true" /> : index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** /setup: the first-run wizard. The steps' forms come with the setup issue. */
export function SetupPage() {
  const me = useSignedInMe();
  const signOut = useSignOut();
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
      <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">Welcome to Stint, {me.fullName}</h1>
          <p className="text-muted-foreground text-sm">
            Set up {me.organization?.name ?? 'your organization'} in three short steps.
          </p>
        </div>
        <SetupProgress current={0} />
        <Card>
          <CardHeader>
            <CardTitle>Organization Setup</CardTitle>
            <CardDescription>Tell us about your organization.</CardDescription>
          </CardHeader>
          <CardContent className="text-muted-foreground text-sm">
            The organization form opens here.
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
