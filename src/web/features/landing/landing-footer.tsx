import { Mail, MapPin } from 'lucide-react';
import { StintLogo } from '@/web/components/stint-logo';

export const SUPPORT_EMAIL = 'support@stint.app';

const PRODUCT_LINKS = [
  { href: '#about', label: 'About' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
] as const;

// Placeholders until the legal pages exist (SPEC.md section 2).
const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;

const linkClass = 'text-muted-foreground text-sm transition-colors hover:text-foreground';

export function LandingFooter() {
  return (
    <footer id="contact" className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <StintLogo />
          <p className="max-w-xs text-muted-foreground text-sm">
            Customers, programs, projects, people and time for organizations that deliver.
          </p>
        </div>
        <nav aria-label="Product" className="space-y-3">
          <h2 className="font-semibold text-sm">Product</h2>
          <ul className="space-y-2">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="font-semibold text-sm">Contact</h2>
          <ul className="space-y-2">
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Mail className="size-4" aria-hidden="true" /> {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="inline-flex items-center gap-2 text-muted-foreground text-sm">
              <MapPin className="size-4" aria-hidden="true" /> Stockholm, Sweden
            </li>
          </ul>
        </div>
        <nav aria-label="Legal" className="space-y-3">
          <h2 className="font-semibold text-sm">Legal</h2>
          <ul className="space-y-2">
            {LEGAL_LINKS.map((label) => (
              <li key={label}>
                <a href="#contact" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-muted-foreground text-xs sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Stint. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
