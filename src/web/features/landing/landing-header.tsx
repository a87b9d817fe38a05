import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StintLogo } from '@/web/components/stint-logo';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { LazyFallback, lazyNamed } from '@/web/lib/lazy-named';

const SECTIONS = [
  { href: '#about', label: 'About' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#contact', label: 'Contact' },
] as const;

// Checking the session needs @tanstack/react-query and the API client: they load after the page
// paints, with the space kept meanwhile.
const SessionActions = lazyNamed(() => import('./session-actions'), 'SessionActions');

/** Go to Dashboard when signed in; Sign In and Get Started otherwise (SPEC.md section 2). */
function SessionSlot({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  // Keep the space while the session is checked, so the bar does not jump.
  const placeholder = <div aria-hidden="true" className={cn('h-9', stacked ? 'w-full' : 'w-52')} />;
  return (
    <LazyFallback value={placeholder}>
      <SessionActions stacked={stacked} onNavigate={onNavigate} placeholder={placeholder} />
    </LazyFallback>
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
          <SessionSlot />
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
          <SessionSlot stacked onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
