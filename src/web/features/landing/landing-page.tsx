import { AiSection } from './ai-section';
import { AudiencesSection } from './audiences-section';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { StepsSection } from './steps-section';
import { WhySection } from './why-section';

/** The public page at / (SPEC.md section 2 'Landing page'). */
export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <title>Stint: projects, people and time in one place</title>
      <LandingHeader />
      <main>
        <HeroSection />
        <AudiencesSection />
        <WhySection />
        <StepsSection />
        <FeaturesSection />
        <AiSection />
        <PricingSection />
        <ClosingSection />
      </main>
      <LandingFooter />
    </div>
  );
}
