import type { Role } from '../../shared/roles';

// The demo organization's people, one of every role, and how their time is planned.

export type DemoRole = Role | 'platform_admin';

export type DemoPerson = {
  role: DemoRole;
  email: string;
  name: string;
  jobTitle: string;
  hourlyCost: string;
};

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    role: 'admin',
    email: 'admin@northwind.demo',
    name: 'Astrid Lind',
    jobTitle: 'Operations Director',
    hourlyCost: '95.00',
  },
  {
    role: 'management',
    email: 'management@northwind.demo',
    name: 'Magnus Berg',
    jobTitle: 'CEO',
    hourlyCost: '140.00',
  },
  {
    role: 'pm_head',
    email: 'pmhead@northwind.demo',
    name: 'Petra Holm',
    jobTitle: 'Head of PMO',
    hourlyCost: '110.00',
  },
  {
    role: 'project_manager',
    email: 'pm@northwind.demo',
    name: 'Jonas Ek',
    jobTitle: 'Project Manager',
    hourlyCost: '90.00',
  },
  {
    role: 'resource_manager',
    email: 'resources@northwind.demo',
    name: 'Sara Nyberg',
    jobTitle: 'Resource Manager',
    hourlyCost: '85.00',
  },
  {
    role: 'user',
    email: 'user@northwind.demo',
    name: 'Erik Sand',
    jobTitle: 'Senior Consultant',
    hourlyCost: '75.00',
  },
  {
    role: 'tracked_employee',
    email: 'tracked@northwind.demo',
    name: 'Lina Falk',
    jobTitle: 'Developer',
    hourlyCost: '65.00',
  },
  {
    role: 'platform_admin',
    email: 'platform@stint.demo',
    name: 'Stina Platform',
    jobTitle: 'Platform Administrator',
    hourlyCost: '0',
  },
];

/** A person of the organization, named by their (unique) role. */
export type MemberRole = Exclude<DemoRole, 'platform_admin'>;

type CapacityPlan = {
  person: MemberRole;
  project: string;
  percentage: number;
  startOffset: number;
  endOffset: number | null;
  notes?: string;
};

/**
 * Capacity allocations on active and draft projects (those the allocation form offers). Lina's
 * add up to 120 % from today: the overallocation the heat map is there to show.
 */
export const DEMO_CAPACITY: CapacityPlan[] = [
  {
    person: 'tracked_employee',
    project: 'CON-101',
    percentage: 50,
    startOffset: -20,
    endOffset: 40,
  },
  {
    person: 'tracked_employee',
    project: 'CON-102',
    percentage: 30,
    startOffset: -10,
    endOffset: 25,
  },
  {
    person: 'tracked_employee',
    project: 'TSL-301',
    percentage: 40,
    startOffset: -24,
    endOffset: 20,
    notes: 'Vendor integration needs her more than planned',
  },
  { person: 'user', project: 'CON-101', percentage: 40, startOffset: -70, endOffset: 60 },
  { person: 'user', project: 'CON-102', percentage: 30, startOffset: -45, endOffset: 30 },
  { person: 'user', project: 'TSL-301', percentage: 30, startOffset: -24, endOffset: 20 },
  {
    person: 'project_manager',
    project: 'CON-101',
    percentage: 20,
    startOffset: -70,
    endOffset: 60,
  },
  {
    person: 'project_manager',
    project: 'TSL-301',
    percentage: 40,
    startOffset: -30,
    endOffset: 50,
  },
  {
    person: 'resource_manager',
    project: 'TSL-301',
    percentage: 25,
    startOffset: -24,
    endOffset: 20,
  },
  {
    person: 'resource_manager',
    project: 'FAB-202',
    percentage: 20,
    startOffset: 30,
    endOffset: null,
    notes: 'Until the review findings are closed',
  },
];
