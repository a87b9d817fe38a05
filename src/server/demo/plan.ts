import type { MemberRole } from './people-plan';

/** yyyy-mm-dd of `today` moved by `offset` days (UTC). */
export function daysFrom(today: Date, offset: number): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
  );
  return day.toISOString().slice(0, 10);
}

/** The instant `hh:mm` UTC on the day `offset` days from `today`. */
export function instantFrom(today: Date, offset: number, time: string): Date {
  return new Date(`${daysFrom(today, offset)}T${time}:00Z`);
}

/** A person on an activity at a share of their time (null reads as 100 %). */
type AssignmentPlan = { person: MemberRole; capacity: number | null };
type ActivityPlan = {
  name: string;
  startOffset: number;
  endOffset: number;
  isMilestone?: boolean;
  assigned?: AssignmentPlan[];
};
/** Effort lines of the user and the tracked employee, and one overhead amount. */
type BudgetPlan = { userHours: number; trackedHours: number; overhead: string };
export type ProjectPlan = {
  name: string;
  code: string;
  customer: string;
  program: string;
  description: string;
  status: 'draft' | 'planning' | 'active' | 'on_hold' | 'completed';
  startOffset: number;
  endOffset: number;
  revenue: string;
  budget: BudgetPlan;
  activities: ActivityPlan[];
};

const as = (person: MemberRole, capacity: number | null): AssignmentPlan => ({ person, capacity });

/**
 * Consumed cost (SPEC.md section 9) of the running activities: Customer Portal about 53 % and
 * Store Analytics about 11 % of their budgets, on track; Lab Scheduling past 100 % from its
 * 24 days of Vendor integration, underperforming. Activities already ended count as delayed.
 */
export const DEMO_PROJECTS: ProjectPlan[] = [
  {
    name: 'Customer Portal Rebuild',
    code: 'CON-101',
    customer: 'Contoso Group',
    program: 'Digital Channels',
    description: 'A new self-service portal for Contoso customers.',
    status: 'active',
    startOffset: -70,
    endOffset: 60,
    revenue: '480000.00',
    budget: { userHours: 120, trackedHours: 200, overhead: '2500.00' },
    activities: [
      {
        name: 'Discovery',
        startOffset: -70,
        endOffset: -50,
        assigned: [as('project_manager', 50), as('user', 60)],
      },
      {
        name: 'Design',
        startOffset: -50,
        endOffset: -20,
        assigned: [as('user', 60), as('tracked_employee', 40)],
      },
      {
        name: 'Build',
        startOffset: -20,
        endOffset: 40,
        assigned: [as('user', 40), as('tracked_employee', 50), as('project_manager', 20)],
      },
      {
        name: 'Pilot go-live',
        startOffset: 45,
        endOffset: 45,
        isMilestone: true,
        assigned: [as('project_manager', null)],
      },
      { name: 'Hypercare', startOffset: 45, endOffset: 60, assigned: [as('tracked_employee', 50)] },
    ],
  },
  {
    name: 'Store Analytics',
    code: 'CON-102',
    customer: 'Contoso Retail',
    program: 'Retail Insight',
    description: 'Dashboards of sales per store and hour.',
    status: 'active',
    startOffset: -45,
    endOffset: 30,
    revenue: '210000.00',
    budget: { userHours: 160, trackedHours: 225, overhead: '3000.00' },
    activities: [
      { name: 'Data inventory', startOffset: -45, endOffset: -30, assigned: [as('user', 50)] },
      { name: 'Pipeline', startOffset: -30, endOffset: -3, assigned: [as('tracked_employee', 60)] },
      {
        name: 'Dashboards',
        startOffset: -10,
        endOffset: 25,
        assigned: [as('user', 30), as('tracked_employee', 30)],
      },
      {
        name: 'Handover',
        startOffset: 30,
        endOffset: 30,
        isMilestone: true,
        assigned: [as('project_manager', null)],
      },
    ],
  },
  {
    name: 'ERP Migration',
    code: 'FAB-201',
    customer: 'Fabrikam',
    program: 'Core Systems',
    description: 'Move finance and stock to the new ERP.',
    status: 'planning',
    startOffset: 10,
    endOffset: 180,
    revenue: '650000.00',
    budget: { userHours: 200, trackedHours: 250, overhead: '3500.00' },
    activities: [
      {
        name: 'Fit-gap analysis',
        startOffset: 10,
        endOffset: 40,
        assigned: [as('user', 50), as('resource_manager', 20)],
      },
      { name: 'Configuration', startOffset: 40, endOffset: 120, assigned: [as('user', 60)] },
      { name: 'Cut-over', startOffset: 170, endOffset: 170, isMilestone: true },
    ],
  },
  {
    name: 'Lab Scheduling App',
    code: 'TSL-301',
    customer: 'Tailspin Labs',
    program: 'Lab Operations',
    description: 'Booking of instruments and lab time.',
    status: 'active',
    startOffset: -30,
    endOffset: 50,
    revenue: '95000.00',
    budget: { userHours: 100, trackedHours: 120, overhead: '1500.00' },
    activities: [
      {
        name: 'Prototype',
        startOffset: -30,
        endOffset: -10,
        assigned: [as('tracked_employee', 60)],
      },
      {
        name: 'Vendor integration',
        startOffset: -24,
        endOffset: 20,
        assigned: [
          as('user', 30),
          as('tracked_employee', 20),
          as('project_manager', 40),
          as('resource_manager', 25),
        ],
      },
      {
        name: 'Beta release',
        startOffset: 25,
        endOffset: 25,
        isMilestone: true,
        assigned: [as('project_manager', null)],
      },
    ],
  },
  {
    name: 'Security Review',
    code: 'FAB-202',
    customer: 'Fabrikam',
    program: 'Core Systems',
    description: 'Yearly review of access and controls.',
    status: 'draft',
    startOffset: 30,
    endOffset: 60,
    revenue: '40000.00',
    budget: { userHours: 280, trackedHours: 300, overhead: '4500.00' },
    activities: [{ name: 'Review', startOffset: 30, endOffset: 60, assigned: [as('pm_head', 30)] }],
  },
];
