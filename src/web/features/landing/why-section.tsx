import { ChevronRight, History, Lock, Rocket, Timer } from 'lucide-react';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    icon: Lock,
    title: 'Your own isolated workspace',
    text: 'Every organization gets its own subdomain and its data never mixes with anyone else’s.',
  },
  {
    icon: Timer,
    title: 'Time tracking that fits how you work',
    text: 'Use it inside project management, or on its own for teams that only need hours.',
  },
  {
    icon: History,
    title: 'Nothing changes without a trace',
    text: 'A full audit trail keeps old and new values, who, when and from where.',
  },
  {
    icon: Rocket,
    title: 'Live in an afternoon',
    text: 'A guided setup imports your people and customers from CSV in minutes.',
  },
] as const;

const HIERARCHY = ['Customer', 'Program', 'Project', 'Activities & budget'] as const;

export function WhySection() {
  return (
    <section className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="space-y-10">
          <SectionHeading
            align="left"
            eyebrow="Why Stint"
            title="One hierarchy from customer to the last hour"
            description="Work in Stint follows the way your business is organized, so every hour and every cost rolls up to the project, program and customer it belongs to."
          />
          <dl className="grid gap-6 sm:grid-cols-2">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="space-y-2">
                <dt className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  {title}
                </dt>
                <dd className="text-muted-foreground text-sm leading-relaxed">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative rounded-2xl border bg-linear-to-br from-accent to-background p-6 sm:p-10">
          <ol className="space-y-3" aria-label="How work is organized in Stint">
            {HIERARCHY.map((level, index) => (
              <li
                key={level}
                className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs"
                style={{ marginLeft: `${index * 1.25}rem` }}
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground text-sm">
                  {index + 1}
                </span>
                <span className="font-medium">{level}</span>
                {index < HIERARCHY.length - 1 ? (
                  <ChevronRight
                    className="ml-auto size-4 text-muted-foreground"
                    aria-hidden="true"
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
