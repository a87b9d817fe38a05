import { LazyFallback, lazyNamed } from '@/web/lib/lazy-named';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';

// What the first screen shows comes with the page; the sections under it and the footer just
// after, in one download.
const BelowTheFold = lazyNamed(() => import('./below-the-fold'), 'BelowTheFold');
const FooterAfterTheFold = lazyNamed(() => import('./below-the-fold'), 'FooterAfterTheFold');

/** The public page at / (SPEC.md section 2 'Landing page'). */
export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <title>Stint: projects, people and time in one place</title>
      <LandingHeader />
      <main>
        <HeroSection />
        <LazyFallback value={<div className="min-h-dvh" />}>
          <BelowTheFold />
        </LazyFallback>
      </main>
      <FooterAfterTheFold />
    </div>
  );
}
