import { useEffect } from 'react';
import { AiSection } from './ai-section';
import { AudiencesSection } from './audiences-section';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { LandingFooter } from './landing-footer';
import { PricingSection } from './pricing-section';
import { StepsSection } from './steps-section';
import { WhySection } from './why-section';

/**
 * The scroll to a section's anchor: an address such as /#pricing was opened before the sections
 * existed, so the browser could not scroll to it. Each of the two parts below asks once it is
 * in the page, for React may put them in at different times: the one holding the anchor
 * scrolls to it (the footer is #contact), the other finds nothing, or the same place again.
 */
function useScrollToAnchor() {
  useEffect(() => {
    // The sections' ids are plain words: an address's anchor is taken as it is typed, never
    // decoded (a stray `%` would throw, and take the page down with it).
    const id = window.location.hash.slice(1);
    // At once, as a browser opens an anchor, not with the page's smooth scrolling.
    if (id)
      requestAnimationFrame(() =>
        document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }),
      );
  }, []);
}

/** The landing page's sections under its hero: loaded after the first paint (landing-page.tsx). */
export function BelowTheFold() {
  useScrollToAnchor();
  return (
    <>
      <AudiencesSection />
      <WhySection />
      <StepsSection />
      <FeaturesSection />
      <AiSection />
      <PricingSection />
      <ClosingSection />
    </>
  );
}

/** The footer, from the same download. */
export function FooterAfterTheFold() {
  useScrollToAnchor();
  return <LandingFooter />;
}
