import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import { useMe } from '@/web/hooks/use-me';
import { cn } from '@/web/lib/cn';

const SECTIONS = [
  { href: '#about', label: 'About' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#contact', label: 'Contact' },
] as const;

/** Go to Dashboard when signed in; Sign In and Get Started otherwise (SPEC.md section 2). */
function SessionActions({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const me = useMe();
  const className = stacked ? 'w-full' : undefined;
  // Keep the space while the session is checked, so the bar does not jump.
  if (me.isPending)
    return <div aria-hidden="true" className={cn('h-9', stacked ? 'w-full' : 'w-52')} />;
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

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Stint home" className="rounded-md">
          <StintLogo />
        </Link>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <SessionActions />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
      </div>
      <div
        id="landing-mobile-menu"
        hidden={!menuOpen}
        className="border-border/60 border-t bg-background px-4 pt-2 pb-4 md:hidden"
      >
        <nav aria-label="Sections (mobile)">
          <ul className="flex flex-col">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  onClick={close}
                  className="block rounded-md px-2 py-3 font-medium text-base hover:bg-accent"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 flex flex-col gap-2">
          <SessionActions stacked onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
