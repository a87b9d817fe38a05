import { BarChart3, GanttChartSquare, Timer, Users } from 'lucide-react';
import { SectionHeading } from './section-heading';

const AUDIENCES = [
  {
    icon: BarChart3,
    title: 'Executives and leadership',
    text: 'Portfolio analytics across every customer and program: revenue, consumed cost and delivery health at a glance.',
  },
  {
    icon: GanttChartSquare,
    title: 'Program and project managers',
    text: 'Lifecycle management with Gantt charts, baselines, budgets, risk registers, change requests and payment milestones.',
  },
  {
    icon: Users,
    title: 'Resource and operations',
    text: 'Capacity planning, resource calendars and timesheet approvals, so nobody is booked past 100%.',
  },
  {
    icon: Timer,
    title: 'Teams and contributors',
    text: 'Time tracking with breaks, meeting detection and billable classification that takes seconds a day.',
  },
] as const;

export function AudiencesSection() {
  return (
    <section id="about" className="border-t bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Who it's for"
          title="Built for everyone who moves work forward"
          description="From the boardroom to the people logging the hours, Stint shows each role what it needs and nothing it doesn't."
        />
        <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <article
              key={title}
              className="group rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-semibold text-lg">{title}</h3>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
