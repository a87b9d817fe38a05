import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

export function ClosingSection() {
  return (
    <section className="border-t bg-linear-to-b from-accent/60 to-background py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          Ready to bring your projects, people and time together?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
          Set up your organization in minutes and see your whole portfolio by the end of the day.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild className="w-full sm:w-auto">
            <Link to="/signup">
              Start Free Trial <ArrowRight />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild className="w-full sm:w-auto">
            <Link to="/signup">Schedule a Demo</Link>
          </Button>
        </div>
        <p className="mt-4 text-muted-foreground text-sm">14-day free trial</p>
      </div>
    </section>
  );
}
