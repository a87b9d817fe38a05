import { Activity, AlertTriangle, Flame, Sparkles } from 'lucide-react';
import { SectionHeading } from './section-heading';

const SIGNALS = [
  {
    icon: AlertTriangle,
    title: 'Over-capacity alerts',
    text: 'Flags every resource booked above 100% before the week starts.',
  },
  {
    icon: Flame,
    title: 'Budget burn',
    text: 'Warns when consumed cost runs ahead of the budget you planned.',
  },
  {
    icon: Activity,
    title: 'Timeline risk',
    text: 'Points at delayed activities and milestones at risk, project by project.',
  },
] as const;

const INSIGHTS = [
  'Budget prediction: Website relaunch will finish 6% over budget at the current burn rate.',
  'Resource optimization: move 8 hours of QA from Maria to Jonas to clear next week’s overload.',
  'Status report: 3 of 4 phases on track; Build is 2 days behind its baseline.',
] as const;

export function AiSection() {
  return (
    <section id="ai" className="px-4 py-6 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-indigo-950 px-6 py-16 text-white sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 right-0 size-[28rem] rounded-full bg-indigo-500/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-16 size-96 rounded-full bg-fuchsia-500/20 blur-3xl"
        />
        <div className="relative grid items-center gap-12 lg:grid-cols-2">
          <div className="space-y-10">
            <SectionHeading
              inverted
              align="left"
              eyebrow="AI copilot"
              title="A second pair of eyes on every project"
              description="Stint's copilot reads your plans, budgets and timesheets and tells you what needs attention, in plain language."
            />
            <ul className="space-y-5">
              {SIGNALS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                    <Icon className="size-5 text-indigo-200" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="block text-indigo-100/80 text-sm">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-3 rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur sm:p-6">
            <p className="flex items-center gap-2 font-medium text-indigo-100 text-sm">
              <Sparkles className="size-4" aria-hidden="true" /> Example insights
            </p>
            {INSIGHTS.map((insight) => (
              <p
                key={insight}
                className="rounded-xl border border-white/10 bg-indigo-900/60 p-4 text-indigo-50 text-sm leading-relaxed"
              >
                {insight}
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
