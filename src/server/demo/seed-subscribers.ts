import { createAuthUser } from '../auth/users';
import type { Transaction } from '../db/client';
import { organizations, profiles, userRoles } from '../db/schema/organizations';
import { customers, programs, projects } from '../db/schema/portfolio';
import { daysFrom } from './plan';

type Subscriber = {
  name: string;
  subdomain: string;
  orgType: string;
  country: string;
  employees: number;
  tier: 'starter' | 'professional' | 'enterprise';
  status: 'active' | 'trial' | 'suspended';
  /** Days before today it signed up: spread so the console's sign-ups chart has bars. */
  signedUp: number;
  admin: { name: string; email: string; jobTitle: string };
  projects: string[];
};

/** Other organizations on the demo platform, so the platform console has subscribers to show. */
export const DEMO_SUBSCRIBERS: readonly Subscriber[] = [
  {
    name: 'Baltic Freight AB',
    subdomain: 'baltic-freight',
    orgType: 'Manufacturing',
    country: 'Sweden',
    employees: 850,
    tier: 'enterprise',
    status: 'active',
    signedUp: 75,
    admin: { name: 'Greta Lind', email: 'greta@balticfreight.demo', jobTitle: 'COO' },
    projects: ['Port Automation', 'Fleet Telemetry', 'Warehouse WMS'],
  },
  {
    name: 'Oakridge Partners',
    subdomain: 'oakridge',
    orgType: 'Professional Services',
    country: 'United Kingdom',
    employees: 60,
    tier: 'professional',
    status: 'active',
    signedUp: 33,
    admin: { name: 'Hugh Bennett', email: 'hugh@oakridge.demo', jobTitle: 'Managing Partner' },
    projects: ['Audit Portal'],
  },
  {
    name: 'Kvarn Energi',
    subdomain: 'kvarn-energi',
    orgType: 'Consulting',
    country: 'Finland',
    employees: 140,
    tier: 'professional',
    status: 'active',
    signedUp: 12,
    admin: { name: 'Aino Virtanen', email: 'aino@kvarn.demo', jobTitle: 'Head of PMO' },
    projects: ['Grid Study', 'Wind Park Phase 2'],
  },
  {
    name: 'Fjord Labs',
    subdomain: 'fjord-labs',
    orgType: 'Software Development',
    country: 'Norway',
    employees: 12,
    tier: 'starter',
    status: 'trial',
    signedUp: 2,
    admin: { name: 'Ola Nordmann', email: 'ola@fjordlabs.demo', jobTitle: 'Founder' },
    projects: [],
  },
  {
    name: 'Helix Studio',
    subdomain: 'helix-studio',
    orgType: 'Other',
    country: 'Denmark',
    employees: 6,
    tier: 'starter',
    status: 'suspended',
    signedUp: 54,
    admin: { name: 'Freja Holm', email: 'freja@helixstudio.demo', jobTitle: 'Owner' },
    projects: ['Brand Refresh'],
  },
];

/** Each subscriber: its organization, its admin (who signs in with `password`) and projects. */
export async function insertSubscribers(tx: Transaction, today: Date, password: string) {
  for (const plan of DEMO_SUBSCRIBERS) {
    const signedUp = new Date(`${daysFrom(today, -plan.signedUp)}T09:30:00Z`);
    const [org] = await tx
      .insert(organizations)
      .values({
        name: plan.name,
        subdomain: plan.subdomain,
        orgType: plan.orgType,
        locationCountry: plan.country,
        numEmployees: plan.employees,
        setupCompleted: true,
        subscriptionTier: plan.tier,
        subscriptionStatus: plan.status,
        createdAt: signedUp,
      })
      .returning({ id: organizations.id });
    const organizationId = org!.id;
    const userId = await createAuthUser(tx, {
      email: plan.admin.email,
      name: plan.admin.name,
      password,
    });
    await tx.insert(profiles).values({
      id: userId,
      organizationId,
      fullName: plan.admin.name,
      email: plan.admin.email,
      jobTitle: plan.admin.jobTitle,
      locationCountry: plan.country,
      createdAt: signedUp,
    });
    await tx.insert(userRoles).values({ userId, organizationId, role: 'admin' });
    if (plan.projects.length === 0) continue;
    const [customer] = await tx
      .insert(customers)
      .values({ organizationId, name: `${plan.name} Internal` })
      .returning({ id: customers.id });
    const [program] = await tx
      .insert(programs)
      .values({ organizationId, customerId: customer!.id, name: 'Core Programme' })
      .returning({ id: programs.id });
    await tx.insert(projects).values(
      plan.projects.map((name) => ({
        organizationId,
        programId: program!.id,
        name,
        status: 'active' as const,
        projectManagerId: userId,
        createdBy: userId,
      })),
    );
  }
}
