import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { getNavigationItems } from '@/shared/navigation';
import { useSignedInMe } from '@/web/hooks/use-me';
import { cn } from '@/web/lib/cn';
import { NAV_ICONS } from './nav-icons';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 font-medium text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

interface NavListProps {
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The menu of SPEC.md section 2 for the signed-in viewer, with a Logout item. */
export function NavList({ onNavigate, onLogout }: NavListProps) {
  const me = useSignedInMe();
  const items = getNavigationItems(me);
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-2">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const Icon = NAV_ICONS[item.key];
          return (
            <li key={item.key}>
              <NavLink
                to={item.href}
                end={item.key === 'dashboard'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    isActive
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground hover:bg-sidebar-accent/60',
                  )
                }
              >
                <Icon aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-sidebar-border border-t pt-2">
        <button
          type="button"
          onClick={onLogout}
          className={cn(itemClass, 'text-sidebar-foreground hover:bg-sidebar-accent/60')}
        >
          <LogOut aria-hidden="true" />
          Logout
        </button>
      </div>
    </nav>
  );
}
