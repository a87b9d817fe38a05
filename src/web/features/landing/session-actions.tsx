import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useMe } from '@/web/hooks/use-me';
import { queryClient } from '@/web/lib/query-client';

interface SessionActionsProps {
  stacked?: boolean;
  onNavigate?: () => void;
  /** What holds the place while the session is checked. */
  placeholder: ReactNode;
}

/** The landing header's buttons, by whether someone is signed in (loaded lazily, see there). */
export function SessionActions(props: SessionActionsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Actions {...props} />
    </QueryClientProvider>
  );
}

function Actions({ stacked, onNavigate, placeholder }: SessionActionsProps) {
  const me = useMe();
  const className = stacked ? 'w-full' : undefined;
  if (me.isPending) return placeholder;
  if (me.data) {
    return (
      <Button asChild className={className}>
        <Link to="/dashboard" onClick={onNavigate}>
          Go to Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" asChild className={className}>
        <Link to="/login" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button asChild className={className}>
        <Link to="/signup" onClick={onNavigate}>
          Get Started
        </Link>
      </Button>
    </>
  );
}
