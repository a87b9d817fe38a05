import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { PROJECT_PLANS, type PricePlan, TIER_FEATURES, TIME_TRACKING_PLANS } from './pricing-plans';
import { SectionHeading } from './section-heading';

function PlanAction({ plan }: { plan: PricePlan }) {
  const variant = plan.popular ? 'default' : 'outline';
  return (
    <Button variant={variant} className="w-full" asChild>
      {plan.cta.href.startsWith('#') ? (
        <a href={plan.cta.href}>{plan.cta.label}</a>
      ) : (
        <Link to={plan.cta.href}>{plan.cta.label}</Link>
      )}
    </Button>
  );
}

function Price({ plan }: { plan: PricePlan }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="font-semibold text-4xl tracking-tight">{plan.price}</span>
      {plan.unit ? <span className="text-muted-foreground text-sm">{plan.unit}</span> : null}
    </p>
  );
}

function PlanCard({ plan, showFeatures }: { plan: PricePlan; showFeatures: boolean }) {
  const tier = TIER_FEATURES[plan.tier];
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs',
        plan.popular && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-6 rounded-full px-3">Most popular</Badge>
      ) : null}
      <h4 className="font-semibold text-lg">{plan.tier}</h4>
      <p className="text-muted-foreground text-sm">{plan.users}</p>
      <div className="mt-5">
        <Price plan={plan} />
        <p className="mt-1 text-muted-foreground text-xs">{plan.billing}</p>
      </div>
      <div className="mt-6">
        <PlanAction plan={plan} />
      </div>
      {showFeatures ? (
        <div className="mt-6 border-t pt-6">
          <p className="font-medium text-sm">{tier.intro}</p>
          <ul className="mt-3 space-y-2.5">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function Offering({
  title,
  description,
  plans,
  showFeatures,
}: {
  title: string;
  description: string;
  plans: readonly PricePlan[];
  showFeatures: boolean;
}) {
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <h3 className="font-semibold text-2xl tracking-tight">{title}</h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} showFeatures={showFeatures} />
        ))}
      </div>
    </div>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl space-y-16 px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Pricing"
          title="Simple pricing that gets cheaper as you grow"
          description="Two offerings: full project management, or time tracking on its own. Every paid plan starts with a 14-day free trial."
        />
        <Offering
          title="Project management"
          description="Per user per month, billed annually."
          plans={PROJECT_PLANS}
          showFeatures
        />
        <Offering
          title="Time tracking"
          description="Standalone or inside project management. Billed monthly."
          plans={TIME_TRACKING_PLANS}
          showFeatures={false}
        />
      </div>
    </section>
  );
}
