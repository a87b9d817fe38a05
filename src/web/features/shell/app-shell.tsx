import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { ACCOUNT_DEACTIVATED } from '@/shared/account-refusals';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/web/components/ui/sheet';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { useSignedInMe } from '@/web/hooks/use-me';
import { useSignOut } from '@/web/hooks/use-sign-out';
import { NavList } from './nav-list';
import { NotificationBell } from './notification-bell';
import { useLiveEvents } from './use-live-events';
import { UserMenu } from './user-menu';

function SidebarBrand({ subtitle }: { subtitle: string }) {
  return (
    <div className="flex h-20 shrink-0 flex-col justify-center gap-0.5 px-6">
      <Link
        to="/dashboard"
        className="w-fit rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <StintLogo />
      </Link>
      <span className="truncate pl-9 text-muted-foreground text-xs">{subtitle}</span>
    </div>
  );
}

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
    <TooltipProvider delayDuration={200}>
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

        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0">
            <SheetHeader className="sr-only">
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription>Navigate Stint</SheetDescription>
            </SheetHeader>
            <SidebarBrand subtitle={subtitle} />
            <NavList onNavigate={() => setDrawerOpen(false)} onLogout={logout} />
          </SheetContent>
        </Sheet>

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
              {me.isPlatformAdmin ? null : <NotificationBell />}
              <UserMenu onLogout={logout} />
            </div>
          </header>
          <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
