import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';

/** The logo (a link to /dashboard) over the organization's name, atop the menu. */
export function SidebarBrand({ subtitle }: { subtitle: string }) {
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
