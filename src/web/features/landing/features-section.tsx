import {
  Bell,
  Bot,
  Building2,
  CalendarDays,
  Coins,
  FileBarChart,
  FolderKanban,
  Gauge,
  GitBranch,
  GitPullRequest,
  History,
  Layers,
  LayoutTemplate,
  Lock,
  type LucideIcon,
  ShieldAlert,
  Wallet,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Building2,
    title: 'Customer hierarchy',
    text: 'Parent and child customers, as your accounts really are.',
  },
  {
    icon: Layers,
    title: 'Programs',
    text: 'Group related projects under a customer and report on them together.',
  },
  {
    icon: FolderKanban,
    title: 'Projects with unique codes',
    text: 'Every project has its own code, team, status and dates.',
  },
  {
    icon: GitBranch,
    title: 'Activities and dependencies',
    text: 'Finish-to-start, finish-to-finish, start-to-start and start-to-finish, with lag.',
  },
  {
    icon: Wallet,
    title: 'Effort budgets',
    text: 'Resource × hours × rate, plus overhead costs, totalled for you.',
  },
  {
    icon: Lock,
    title: 'Baseline locking',
    text: 'Freeze the plan and compare where you are against where you meant to be.',
  },
  {
    icon: ShieldAlert,
    title: 'Risk register',
    text: 'Log risks by level, impact and mitigation, and see what is materializing.',
  },
  {
    icon: GitPullRequest,
    title: 'Change control',
    text: 'Change requests with approvals and attachments, reviewed by the PMO.',
  },
  {
    icon: Coins,
    title: 'Payment milestones',
    text: 'Tie invoices to activities and see contract value against money received.',
  },
  {
    icon: CalendarDays,
    title: 'Resource calendar and heat maps',
    text: 'Spot over-allocation before it burns people out.',
  },
  {
    icon: Gauge,
    title: 'Utilization analytics',
    text: '30-day billable percentage for every person, against your target.',
  },
  {
    icon: FileBarChart,
    title: 'Custom report builder',
    text: 'Five report types with the fields you pick, exported to CSV or PDF.',
  },
  {
    icon: LayoutTemplate,
    title: 'Project templates',
    text: 'Browse by category, save any project as a template and clone it.',
  },
  {
    icon: Bell,
    title: 'Notification centre',
    text: 'Assignments, milestones, budget alerts and timesheets in one bell.',
  },
  {
    icon: History,
    title: 'Full audit trail',
    text: 'Old and new values, IP address and timestamp for every change.',
  },
  {
    icon: Bot,
    title: 'AI copilot',
    text: 'Budget predictions, resource optimization, risk analysis and status reports.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Features"
          title="Everything you need to deliver, nothing bolted on"
          description="One product for the whole lifecycle: plan, staff, track, bill and learn."
        />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bg-card p-6">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
