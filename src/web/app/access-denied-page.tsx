import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';

/** A screen the viewer's role may not use, opened by its address: say so, and the way back. */
export function AccessDeniedPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <title>No access · Stint</title>
      <StintLogo />
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">You do not have access to this page</h1>
      <p className="max-w-md text-muted-foreground text-sm">
        Your role in this organization does not include this screen. If you need it, ask your
        organization’s administrator.
      </p>
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  );
}
