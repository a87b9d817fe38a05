import { ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import { API_BASE } from '@/web/lib/api';

/** A screen the viewer's role may not use, opened by its address: say so, and the way back. */
export function AccessDeniedPage({
  title = 'You do not have access to this page',
  detail = 'Your role in this organization does not include this screen. If you need it, ask your organization’s administrator.',
}: {
  title?: string;
  detail?: string;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <title>No access · Stint</title>
      <StintLogo />
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground text-sm">{detail}</p>
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </main>
  );
}

/**
 * /platform-admin opened by someone who is not a platform admin: the spec's refusal, and the
 * attempt reaches the server, which audits it (ACCESS_DENIED).
 */
export function PlatformAccessDenied() {
  useEffect(() => {
    void fetch(`${API_BASE}/platform/overview`, { credentials: 'same-origin' });
  }, []);
  return (
    <AccessDeniedPage
      title="Access denied. Platform admin role required."
      detail="The platform console is for the platform’s administrators only. This attempt has been logged."
    />
  );
}
