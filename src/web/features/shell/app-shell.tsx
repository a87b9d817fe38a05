import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { ACCOUNT_DEACTIVATED } from '@/shared/account-refusals';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { LazyFallback, lazyNamed } from '@/web/lib/lazy-named';
import { NavList } from './nav-list';
import { SidebarBrand } from './sidebar-brand';
import { useLiveEvents } from './use-live-events';

// The page paints first: the drawer loads when first opened, the bell and the account menu (their
// menus, ~30 KB of Radix and floating-ui) right after the first paint, in a placeholder their size.
const MobileDrawer = lazyNamed(() => import('./mobile-drawer'), 'MobileDrawer');
const NotificationBell = lazyNamed(() => import('./notification-bell'), 'NotificationBell');
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

const headerButtonPlaceholder = <span aria-hidden="true" className="size-9" />;

/** The layout of /dashboard/* and /platform-admin: menu, notification bell, account menu. */
export function AppShell() {
  const me = useSignedInMe();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Platform admins belong to no organization: no organization events or notifications.
  const sessionEnded = useCallback(
    () => void signOut({ message: ACCOUNT_DEACTIVATED, tone: 'info' }),
    [signOut],
  );
  useLiveEvents(!me.isPlatformAdmin, sessionEnded);
  const subtitle = me.isPlatformAdmin ? 'Platform console' : (me.organization?.name ?? '');
  const logout = () => {
    setDrawerOpen(false);
    void signOut({ message: 'Logged out successfully' });
  };

  return (
    <div className="min-h-dvh bg-muted/30">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-sidebar-border border-r bg-sidebar lg:flex">
        <SidebarBrand subtitle={subtitle} />
        <NavList onLogout={logout} />
      </aside>

      <WhenOpened open={drawerOpen}>
        <MobileDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          subtitle={subtitle}
          onLogout={logout}
        />
      </WhenOpened>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" />
          </Button>
          <Link to="/dashboard" className="lg:hidden">
            <StintLogo />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <LazyFallback value={headerButtonPlaceholder}>
              {me.isPlatformAdmin ? null : <NotificationBell />}
              <UserMenu onLogout={logout} />
            </LazyFallback>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
