import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { ProductPreview } from './product-preview';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] [background-size:48px_48px] opacity-60"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <a
            href="#ai"
            className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 font-medium text-muted-foreground text-xs shadow-xs backdrop-blur hover:text-foreground sm:text-sm"
          >
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            AI copilot that flags risk before it costs you
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </a>
          <h1 className="mt-6 text-balance font-semibold text-4xl tracking-tight sm:text-6xl">
            Customers, projects, people and time.{' '}
            <span className="bg-linear-to-r from-primary to-chart-4 bg-clip-text text-transparent">
              One place.
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
            Stint gives your whole organization one home for customers, programs, projects,
            resources and time tracking, from the first budget line to the last billable hour.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild className="w-full sm:w-auto">
              <Link to="/signup">
                Get Started Free <ArrowRight />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild className="w-full sm:w-auto">
              <a href="#pricing">See pricing</a>
            </Button>
          </div>
          <p className="mt-4 text-muted-foreground text-sm">
            No credit card required • Start in minutes • Cancel anytime
          </p>
        </div>
        <div className="mt-16 sm:mt-20">
          <ProductPreview />
        </div>
      </div>
    </section>
  );
}
