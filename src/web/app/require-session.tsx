import { LogOut, RefreshCw } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canVisitPath, mustCompleteSetup } from '@/shared/navigation';
import { FullPageSpinner } from '@/web/components/full-page-spinner';
import { Button } from '@/web/components/ui/button';
import { useInactivitySignOut } from '@/web/features/session/use-inactivity-sign-out';
import { useMe } from '@/web/hooks/use-me';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { isApiError } from '@/web/lib/api';
import { loginPathFor } from '@/web/lib/redirect-target';
import { AccessDeniedPage, PlatformAccessDenied } from './access-denied-page';

/**
 * Guards /setup, /dashboard and /platform-admin: signed out goes to /login carrying the
 * location; an unfinished setup goes to /setup; a screen outside the viewer's roles says so,
 * with the way back to /dashboard.
 */
export function RequireSession() {
  const location = useLocation();
  const me = useMe();
  const signOut = useSignOut();
  useInactivitySignOut(me.data !== undefined && !me.data.isPlatformAdmin);

  if (isApiError(me.error, 401)) return <Navigate to={loginPathFor(location)} replace />;
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) {
    // 403: the account may not use Stint now (its organization suspended): say so, plainly.
    const refused = isApiError(me.error, 403);
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="font-semibold text-xl">
          {refused ? me.error.message : 'We could not load your account'}
        </h1>
        {refused ? null : (
          <p className="max-w-sm text-muted-foreground text-sm">{me.error.message}</p>
        )}
        <div className="flex gap-2">
          <Button onClick={() => me.refetch()} busy={me.isFetching}>
            <RefreshCw /> Try again
          </Button>
          {refused ? (
            <Button
              variant="outline"
              onClick={() => void signOut({ message: 'Logged out successfully' })}
            >
              <LogOut /> Sign out
            </Button>
          ) : null}
        </div>
      </main>
    );
  }

  const viewer = me.data;
  // SPEC.md section 2: app routes need a profile with an organization.
  if (!viewer.isPlatformAdmin && !viewer.organization) {
    return <Navigate to={loginPathFor(location)} replace />;
  }
  const onSetup = location.pathname.replace(/\/+$/, '') === '/setup';
  if (mustCompleteSetup(viewer)) {
    return onSetup ? <Outlet /> : <Navigate to="/setup" replace />;
  }
  if (onSetup) return <Navigate to="/dashboard" replace />;
  if (!canVisitPath(viewer, location.pathname))
    return location.pathname.startsWith('/platform-admin') ? (
      <PlatformAccessDenied />
    ) : (
      <AccessDeniedPage />
    );
  return <Outlet />;
}
