import { BarChart3, Blocks, CalendarRange, Radio } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: Blocks,
    title: 'Build your foundation',
    text: 'Set up your organization, departments and teams, and import your people and customers from CSV.',
  },
  {
    icon: CalendarRange,
    title: 'Plan your projects',
    text: 'Create programs and projects with unique codes, activities with dependencies, budgets and baselines.',
  },
  {
    icon: Radio,
    title: 'Track live',
    text: 'Log time with one click, allocate capacity and handle change requests as they come in.',
  },
  {
    icon: BarChart3,
    title: 'Analyze and optimize',
    text: 'Watch utilization, budget burn and risk, build reports and let the AI copilot point at what needs you.',
  },
] as const;

export function StepsSection() {
  return (
    <section className="border-y bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="How it works" title="From sign-up to insight in four steps" />
        <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative">
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-6 left-14 hidden h-px w-[calc(100%-3rem)] bg-border lg:block"
                />
              ) : null}
              <span className="relative flex size-12 items-center justify-center rounded-full border-2 border-primary bg-background text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-5 font-semibold text-primary text-sm">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-lg">{title}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
